/**
 * A ceiling for one of the product's answers (docs/decisions/101-bench-ceilings.md): the same
 * bytes the product answers to one request (method, path, headers and body, read from the file
 * BENCH_CEILING_ANSWER), sent with less than the product does. Started by ceilings.ts with
 * fork(); sends its port over IPC. BENCH_CEILING_MODE:
 *
 * - `node`: node:http answers the bytes, nothing else;
 * - `fastify`: one Fastify route answers them: no hooks, no logger;
 * - `fastify-log`: the same with Fastify's own logger (pino to a file, its two lines per request);
 * - `lane-log`: node:http reads the body, finds the answer in a Map keyed by method, URL, locale
 *   and body, and writes one access line through pino in blocks of 8 KiB, as the product's access
 *   log does (infra/logger.ts): a cache answering in front of Fastify, with no session to check.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pino from 'pino';
import { AccessLineBuffer } from '../../apps/server/src/infra/logger.ts';
import type { CeilingAnswer, CeilingMode } from './ceilings.ts';

const answer = JSON.parse(fs.readFileSync(process.env.BENCH_CEILING_ANSWER!, 'utf8')) as CeilingAnswer;
const body = Buffer.from(answer.body);
const mode = process.env.BENCH_CEILING_MODE as CeilingMode;
const logFile = path.join(os.tmpdir(), `lalebet-ceiling-${process.pid}.log`);

function setHeaders(res: http.ServerResponse) {
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.setHeader('x-request-id', randomUUID());
  res.setHeader('content-length', body.length);
}

function nodeServer(log: ((req: http.IncomingMessage, res: http.ServerResponse, ms: number) => void) | null) {
  const keyOf = (req: http.IncomingMessage, received: string) =>
    `${req.method} ${req.url}\0${String(req.headers['x-locale'])}\0${received}`;
  const cache = new Map<string, Buffer>();
  return http.createServer((req, res) => {
    const start = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = keyOf(req, Buffer.concat(chunks).toString());
      // The first request fills the cache, as the product's first answer fills its own.
      if (!cache.size && req.url === answer.path) cache.set(key, body);
      const hit = log ? cache.get(key) : body;
      if (!hit) {
        res.statusCode = 404;
        return res.end();
      }
      setHeaders(res);
      res.end(hit);
      log?.(req, res, performance.now() - start);
    });
  });
}

function accessLog() {
  // The product's own block writer (infra/logger.ts), so the line costs what it costs there.
  const blocks = new AccessLineBuffer(pino.destination({ dest: logFile, sync: false }));
  const serializers = {
    req: (r: http.IncomingMessage) => ({
      method: r.method,
      url: r.url,
      remoteAddress: r.socket.remoteAddress,
    }),
    res: (r: http.ServerResponse) => ({ statusCode: r.statusCode }),
  };
  const logger = pino({ level: 'info', serializers }, blocks);
  return (req: http.IncomingMessage, res: http.ServerResponse, ms: number) =>
    logger.info({ reqId: res.getHeader('x-request-id'), req, res, responseTime: ms }, 'request completed');
}

async function fastifyServer(withLog: boolean) {
  const app = Fastify({
    logger: withLog ? { stream: pino.destination({ dest: logFile, sync: false }) } : false,
    genReqId: () => randomUUID(),
  });
  app.route({
    method: answer.method,
    url: answer.path,
    handler: (req, reply) => {
      for (const [name, value] of answer.headers) reply.header(name, value);
      reply.header('x-request-id', req.id).send(body);
    },
  });
  await app.ready();
  return app.server;
}

const server =
  mode === 'node'
    ? nodeServer(null)
    : mode === 'lane-log'
      ? nodeServer(accessLog())
      : await fastifyServer(mode === 'fastify-log');
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.send!({ port: (server.address() as { port: number }).port });
});
process.on('disconnect', () => {
  fs.rmSync(logFile, { force: true });
  process.exit(0);
});
