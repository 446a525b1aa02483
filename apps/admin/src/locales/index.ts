/**
 * Translations: one JSON file per namespace and language (`./<lng>/<ns>.json`), each its own
 * chunk. A test checks that both languages have exactly the same keys.
 */
type Bundle = Record<string, string>;

const loaders = import.meta.glob<Bundle>('./*/*.json', { import: 'default' });

export const NAMESPACES = [
  ...new Set(Object.keys(loaders).map((p) => p.split('/')[2]!.replace(/\.json$/, ''))),
];

export function loadNamespace(lng: string, ns: string): Promise<Bundle> {
  const load = loaders[`./${lng}/${ns}.json`];
  return load ? load() : Promise.resolve({});
}
