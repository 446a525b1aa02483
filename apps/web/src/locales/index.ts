/**
 * Translations: one JSON file per namespace and language (`./<lng>/<ns>.json`). Each file is
 * its own chunk, so a player downloads only their language. A test checks that both
 * languages have exactly the same keys.
 */
type Bundle = Record<string, string>;

const loaders = import.meta.glob<Bundle>('./*/*.json', { import: 'default' });

export const NAMESPACES = [
  ...new Set(Object.keys(loaders).map((p) => p.split('/')[2]!.replace(/\.json$/, ''))),
];

/**
 * Loaded before the first render: the shell and the home page. Feature namespaces (auth,
 * account, ...) load when a dialog or page first asks for them, under a Suspense boundary.
 */
export const EAGER_NAMESPACES = ['common', 'content'];

export function loadNamespace(lng: string, ns: string): Promise<Bundle> {
  const load = loaders[`./${lng}/${ns}.json`];
  return load ? load() : Promise.resolve({});
}
