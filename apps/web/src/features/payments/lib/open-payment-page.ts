/** True for an http(s) address: the URL comes from the server, but a `javascript:` one must never run. */
export function isWebUrl(url: string) {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Opens the gateway's hosted payment page in a new tab (docs/product.md §4). Pop-up blockers may
 * stop a call made after an await; the continue button, a direct click, is the fallback.
 */
export function openPaymentPage(url: string) {
  if (isWebUrl(url)) window.open(url, '_blank', 'noopener');
}
