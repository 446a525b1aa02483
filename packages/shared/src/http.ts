/** Request headers the web sends on every call (docs/product.md §7, common behaviour). */
export const HEADER_LOCALE = 'x-locale';
export const HEADER_FINGERPRINT = 'x-fingerprint';
