import { createStore } from '@/lib/store';

/** Names of every dialog; later issues add theirs. */
export type DialogName =
  | 'login'
  | 'register'
  | 'recovery'
  | 'sms-verify'
  | 'change-password'
  | 'phone-verification'
  | 'notifications'
  | 'deposit'
  | 'withdraw'
  | 'promotion'
  | 'campaign-popup'
  | 'play';

/** Dynamic dialogs are given id, type and title (docs/product.md §2), e.g. a payment method's form. */
export type OpenDialog = {
  name: DialogName;
  id?: string | number;
  type?: string | number;
  title?: string;
  data?: unknown;
};

/** Opening one dialog closes the others (docs/product.md §2): there is only ever one. */
export const dialogStore = createStore({ current: null as OpenDialog | null });

export const openDialog = (dialog: OpenDialog) => dialogStore.set({ current: dialog });
export const closeDialogs = () => dialogStore.set({ current: null });
export const useDialog = (name: DialogName) =>
  dialogStore.use((s) => (s.current?.name === name ? s.current : null));
