import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { metricsRegistry } from './registry.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every name a scrape can show: a histogram's _bucket, _sum and _count included. */
async function exposedNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const m of await metricsRegistry.getMetricsAsJSON()) {
    names.add(m.name);
    if (['histogram', 'summary'].includes(String(m.type)))
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(m.name + suffix);
  }
  return names;
}

/** The metric names a PromQL text reads (ours and Node's; `up` is Prometheus' own). */
const namesIn = (text: string) => new Set(text.match(/\b(lalebet|process|nodejs)_[a-z0-9_]+\b/g) ?? []);

const ours = async () =>
  (await metricsRegistry.getMetricsAsJSON()).map((m) => m.name).filter((n) => n.startsWith('lalebet_'));

describe('docs/ops cannot drift from the registry (ADR 048)', () => {
  it('the Grafana dashboard reads only series the server exposes, and has a panel for each of ours', async () => {
    const dashboard = JSON.parse(read('docs/ops/grafana-dashboard.json')) as {
      panels: { type: string; targets?: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((p) => p.targets ?? []).map((t) => t.expr);
    const used = namesIn(exprs.join('\n'));
    const exposed = await exposedNames();
    expect([...used].filter((n) => !exposed.has(n))).toEqual([]);
    const missing = (await ours()).filter((n) => ![...used].some((u) => u === n || u.startsWith(`${n}_`)));
    expect(missing).toEqual([]);
  });

  it('the alert rules read only exposed series and cover feed down, settlement lag and 5xx', async () => {
    const rules = read('docs/ops/alerts.yml');
    const exposed = await exposedNames();
    expect([...namesIn(rules)].filter((n) => !exposed.has(n))).toEqual([]);
    expect(rules).toMatch(/lalebet_feed_alive_age_seconds\) > \d+/);
    expect(rules).toMatch(/lalebet_settlement_oldest_pending_seconds\) > 60/);
    expect(rules).toMatch(/status_class="5xx"[\s\S]*> 0\.01/);
  });

  it('the operator guide and the README name every series', async () => {
    for (const file of ['docs/ops/README.md', 'README.md']) {
      const text = read(file);
      expect((await ours()).filter((n) => !text.includes(n))).toEqual([]);
    }
  });
});
