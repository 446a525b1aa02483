/**
 * Ceilings (`--only ceilings`; docs/decisions/101-bench-ceilings.md): how close to the bare route
 * an answer of the product can come at all. For a cached public read (`siteoptionlist`) and a
 * balance read (`user/balance`), the product's answer is read once, then sent by servers that
 * each do less than the product (ceiling-server.ts), every one measured between two runs of the
 * bare floor like the product's scenarios (limit.ts). A goal above a ceiling cannot be met by a
 * product that does what that ceiling leaves out.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Scenario, scenarios } from '../scenarios.ts';
import { forkFloor, startBareFloor } from './floors.ts';
import { type LimitRow, printHeader, printRatios, printRow } from './limit-report.ts';
import type { LimitOptions } from './limit.ts';
import { type Measured, measure } from './measure.ts';
import { type ProductServer, startProduct } from './product-server.ts';

export type CeilingAnswer = {
  method: 'GET' | 'POST';
  path: string;
  headers: [string, string][];
  body: string;
};
/** From the most the product leaves out to the least (ceiling-server.ts says what each does). */
export const CEILING_MODES = ['node', 'fastify', 'lane-log', 'fastify-log'] as const;
export type CeilingMode = (typeof CEILING_MODES)[number];
const CEILING_SCENARIOS = ['siteoptionlist', 'user/balance'];

/** Set by Node itself on every answer, or per request. */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'x-request-id']);

function row(name: string, m: Measured): LimitRow {
  const r: LimitRow = { name, ...m, ratio: null, floor: null };
  printRow(r);
  return r;
}

export async function runCeilingsBench(opts: LimitOptions): Promise<LimitRow[]> {
  const floor = await startBareFloor();
  const product = await startProduct({ name: 'product-ceilings' });
  const answerFile = path.join(os.tmpdir(), `lalebet-ceiling-answer-${process.pid}.json`);
  const bareLoad = { url: floor.baseUrl, path: '/bare', method: 'GET' as const };
  const bare = async () =>
    row(
      'bare',
      await measure(
        floor,
        { ...bareLoad, connections: opts.connections, durationMs: opts.durationMs },
        { workers: opts.workers },
      ),
    );
  const rows: LimitRow[] = [];
  let before: LimitRow | null = null;
  /** One row between two floor runs, with its ratio unless either was client-bound. */
  const between = async (name: string, target: { baseUrl: string; pid: number }, scenario: Loaded) => {
    before ??= await bare();
    if (!rows.length) rows.push(before);
    const load = {
      ...scenario.load,
      url: target.baseUrl,
      connections: opts.connections,
      durationMs: opts.durationMs,
    };
    const warmup = opts.warmupMs ? { durationMs: opts.warmupMs } : undefined;
    const r = row(name, await measure(target, load, { workers: opts.workers, warmup }));
    const after = await bare();
    r.floor = 'bare';
    if (!before.clientBound && !after.clientBound)
      r.ratio = r.stats.rps / ((before.stats.rps + after.stats.rps) / 2);
    rows.push(r, after);
    before = after;
  };
  try {
    printHeader(opts);
    const loaded: Loaded[] = [];
    for (const name of CEILING_SCENARIOS) loaded.push(await loadScenario(product, name));
    for (const scenario of loaded) await between(scenario.name, product, scenario);
    await product.close();
    for (const scenario of loaded) {
      fs.writeFileSync(answerFile, JSON.stringify(scenario.answer));
      console.log(
        `  (${scenario.name}: ${scenario.answer.headers.length + 5} headers, a ${Buffer.byteLength(scenario.answer.body)}-byte body)`,
      );
      for (const mode of CEILING_MODES) {
        const env = { BENCH_CEILING_MODE: mode, BENCH_CEILING_ANSWER: answerFile };
        const server = await forkFloor('./ceiling-server.ts', env);
        try {
          await between(`${scenario.name} ${mode}`, server, scenario);
        } finally {
          await server.stop();
        }
      }
    }
    printRatios(rows);
    return rows;
  } finally {
    await product.close();
    await floor.close();
    fs.rmSync(answerFile, { force: true });
  }
}

type Loaded = {
  name: string;
  load: { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; bodies?: unknown[] };
  answer: CeilingAnswer;
};

/** The scenario's request as the product bench sends it, and the product's answer to it. */
async function loadScenario(product: ProductServer, name: string): Promise<Loaded> {
  const scenario = scenarios.find((s) => s.name === name) as Scenario;
  const extra = (await scenario.prepare?.(product)) ?? {};
  const headers: Record<string, string> = {
    ...scenario.headers,
    ...extra,
    ...(scenario.body ? { 'content-type': 'application/json' } : {}),
  };
  const body = scenario.body === undefined ? undefined : JSON.stringify(scenario.body);
  const res = await fetch(`${product.baseUrl}${scenario.path}`, { method: scenario.method, headers, body });
  if (!res.ok) throw new Error(`the product answered ${res.status} to ${scenario.path}`);
  const answer: CeilingAnswer = {
    method: scenario.method,
    path: scenario.path,
    headers: [...res.headers].filter(([header]) => !NOT_COPIED.has(header)),
    body: await res.text(),
  };
  const load = {
    method: scenario.method,
    path: scenario.path,
    headers,
    ...(body ? { bodies: [scenario.body] } : {}),
  };
  return { name, load, answer };
}
