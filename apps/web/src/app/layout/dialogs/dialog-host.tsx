import { type ComponentType, lazy, Suspense } from 'react';
import { type DialogName, dialogStore, type OpenDialog } from '@/stores/dialogs';

export type DialogComponentProps = { dialog: OpenDialog };
type LazyDialog = ComponentType<DialogComponentProps>;

const load = (factory: () => Promise<{ default: LazyDialog }>) => lazy(factory);

/**
 * The dialogs the host renders, each loaded on first open. A feature adds its dialog here
 * (one dialog per action). Names not listed here render nothing: a feature may mount its own.
 */
const REGISTRY: Partial<Record<DialogName, LazyDialog>> = {
  login: load(() => import('@/features/auth/components/account-login-dialog')),
  register: load(() => import('@/features/auth/components/account-register-dialog')),
  recovery: load(() => import('@/features/auth/components/password-recovery-dialog')),
  'sms-verify': load(() => import('@/features/auth/components/phone-verify-dialog')),
  notifications: load(() => import('@/features/notifications/components/notifications-dialog')),
};

/** Renders the one open dialog (brief: opening one dialog closes the others). */
export function DialogHost() {
  const current = dialogStore.use((s) => s.current);
  const Component = current ? REGISTRY[current.name] : undefined;
  if (!current || !Component) return null;
  return (
    <Suspense fallback={null}>
      <Component key={current.name} dialog={current} />
    </Suspense>
  );
}
