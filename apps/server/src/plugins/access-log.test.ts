import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../infra/logger.ts';
import { AccessLog } from './access-log.ts';

describe('the access log', () => {
  it('writes one line per request with the redacted request, the status and the time taken', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({
      logger: { ...(loggerOptions('info') as object), stream },
      logController: new AccessLog(),
    });
    app.get('/thing', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/thing?token=secret-value' });
    await app.close();
    const requestLines = lines.filter((l) => l.reqId);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/thing?token=[REDACTED]' },
      res: { statusCode: 200 },
    });
    expect(requestLines[0]!.responseTime).toEqual(expect.any(Number));
  });
});
