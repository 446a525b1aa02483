import { describe, expect, it } from 'vitest';
import { HUB88_PATHS, RS } from '../../lib/hub88/protocol.ts';
import { signBody } from '../../lib/hub88/signature.ts';
import { testDatabases } from '../../test/harness.ts';
import {
  type Player,
  balanceOf,
  betRequest,
  callWallet,
  createPlayer,
  useWalletApp,
  rollbackRequest,
  units,
  walletKeys,
  winRequest,
} from '../../test/wallet.ts';

describe.each(testDatabases())('hub88 wallet transport and signature on %s', (kind) => {
  let p: Player;
  const t = useWalletApp(kind, {}, async (app) => {
    p = await createPlayer(app.db, { balance: 10_000n });
  });

  it('accepts a signature over the exact bytes sent, whitespace and key order included', async () => {
    const bet = betRequest(p);
    const raw = JSON.stringify(Object.fromEntries(Object.entries(bet).reverse()), null, '\t') + '\n';
    const res = await callWallet(t.app, HUB88_PATHS.bet, raw);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: RS.OK,
      request_uuid: bet.request_uuid,
      user: p.user,
      currency: 'TRY',
      balance: units(9_900n),
    });
  });

  it('refuses a signature made over a re-formatted copy of the JSON, and moves nothing', async () => {
    const bet = betRequest(p);
    const compact = JSON.stringify(bet);
    const pretty = JSON.stringify(bet, null, 2);
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(bet).reverse()));
    const before = await balanceOf(t.db, p);
    for (const signedOver of [pretty, reordered]) {
      const res = await callWallet(t.app, HUB88_PATHS.bet, compact, {
        signature: signBody(signedOver, walletKeys().privateKey),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: RS.INVALID_SIGNATURE, request_uuid: bet.request_uuid });
    }
    expect(await balanceOf(t.db, p)).toBe(before);
  });

  it.each([
    ['missing', 'none'],
    ['made with another key', 'bad'],
  ] as const)('answers INVALID_SIGNATURE on every endpoint when the signature is %s', async (_what, sign) => {
    const bet = betRequest(p);
    const bodies = {
      [HUB88_PATHS.userInfo]: { user: p.user, request_uuid: 'ri-1' },
      [HUB88_PATHS.userBalance]: { user: p.user, token: p.token, request_uuid: 'rb-1', game_code: 'x' },
      [HUB88_PATHS.bet]: bet,
      [HUB88_PATHS.win]: winRequest(p, bet),
      [HUB88_PATHS.rollback]: rollbackRequest(p, bet),
    };
    for (const [path, body] of Object.entries(bodies)) {
      const res = await callWallet(t.app, path, body, { sign });
      expect(res.statusCode, path).toBe(200);
      expect(res.json(), path).toEqual({ status: RS.INVALID_SIGNATURE, request_uuid: body.request_uuid });
    }
    expect(await balanceOf(t.db, p)).toBe(9_900n);
  });

  it('answers INVALID_SIGNATURE for a header that is not base64 or tampered bytes', async () => {
    const bet = betRequest(p);
    const raw = JSON.stringify(bet);
    const good = signBody(raw, walletKeys().privateKey);
    for (const signature of ['not base64!', good.slice(0, -8) + 'AAAAAAA=', '']) {
      const res = await callWallet(t.app, HUB88_PATHS.bet, raw, { signature, sign: 'none' });
      expect(res.json().status).toBe(RS.INVALID_SIGNATURE);
    }
    const tampered = raw.replace('"amount":100000', '"amount":1000');
    const res = await callWallet(t.app, HUB88_PATHS.bet, tampered, { signature: good });
    expect(res.json().status).toBe(RS.INVALID_SIGNATURE);
  });

  it('answers WRONG_SYNTAX for a signed body that is not JSON, and echoes nothing it cannot read', async () => {
    for (const raw of ['{"user": "x",', 'hello', '']) {
      const res = await callWallet(t.app, HUB88_PATHS.bet, raw);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: RS.WRONG_SYNTAX, request_uuid: '' });
    }
  });

  it('answers WRONG_SYNTAX for bytes that are not UTF-8', async () => {
    const raw = Buffer.concat([
      Buffer.from('{"request_uuid":"r-'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/provider/hub88/transaction/bet',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-hub88-signature': signBody(raw, walletKeys().privateKey),
      },
    });
    expect(res.json().status).toBe(RS.WRONG_SYNTAX);
  });

  it('answers WRONG_TYPES, echoing request_uuid, when a field has the wrong JSON type', async () => {
    const cases: Record<string, unknown>[] = [
      { amount: '100000' },
      { round_closed: 'false' },
      { user: 12345678 },
      { transaction_uuid: null },
      { currency: undefined },
    ];
    for (const over of cases) {
      const body = betRequest(p, over as never);
      const res = await callWallet(t.app, HUB88_PATHS.bet, body);
      expect(res.json(), JSON.stringify(over)).toEqual({
        status: RS.WRONG_TYPES,
        request_uuid: body.request_uuid,
      });
    }
    const res = await callWallet(t.app, HUB88_PATHS.bet, '[1,2]');
    expect(res.json()).toEqual({ status: RS.WRONG_TYPES, request_uuid: '' });
    expect(await balanceOf(t.db, p)).toBe(9_900n);
  });

  it('takes any content type: the signature, not the header, authenticates the bytes', async () => {
    const body = JSON.stringify({ user: p.user, request_uuid: 'ct-1' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/provider/hub88/user/info',
      payload: body,
      headers: { 'content-type': 'text/plain', 'x-hub88-signature': signBody(body, walletKeys().privateKey) },
    });
    expect(res.json()).toMatchObject({ status: RS.OK, request_uuid: 'ct-1' });
  });
});
