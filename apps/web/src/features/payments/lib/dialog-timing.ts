import { closeDialogs, dialogStore, type OpenDialog } from '@/stores/dialogs';

/** docs/product.md §9: "Withdraw dialog close delay". */
export const WITHDRAW_CLOSE_MS = 500;
/** docs/product.md §9: "Error dialog close delay" (empty or failed payment detail). */
export const ERROR_CLOSE_MS = 100;

/**
 * Closes `dialog` after `ms`, unless another dialog has replaced it by then (opening one
 * dialog closes the others, so a late timer must not close the next one). Returns a cancel.
 */
export function closeLater(dialog: OpenDialog, ms: number) {
  const timer = setTimeout(() => {
    if (dialogStore.get().current === dialog) closeDialogs();
  }, ms);
  return () => clearTimeout(timer);
}
