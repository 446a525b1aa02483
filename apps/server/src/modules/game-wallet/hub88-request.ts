import type { KeyObject } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HUB88_SIGNATURE_HEADER, RS, type RsStatus } from '../../lib/hub88/protocol.ts';
import { verifyBody } from '../../lib/hub88/signature.ts';

export type Read<T> = { ok: true; body: T } | { ok: false; status: RsStatus; requestUuid: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** request_uuid as sent, when the body is JSON with a string there; echoed even on refusals. */
function requestUuidOf(json: unknown): string {
  const value =
    json && typeof json === 'object' ? (json as { request_uuid?: unknown }).request_uuid : undefined;
  return typeof value === 'string' ? value.slice(0, 255) : '';
}

/** The request_uuid of a body we could not answer normally (an unexpected error), or ''. */
export function requestUuidFromRaw(body: unknown): string {
  if (!Buffer.isBuffer(body)) return '';
  const parsed = parse(body);
  return parsed.ok ? requestUuidOf(parsed.json) : '';
}

function parse(raw: Buffer): { ok: true; json: unknown } | { ok: false } {
  try {
    return { ok: true, json: JSON.parse(utf8.decode(raw)) };
  } catch {
    return { ok: false };
  }
}

/**
 * One Hub88 call's body: the signature is checked over the bytes exactly as received (never a
 * re-serialisation, docs/wallet-protocol.md §2.1), then the bytes are parsed here and checked against `schema`.
 * Bad signature → INVALID_SIGNATURE; not JSON (or not UTF-8) → WRONG_SYNTAX; JSON whose fields
 * have the wrong types → WRONG_TYPES.
 */
export function readSigned<T>(req: FastifyRequest, key: KeyObject, schema: z.ZodType<T>): Read<T> {
  const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const parsed = parse(raw);
  const requestUuid = parsed.ok ? requestUuidOf(parsed.json) : '';
  const header = req.headers[HUB88_SIGNATURE_HEADER];
  if (!verifyBody(raw, typeof header === 'string' ? header : undefined, key)) {
    return { ok: false, status: RS.INVALID_SIGNATURE, requestUuid };
  }
  if (!parsed.ok) return { ok: false, status: RS.WRONG_SYNTAX, requestUuid };
  const checked = schema.safeParse(parsed.json);
  if (!checked.success) return { ok: false, status: RS.WRONG_TYPES, requestUuid };
  return { ok: true, body: checked.data };
}
