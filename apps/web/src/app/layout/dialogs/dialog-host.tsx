import { type ComponentType, lazy, Suspense } from 'react';
import { type DialogName, dialogStore, type OpenDialog } from '@/stores/dialogs';

export type DialogComponentProps = { dialog: OpenDialog };
type LazyDialog = ComponentType<DialogComponentProps>;

export type DialogRegistry = Partial<Record<DialogName, LazyDialog>>;

export const load = (factory: () => Promise<{ default: LazyDialog }>) => lazy(factory);

/**
 * The dialogs the host renders, each loaded on first open. A feature adds its dialog here
 * (one dialog per action), or, when only a logged-in player can open it, to session-dialogs.tsx
 * (loaded with the logged-in header). Names listed in neither render nothing: a feature may
 * mount its own.
 */
const REGISTRY: DialogRegistry = {
  login: load(() => import('@/features/auth/components/account-login-dialog')),
  register: load(() => import('@/features/auth/components/account-register-dialog')),
  recovery: load(() => import('@/features/auth/components/password-recovery-dialog')),
  // The mobile play modal (a game opened below 992 px); only a logged-in player opens it. With
  // the session clock and the reality check (app/layout/play-guard.tsx).
  play: load(() => import('./guarded-play-dialog')),
};

/**
 * Renders the one open dialog (docs/product.md: opening one dialog closes the others) if `registry` has
 * it. The root layout mounts it with the shell's registry, the logged-in header with its own.
 */
export function DialogHost({ registry = REGISTRY }: { registry?: DialogRegistry }) {
  const current = dialogStore.use((s) => s.current);
  const Component = current ? registry[current.name] : undefined;
  if (!current || !Component) return null;
  return (
    <Suspense fallback={null}>
      <Component key={current.name} dialog={current} />
    </Suspense>
  );
}
