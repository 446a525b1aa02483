import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_MAX_BYTES } from '@lalebet/shared';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ContentCtx } from './admin-content.service.ts';
import { MEDIA_DIR } from './media.ts';

/** Uploaded images, served by media.ts under /media/uploads/. */
export const UPLOADS_DIR = path.join(MEDIA_DIR, 'uploads');

type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';
const EXTENSION: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** What the first bytes say the file is; the declared type and any file name are not trusted. */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * Stores an image under a random name and answers its public URL. The body is base64 JSON
 * rather than multipart: the server has no multipart parser (@fastify/multipart is not a
 * dependency), and one capped JSON field keeps the route inside the house validation and
 * envelope. A random name means an upload never replaces an image already served (media.ts
 * caches for a month) and an operator-chosen name never reaches the file system.
 */
export async function uploadImage(
  ctx: ContentCtx,
  by: AuthenticatedAdmin,
  input: { contentType: ImageType; data: string },
): Promise<{ url: string }> {
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length > MEDIA_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const type = sniffImage(bytes);
  if (type === null || type !== input.contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const name = `${randomUUID()}.${EXTENSION[type]}`;
  await mkdir(UPLOADS_DIR, { recursive: true });
  await writeFile(path.join(UPLOADS_DIR, name), bytes, { flag: 'wx' });
  const url = `/media/uploads/${name}`;
  await audit(ctx.db, {
    actor: { kind: 'admin', id: by.id },
    event: 'media_uploaded',
    meta: ctx.meta,
    details: { url, type, bytes: bytes.length },
  });
  return { url };
}
