import { type ComponentType, lazy, Suspense } from 'react';
import { type DialogName, dialogStore, type OpenDialog } from '@/stores/dialogs';

export type DialogComponentProps = { dialog: OpenDialog };
type LazyDialog = ComponentType<DialogComponentProps>;

const load = (factory: () => Promise<{ default: LazyDialog }>) => lazy(factory);
const authPlaceholder = load(() => import('./auth-placeholder-dialog'));

/**
 * The dialogs the host renders, each loaded on first open. A feature adds its dialog here
 * (one dialog per action). Names not listed here render nothing: a feature may mount its own.
 * TODO(accounts): replace the login/register placeholders with the real forms.
 */
const REGISTRY: Partial<Record<DialogName, LazyDialog>> = {
  login: authPlaceholder,
  register: authPlaceholder,
  recovery: authPlaceholder,
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
