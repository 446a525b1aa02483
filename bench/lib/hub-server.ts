/**
 * The hub bench's server, a child process of its own (forked with --expose-gc), so its memory
 * can be measured apart from the clients and both sides get their own file-descriptor limit.
 * Talks to the bench over IPC: fixtures, rss, push, exit.
 */
import type {} from '../../apps/server/src/plugins/hub.ts'; // brings in the type of app.hub
import { adminToken } from '../../apps/server/src/test/admin.ts';
import { createHubCustomers } from './hub-fixtures.ts';
import { startRealApp } from './targets.ts';

export type HubServerRequest =
  | { type: 'fixtures'; count: number }
  | { type: 'rss' }
  | { type: 'push' }
  | { type: 'odds'; topic: string; perSecond: number; changes: number }
  | { type: 'exit' };
export type HubServerReply =
  | { type: 'ready'; base: string }
  | { type: 'fixtures'; tokens: string[]; adminToken: string }
  | { type: 'rss'; rss: number; connections: number }
  | { type: 'pushed'; startedAt: number; doneAt: number }
  /** When each change was handed to publishTopics; its market version is its index. */
  | { type: 'odds-sent'; sentAt: number[] };

const ADMIN = { username: 'hubbench', password: 'Hub-Bench-Yönetici-1' };
const target = await startRealApp();
const { app, db } = target;
const reply = (m: HubServerReply) => process.send!(m);
const now = () => performance.timeOrigin + performance.now();
let customerIds: bigint[] = [];

process.on('message', (m: HubServerRequest) => {
  void handle(m).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
});

async function handle(m: HubServerRequest) {
  if (m.type === 'fixtures') {
    const tokens = await createHubCustomers(db!, m.count);
    const rows = await db!
      .selectFrom('customer')
      .select('id')
      .where('username', 'like', 'hubbench%')
      .execute();
    customerIds = rows.map((r) => r.id);
    // Creates the admin and signs in through both steps (TOTP enrolment, docs/decisions/014-staff-two-factor.md).
    reply({ type: 'fixtures', tokens, adminToken: await adminToken(app, db!, ADMIN) });
  } else if (m.type === 'rss') {
    for (let i = 0; i < 3; i++) globalThis.gc?.();
    reply({ type: 'rss', rss: process.memoryUsage().rss, connections: app.hub.stats().connections });
  } else if (m.type === 'push') {
    // The hub alone: one Balance message to every customer, no database.
    const startedAt = now();
    await app.hub.send(
      customerIds.map((customerId) => ({
        customerId,
        message: { command: 'Balance', message: { balance: 1, bonusBalance: 0 } },
      })),
    );
    reply({ type: 'pushed', startedAt, doneAt: now() });
  } else if (m.type === 'odds') {
    reply({ type: 'odds-sent', sentAt: await publishOdds(m.topic, m.perSecond, m.changes) });
  } else {
    await target.close();
    process.exit(0);
  }
}

reply({ type: 'ready', base: target.baseUrl });

/** `changes` odds changes of one event at `perSecond`, each through the hub as the feed does. */
async function publishOdds(topic: string, perSecond: number, changes: number): Promise<number[]> {
  const sentAt: number[] = [];
  const eventId = topic.replace(/^event:/, '');
  const start = now();
  for (let i = 0; i < changes; i++) {
    const wait = start + (i * 1000) / perSecond - now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sentAt.push(now());
    await app.hub.publishTopics([topic], 'Odds', {
      eventId,
      status: 'live',
      live: { home: 1, away: 0, clock: '45:00', periods: [[1, 0]] },
      markets: [
        {
          id: 1,
          specifiers: '',
          status: 'active',
          version: i,
          outcomes: [
            { id: '1', odds: 1500 + i, active: true },
            { id: '2', odds: 4200, active: true },
            { id: '3', odds: 6100, active: true },
          ],
        },
      ],
    });
  }
  return sentAt;
}
