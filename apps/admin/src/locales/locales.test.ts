import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(new URL(import.meta.url).pathname);
const read = (lng: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, lng, file), 'utf8')) as Record<string, string>;
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('admin translations', () => {
  const files = fs.readdirSync(path.join(dir, 'tr')).filter((f) => f.endsWith('.json'));

  it('has the same namespaces in both languages', () => {
    expect(
      fs
        .readdirSync(path.join(dir, 'en'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...files].sort());
  });

  it.each(files)('%s: same keys, same placeholders, no empty text', (file) => {
    const tr = read('tr', file);
    const en = read('en', file);
    expect(Object.keys(en).sort()).toEqual(Object.keys(tr).sort());
    for (const key of Object.keys(tr)) {
      expect(tr[key]!.trim(), `tr ${key}`).not.toBe('');
      expect(placeholders(en[key]!), `${file} ${key}`).toEqual(placeholders(tr[key]!));
    }
  });

  it('writes Turkish with its own letters, not ASCII stand-ins', () => {
    // Words that lose their meaning without ç ğ ı İ ö ş ü; a sample that has bitten before.
    const ascii = /\b(Giris|Cikis|Kullanici|Sifre|Islem|Odeme|Cekim|Guvenli|Dogrulama)\b/;
    for (const file of files) for (const v of Object.values(read('tr', file))) expect(v).not.toMatch(ascii);
  });
});
