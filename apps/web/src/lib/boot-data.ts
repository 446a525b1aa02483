type Envelope = { success?: boolean; data?: unknown };

let parsed: Record<string, Envelope> | undefined;

/**
 * A start-up answer the server embedded in index.html (apps/server/src/modules/content/
 * boot-data.ts), by API path: the same envelope the call would return. Undefined when the page
 * came without it (the Vite dev server, an old cached page): the app then fetches as usual.
 */
export function bootData<T>(path: string): T | undefined {
  if (parsed === undefined) {
    try {
      parsed = JSON.parse(document.getElementById('boot-data')?.textContent || '{}') as Record<
        string,
        Envelope
      >;
    } catch {
      parsed = {};
    }
  }
  const envelope = parsed[path];
  return envelope?.success ? (envelope.data as T) : undefined;
}
