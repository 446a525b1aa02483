import { type ExternalToast, toast as sonner } from 'sonner';

/** The product's toast timings (section 9). */
export const TOAST_DURATION_MS = 4000;
export const LOADING_TOAST_DURATION_MS = 30_000;

type Message = Parameters<typeof sonner>[0];

/** The one way to show a toast; the statuses are the product's (section 4). */
export const toast = {
  blank: (message: Message, opts?: ExternalToast) => sonner(message, opts),
  success: (message: Message, opts?: ExternalToast) => sonner.success(message, opts),
  error: (message: Message, opts?: ExternalToast) => sonner.error(message, opts),
  warning: (message: Message, opts?: ExternalToast) => sonner.warning(message, opts),
  info: (message: Message, opts?: ExternalToast) => sonner.info(message, opts),
  loading: (message: Message, opts?: ExternalToast) =>
    sonner.loading(message, { duration: LOADING_TOAST_DURATION_MS, ...opts }),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};
