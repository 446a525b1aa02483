/**
 * What `npm run bench` measures. To add a bench, add a scenario here; `prepare` runs once
 * before the warm-up and may return headers, e.g. log a demo user in and return
 * `{ authorization: 'Bearer …' }` for a balance bench. Real-time (hub) benches need a
 * WebSocket driver next to lib/load.ts; give them their own `kind` when they arrive.
 */
import type { Target } from './lib/targets.ts';

export type Scenario = {
  name: string;
  target: 'app' | 'bare';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  prepare?: (target: Target) => Promise<Record<string, string> | void>;
};

/** The baseline every other scenario is compared with. */
export const BARE: Scenario = { name: 'bare', target: 'bare', method: 'GET', path: '/bare' };

export const scenarios: Scenario[] = [
  BARE,
  { name: 'healthz', target: 'app', method: 'GET', path: '/healthz' },
  {
    name: 'siteoptionlist',
    target: 'app',
    method: 'POST',
    path: '/api/cms/siteoptionlist',
    body: {},
    headers: { 'x-locale': 'tr' },
  },
  // TODO(login, balance, hub): add scenarios here as those modules land.
];
