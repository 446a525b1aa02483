/**
 * React Router keys a history entry by `history.state.key` and calls every entry without one
 * "default": the first entry of each page load (an address typed or opened from a link, a plain
 * `<a href>`) and every entry the browser adds for a `#fragment` link. `<ScrollRestoration />`
 * keeps its positions by that key in sessionStorage, across page loads, so such an entry came up
 * at the position some other "default" entry was left at (a fresh load of My bonuses scrolled
 * under the sticky header, the skip link jumping to an old position). Each such entry gets a key
 * of its own here; a reload keeps `history.state`, so it still gets its position back.
 */
const newKey = () => Math.random().toString(36).slice(2, 10);

function keyCurrentEntry() {
  const state: unknown = window.history.state;
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (typeof current.key === 'string' && current.key !== '') return;
  window.history.replaceState({ usr: null, ...current, key: newKey() }, '');
}

/** Must run before the router is created: its popstate listener has to see the key. */
export function keyHistoryEntries() {
  keyCurrentEntry();
  // The same function twice (a second router in development) is registered once.
  window.addEventListener('popstate', keyCurrentEntry);
}
