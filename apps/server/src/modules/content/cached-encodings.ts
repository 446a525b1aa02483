import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bodies below this go out as they are: the same threshold as the compress plugin (app.ts). */
export const COMPRESS_THRESHOLD = 1024;

export type Encoding = 'br' | 'gzip';

/**
 * A cached body's compressed forms, each made once on first demand. The compress plugin would
 * compress the same bytes again for every request that accepts it (a browser always does);
 * stored, the work is done once per change of the content. Brotli at quality 9: smaller than the
 * plugin's per-request 4, affordable once.
 */
export class EncodedBodies {
  private readonly made = new Map<Encoding, Buffer>();
  private readonly body: Buffer;
  constructor(body: Buffer) {
    this.body = body;
  }

  get(encoding: Encoding): Buffer {
    let out = this.made.get(encoding);
    if (!out) {
      out =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipSync(this.body, { level: 6 });
      this.made.set(encoding, out);
    }
    return out;
  }
}

/**
 * The encoding to answer with for an Accept-Encoding header: br, else gzip, when listed without
 * q=0 (or through `*`); null for the body as it is.
 */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (e: Encoding) => {
    const q = accepted.get(e) ?? accepted.get('*');
    return q !== undefined && q > 0;
  };
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}
