import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { listenBase, publicBase } from './listen-base.ts';

describe('listenBase', () => {
  const app = Fastify();
  afterEach(() => app.close());

  it('assumes the configured port before listen, then answers the real address', async () => {
    expect(listenBase(app, 3000)).toBe('http://127.0.0.1:3000');
    await app.listen({ host: '0.0.0.0', port: 0 });
    const { port } = app.server.address() as { port: number };
    expect(listenBase(app, 3000)).toBe(`http://127.0.0.1:${port}`);
  });

  it('prefers PUBLIC_URL without its trailing slashes', () => {
    expect(publicBase(Fastify(), { publicUrl: 'https://lale.example/', port: 3000 })).toBe(
      'https://lale.example',
    );
    expect(publicBase(Fastify(), { publicUrl: undefined, port: 3000 })).toBe('http://127.0.0.1:3000');
  });
});
