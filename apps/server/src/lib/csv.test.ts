import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvStream, keysetPages } from './csv.ts';

/** An RFC 4180 reader, to check that what we write reads back as meant. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

const DANGEROUS = ['=', '+', '-', '@', '\t', '\r'];
const text = fc.string({ unit: 'grapheme', maxLength: 30 });

describe('csv', () => {
  it('prefixes every text cell a spreadsheet would run as a formula, and reads back otherwise intact', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DANGEROUS), text, (start, rest) => {
        const value = start + rest;
        const [[read]] = parse(csvLine([value])) as [[string]];
        expect(read).toBe(`'${value}`);
        expect(DANGEROUS).not.toContain(read[0]);
      }),
    );
  });

  it('round-trips any other text, commas, quotes and line breaks included', () => {
    fc.assert(
      fc.property(
        fc.array(
          text.filter((s) => !DANGEROUS.includes(s[0] ?? '')),
          { minLength: 1, maxLength: 5 },
        ),
        (cells) => {
          expect(parse(csvLine(cells))).toEqual([cells]);
        },
      ),
    );
  });

  it('writes numbers as numbers, a negative amount too, and null as an empty cell', () => {
    expect(csvLine([-1500n, -3, 0, null, undefined, true])).toBe('-1500,-3,0,,,true\r\n');
    expect(csvCell('-1500')).toBe("'-1500");
  });

  it('streams UTF-8 with a BOM, Turkish letters intact', async () => {
    async function* pages() {
      yield [['Çağrı Şahin', 'İğdır ığ öü']];
      yield [['=1+1', 12n]];
    }
    const chunks: Buffer[] = [];
    for await (const c of csvStream(['ad', 'şehir'], pages())) chunks.push(c as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe("\uFEFFad,şehir\r\nÇağrı Şahin,İğdır ığ öü\r\n'=1+1,12\r\n");
  });

  it('pages by key until a short page, never past max', async () => {
    const all = Array.from({ length: 25 }, (_, i) => i + 1);
    const asked: (number | null)[] = [];
    const fetch = async (after: number | null, limit: number) => {
      asked.push(after);
      return all.filter((n) => n > (after ?? 0)).slice(0, limit);
    };
    const got: number[] = [];
    for await (const p of keysetPages(fetch, (n) => n, { pageSize: 10 })) got.push(...p);
    expect(got).toEqual(all);
    expect(asked).toEqual([null, 10, 20]);
    const capped: number[] = [];
    for await (const p of keysetPages(fetch, (n) => n, { pageSize: 10, max: 15 })) capped.push(...p);
    expect(capped).toEqual(all.slice(0, 15));
  });
});
