import fs from 'node:fs';
import path from 'node:path';
import type { Localized } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { canonicalIdentifier } from '../lib/identity.ts';
import { passwordMinLength } from './site-options.ts';

let blocklist: Set<string> | undefined;

/** Common and breached passwords (ASVS 6.2.4), read once from the shipped list. */
function commonPasswords(): Set<string> {
  blocklist ??= new Set(
    fs
      .readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );
  return blocklist;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').toLowerCase());
}

/**
 * Refuses a new password that is shorter than the site's minimum, on the common list, or the
 * account's own username or e-mail. No composition rules (ASVS 6.2.5, NIST).
 */
export async function assertAcceptablePassword(
  db: Kysely<Database>,
  password: string,
  context: { username: string; email: string },
): Promise<void> {
  const min = await passwordMinLength(db);
  if ([...password.normalize('NFKC')].length < min) {
    throw weak({ en: `Use at least ${min} characters.`, tr: `En az ${min} karakter kullanın.` });
  }
  const key = canonicalIdentifier(password);
  const personal = [context.username, context.email, context.email.split('@')[0] ?? ''].map(
    canonicalIdentifier,
  );
  if (isCommonPassword(password) || personal.includes(key)) {
    throw weak({
      en: 'This password is too common or too easy to guess. Choose another one.',
      tr: 'Bu şifre çok yaygın veya tahmin edilmesi kolay. Başka bir şifre seçin.',
    });
  }
}

const weak = (message: Localized) => new AppError('WEAK_PASSWORD', { message });
