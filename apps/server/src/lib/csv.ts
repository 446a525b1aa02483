import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * CSV for the back office's exports (docs/decisions/031-reports-and-exports.md): UTF-8 with a
 * BOM so Excel reads Turkish letters right, CRLF lines (RFC 4180), and every text cell that a
 * spreadsheet would run as a formula (starting with = + - @, tab or carriage return) prefixed
 * with an apostrophe (OWASP "CSV injection"). Numbers are written as they are: they are ours,
 * and a negative amount must stay a number.
 */
export type CsvCell = string | number | bigint | boolean | null | undefined;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The whole file as a stream: the header first, then each page as it arrives from the database. */
export function csvStream(header: readonly string[], pages: AsyncIterable<readonly CsvCell[][]>): Readable {
  async function* lines() {
    yield Buffer.from(BOM + csvLine(header), 'utf8');
    for await (const page of pages) {
      if (page.length) yield Buffer.from(page.map(csvLine).join(''), 'utf8');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/**
 * Keyset paging: asks for the rows after the last key seen until a page comes back short, so a
 * big export never sits in memory and never pays for a growing OFFSET.
 */
export async function* keysetPages<R, K>(
  fetch: (after: K | null, limit: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  opts: { pageSize?: number; max?: number } = {},
): AsyncGenerator<R[]> {
  const size = opts.pageSize ?? 1000;
  let left = opts.max ?? Number.POSITIVE_INFINITY;
  let after: K | null = null;
  while (left > 0) {
    const page = await fetch(after, Math.min(size, left));
    if (page.length === 0) return;
    yield page;
    left -= page.length;
    if (page.length < size) return;
    after = keyOf(page[page.length - 1]!);
  }
}

/** The caller asked for CSV rather than the JSON envelope. */
export const wantsCsv = (req: FastifyRequest) => /\btext\/csv\b/i.test(req.headers.accept ?? '');

/** Sends the stream as a download named `fileName` (ASCII only, so every browser keeps it). */
export function sendCsv(reply: FastifyReply, fileName: string, body: Readable) {
  const name = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
