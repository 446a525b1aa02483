import { type KeyObject, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { RS } from '../../lib/hub88/protocol.ts';
import { sourceGuard } from '../../plugins/source-guard.ts';
import { loadOrCreateSimulatorKeys } from '../../lib/hub88/signature.ts';
import { requestUuidFromRaw } from './hub88-request.ts';
import { hub88Routes } from './hub88.routes.ts';

export type GameWalletOptions = {
  config: Config;
  /** Trusted instead of the configured key (tests sign with a key pair of their own). */
  publicKey?: KeyObject;
};

/**
 * The key X-Hub88-Signature is checked against: the aggregator's (GAME_PROVIDER_PUBLIC_KEY_FILE,
 * read at start so a bad file stops the server), else, outside production, the game-provider
 * simulator's key in DATA_DIR/keys, read on the first call (the simulator may create it later).
 */
export function trustedKeySource(config: Config, override?: KeyObject): () => KeyObject {
  if (override) return () => override;
  const file = config.casino.providerPublicKeyFile;
  if (file) {
    const key = createPublicKey(fs.readFileSync(file));
    return () => key;
  }
  if (config.env === 'production') {
    // loadConfig already refuses production without the file; a hand-made config (tests) gets
    // a wallet that trusts nothing: every call fails (RS_ERROR_UNKNOWN, logged), none is accepted.
    return () => {
      throw new Error('hub88 wallet: GAME_PROVIDER_PUBLIC_KEY_FILE is required in production');
    };
  }
  let simulatorKey: KeyObject | null = null;
  return () => (simulatorKey ??= loadOrCreateSimulatorKeys(config.dataDir).publicKey);
}

/**
 * The Hub88-compatible seamless wallet (ADR 010), mounted at /api/provider/hub88. Encapsulated:
 * in this scope (and only here) every body stays the Buffer that was signed, and errors answer
 * in Hub88's shape, HTTP 200 with a status, instead of the site's envelope.
 */
export const gameWalletPlugin: FastifyPluginAsync<GameWalletOptions> = async (app, { config, publicKey }) => {
  const trustedKey = trustedKeySource(config, publicKey);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, req, reply) => {
    // A body that could not be read (too large, bad length) is malformed; anything else is ours.
    const unreadable = typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_');
    if (!unreadable) req.log.error({ err: error }, 'hub88 wallet: unexpected error');
    return reply.status(200).send({
      status: unreadable ? RS.WRONG_SYNTAX : RS.UNKNOWN,
      request_uuid: requestUuidFromRaw(req.body),
    });
  });

  // Before the body: a caller outside GAME_PROVIDER_ALLOWLIST is not the aggregator (ADR 105).
  const fromProvider = sourceGuard(app.db, config.sourceAllowlists.gameProvider, 'hub88');
  app.addHook('onRequest', async (req, reply) => {
    if (!(await fromProvider(req))) return reply.status(403).send({ status: RS.UNKNOWN, request_uuid: null });
  });
  await app.register(hub88Routes, { trustedKey });
};
