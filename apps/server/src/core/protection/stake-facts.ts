import { type Transaction, sql } from 'kysely';
import type { LimitKind, LimitPeriod } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';
import { type PlayBlock, exclusionBlock, exclusionOf, laterBlock } from './exclusions.ts';
import { liftStateOf } from './lift-state.ts';
import { playDay, secondsPlayed, sessionLimitFromTable, sessionLimitMinutes } from './session-time.ts';
import { assertJurisdictionFacts } from './swedish-rules.ts';
import { type ActiveLimit, lowestLimits } from './usage.ts';

type Row = {
  exclusions: { kind: string; starts_at: number; ends_at: number | null }[];
  ended: Date | null;
  lift: { id: string; status: string; effective_at: number | null } | null;
  register_excluded: boolean | null;
  limits: {
    kind: LimitKind;
    period: LimitPeriod;
    value: string;
    set_by: 'player' | 'staff';
    since: number;
  }[];
  seconds: number | null;
  code: string | null;
  kyc: string | null;
  has_limit: boolean | null;
};

const ms = (col: string) => sql.raw(`floor(extract(epoch from ${col}) * 1000)::float8`);

/**
 * Everything a stake's guard reads before its usage row, in one round trip instead of seven
 * (docs/decisions/036-seamless-wallet-speed.md): the live exclusions, the last ended
 * self-exclusion with its latest lift request, the register's answer, the wager, loss and session
 * limits, today's play time and the jurisdiction's facts. The decisions are playBlock's and
 * assertJurisdictionAllowsPlay's own (exclusions.ts, swedish-rules.ts), on these rows.
 */
export async function stakeFacts(
  trx: Transaction<Database>,
  customerId: bigint,
  now: Date,
): Promise<{ block: PlayBlock | null; jurisdiction: () => void; limits: ActiveLimit[] }> {
  const { rows } = await sql<Row>`
    select
      (select coalesce(json_agg(json_build_object('kind', x.kind, 'starts_at', ${ms('x.starts_at')},
          'ends_at', ${ms('x.ends_at')})), '[]')
        from rg_exclusion x where x.customer_id = ${customerId} and x.starts_at <= ${now}
          and (x.ends_at is null or x.ends_at > ${now})) as exclusions,
      e.ended,
      (select json_build_object('id', r.id::text, 'status', r.status, 'effective_at', ${ms('r.effective_at')})
        from rg_lift_request r where r.customer_id = ${customerId} and r.block_ended_at >= e.ended
        order by r.id desc limit 1) as lift,
      (select s.excluded from rg_register_status s where s.customer_id = ${customerId}) as register_excluded,
      (select coalesce(json_agg(json_build_object('kind', l.kind, 'period', l.period, 'value', l.value::text,
          'set_by', l.set_by, 'since', ${ms('l.since')}) order by l.value, l.set_by), '[]')
        from rg_limit l where l.customer_id = ${customerId} and l.kind in ('wager', 'loss', 'session')) as limits,
      (select p.seconds from rg_play_day p where p.customer_id = ${customerId}
        and p.day = ${playDay(now).day}) as seconds,
      j.code, j.kyc, j.has_limit
    from (select max(ends_at) as ended from rg_exclusion where customer_id = ${customerId}
        and kind = 'self_exclusion' and ends_at <= ${now}) as e
    left join lateral (
      select country.code, k.status as kyc,
        exists (select 1 from rg_limit d where d.customer_id = c.id and d.kind = 'deposit') as has_limit
      from customer c join country on country.id = c.country_id
      left join kyc_case k on k.customer_id = c.id
      where c.id = ${customerId} limit 1) as j on true`.execute(trx);
  const r = rows[0]!;
  const date = (v: number | null) => (v == null ? null : new Date(v));
  const all = lowestLimits(r.limits.map((l) => ({ ...l, value: BigInt(l.value), since: new Date(l.since) })));
  const exclusion = exclusionOf(
    r.exclusions.map((x) => ({ kind: x.kind, starts_at: new Date(x.starts_at), ends_at: date(x.ends_at) })),
  );
  const session = all.find((l) => l.kind === 'session' && l.period === 'day');
  const ended = r.ended == null ? null : new Date(r.ended);
  const block =
    exclusionBlock(exclusion) ??
    (await laterBlock(now, {
      lift: () =>
        ended &&
        liftStateOf(
          ended,
          r.lift && { id: BigInt(r.lift.id), status: r.lift.status, effective_at: date(r.lift.effective_at) },
          now,
        ),
      registerExcluded: () => r.register_excluded === true,
      // A test may drive the session limit from elsewhere (session-time.ts): then it is asked.
      sessionLimit: () =>
        sessionLimitFromTable()
          ? session
            ? Number(session.value)
            : null
          : sessionLimitMinutes(trx, customerId),
      secondsPlayed: () => (sessionLimitFromTable() ? (r.seconds ?? 0) : secondsPlayed(trx, customerId, now)),
    }));
  return {
    block,
    jurisdiction: () => {
      if (r.code != null)
        assertJurisdictionFacts({ code: r.code, kyc: r.kyc, has_limit: r.has_limit === true });
    },
    limits: all.filter((l) => l.kind === 'wager' || l.kind === 'loss'),
  };
}
