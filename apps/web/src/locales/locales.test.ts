import { describe, expect, it } from 'vitest';
type Bundle = Record<string, string>;

const files = import.meta.glob<Bundle>('./*/*.json', { eager: true, import: 'default' });
const resources = { tr: {} as Record<string, Bundle>, en: {} as Record<string, Bundle> };
for (const [file, bundle] of Object.entries(files)) {
  const [, lng, name] = file.split('/') as [string, 'tr' | 'en', string];
  resources[lng][name.replace(/\.json$/, '')] = bundle;
}
const namespaces = Object.keys(resources.tr);

describe('bundled translations', () => {
  it('ship the same namespaces in Turkish and English', () => {
    expect(Object.keys(resources.en).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('have identical keys in tr and en for the "%s" namespace', (ns) => {
    const tr = Object.keys(resources.tr[ns]!).sort();
    const en = Object.keys(resources.en[ns] ?? {}).sort();
    expect(en).toEqual(tr);
  });

  it.each(namespaces)('have no empty values in the "%s" namespace', (ns) => {
    for (const lng of ['tr', 'en'] as const) {
      const bundle = resources[lng][ns] ?? {};
      const empty = Object.entries(bundle).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
      expect(empty, `${lng}/${ns}`).toEqual([]);
    }
  });

  it.each(namespaces)('use the same {{placeholders}} in both languages in the "%s" namespace', (ns) => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const tr = resources.tr[ns]!;
    const en = resources.en[ns] ?? {};
    for (const key of Object.keys(tr)) expect(vars(en[key] ?? ''), key).toEqual(vars(tr[key]!));
  });
});
