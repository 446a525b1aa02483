import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * X-Hub88-Signature: Base64 of an RSA-SHA256 (PKCS#1 v1.5) signature over the raw body bytes
 * (docs/wallet-protocol.md §2.1). Verification is over the bytes received, never a re-serialisation.
 */
export function signBody(body: Buffer | string, privateKey: KeyObject | string): string {
  return sign('RSA-SHA256', Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'), privateKey).toString(
    'base64',
  );
}

export function verifyBody(body: Buffer, signature: string | undefined, publicKey: KeyObject): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return verify('RSA-SHA256', body, publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

export const GAME_PROVIDER_KEY_FILES = {
  private: 'game-provider-private.pem',
  public: 'game-provider-public.pem',
} as const;

export type KeyPair = { privateKey: KeyObject; publicKey: KeyObject; publicPem: string };

/**
 * The operator's own key pair for the Operator API direction (docs/decisions/090-catalogue-sync.md):
 * outside production, when HUB88_OPERATOR_PRIVATE_KEY is unset, the sync signs with it and the
 * simulator checks with its public half.
 */
export const OPERATOR_KEY_FILES = {
  private: 'hub88-operator-private.pem',
  public: 'hub88-operator-public.pem',
} as const;

/**
 * The game-provider simulator's RSA key pair in <dataDir>/keys, created on first use. The
 * wallet trusts its public key outside production; a real aggregator's key comes from config.
 */
export function loadOrCreateSimulatorKeys(dataDir: string): KeyPair {
  return loadOrCreateKeyPair(dataDir, GAME_PROVIDER_KEY_FILES);
}

/** A development RSA key pair in <dataDir>/keys under the given file names, created on first use. */
export function loadOrCreateKeyPair(dataDir: string, files: { private: string; public: string }): KeyPair {
  const dir = path.join(dataDir, 'keys');
  const privPath = path.join(dir, files.private);
  const pubPath = path.join(dir, files.public);
  if (!fs.existsSync(privPath) || !fs.existsSync(pubPath)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const tmp = `${privPath}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    fs.writeFileSync(`${pubPath}.${process.pid}.tmp`, pair.publicKey.export({ type: 'spki', format: 'pem' }));
    // Two processes starting together must end up with one matching pair: first rename wins.
    if (!fs.existsSync(privPath)) {
      fs.renameSync(tmp, privPath);
      fs.renameSync(`${pubPath}.${process.pid}.tmp`, pubPath);
    } else {
      fs.rmSync(tmp, { force: true });
      fs.rmSync(`${pubPath}.${process.pid}.tmp`, { force: true });
    }
  }
  const privateKey = createPrivateKey(fs.readFileSync(privPath));
  const publicPem = fs.readFileSync(pubPath, 'utf8');
  return { privateKey, publicKey: createPublicKey(publicPem), publicPem };
}
