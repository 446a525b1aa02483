import { DialogHost, type DialogRegistry, load } from './dialog-host';

// 'deposit' without an id is the 'Deposit Money' modal; with one, as 'withdraw', a method's form.
const payment = load(() => import('@/features/payments/components/payment-dialog/payment-dialog'));

/**
 * The dialogs only a logged-in player can open (from the bell, the account menus, the phone
 * prompt, Deposit and the wallet pages), registered like the others, lazily.
 */
const SESSION_DIALOGS: DialogRegistry = {
  'sms-verify': load(() => import('@/features/auth/components/phone-verify-dialog')),
  notifications: load(() => import('@/features/notifications/components/notifications-dialog')),
  deposit: payment,
  withdraw: payment,
};

/**
 * Mounted by the logged-in header, which is its own lazy chunk and is always on screen while a
 * session exists: the entry (the home route's JS budget) then lists neither these dialogs nor
 * their chunks, and a guest never downloads that list.
 */
export function SessionDialogHost() {
  return <DialogHost registry={SESSION_DIALOGS} />;
}
