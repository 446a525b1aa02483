import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Click handler for CMS HTML: plain `<a href="/...">` links to our own origin go through the
 * router instead of reloading the app. New-tab clicks and other sites are left alone.
 */
export function useInternalLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a');
    if (!anchor || !anchor.href || anchor.hasAttribute('download')) return;
    if (anchor.target && anchor.target !== '_self') return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (url.pathname === window.location.pathname && url.hash) return; // in-page anchor
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
}
