import { ODDS_CHANGE_POLICIES, type OddsChangePolicy } from '@lalebet/shared';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../../lib/seeded-random.ts';
import { FakeCatalogue } from './fake-catalogue.test-kit.ts';
import { type PlacedLeg, judgeBet, judgeLeg } from './live-verdict.ts';

/** A leg placed on outcome `outcome` of the fake 1X2 line of `eventId`, as the catalogue has it now. */
function placed(cat: FakeCatalogue, eventId: string, outcome = '1'): PlacedLeg {
  const line = cat.line(eventId, 1, '')!;
  return {
    event_id: eventId,
    market_id: 1,
    specifiers: '',
    outcome_id: outcome,
    odds_milli: line.outcomes.get(outcome)!.oddsMilli,
    suspensions: line.suspensions,
  };
}

describe('live bet verdict, per chosen outcome', () => {
  it('accepts at the placed price when nothing moved, under every policy', () => {
    for (const policy of ODDS_CHANGE_POLICIES) {
      const cat = new FakeCatalogue();
      cat.add('e');
      expect(judgeBet(cat, policy, [placed(cat, 'e')])).toEqual({ refusal: null, oddsMilli: [1850] });
    }
  });

  it('none refuses any move of the chosen price; higher refuses a lower one; any books the current', () => {
    const at = (policy: OddsChangePolicy, now: number) => {
      const cat = new FakeCatalogue();
      cat.add('e');
      const leg = placed(cat, 'e');
      cat.setOdds('e', '1', now);
      return judgeBet(cat, policy, [leg]);
    };
    expect(at('none', 1900)).toEqual({ refusal: 'ODDS_CHANGED' });
    expect(at('none', 1800)).toEqual({ refusal: 'ODDS_CHANGED' });
    expect(at('higher', 1800)).toEqual({ refusal: 'ODDS_CHANGED' });
    expect(at('higher', 1900)).toEqual({ refusal: null, oddsMilli: [1900] });
    expect(at('any', 1500)).toEqual({ refusal: null, oddsMilli: [1500] });
    expect(at('any', 2500)).toEqual({ refusal: null, oddsMilli: [2500] });
  });

  it('a move of another outcome of the market never refuses, even under none', () => {
    const cat = new FakeCatalogue();
    cat.add('e');
    const leg = placed(cat, 'e');
    cat.setOdds('e', '2', 2900);
    cat.setOdds('e', '3', 5100);
    expect(judgeBet(cat, 'none', [leg])).toEqual({ refusal: null, oddsMilli: [1850] });
  });

  it('a suspension during the delay refuses, even one that ended again; so does an inactive outcome', () => {
    const cat = new FakeCatalogue();
    cat.add('e');
    const leg = placed(cat, 'e');
    cat.suspend('e');
    expect(judgeBet(cat, 'any', [leg])).toEqual({ refusal: 'MARKET_SUSPENDED' });
    cat.resume('e');
    expect(cat.line('e', 1, '')!.status).toBe('active');
    expect(judgeBet(cat, 'any', [leg])).toEqual({ refusal: 'MARKET_SUSPENDED' });
    // A bet placed after the reopening is not refused by the earlier stop.
    expect(judgeBet(cat, 'any', [placed(cat, 'e')]).refusal).toBeNull();
    cat.lines.get('e|1|')!.outcomes.set('1', { oddsMilli: 1850, active: false });
    expect(judgeBet(cat, 'any', [placed(cat, 'e')])).toEqual({ refusal: 'MARKET_SUSPENDED' });
    expect(judgeLeg('any', leg, undefined)).toEqual({ refusal: 'MARKET_SUSPENDED' });
  });

  it('a multiple: a suspended leg wins over a moved price; accepted, every leg at its current price', () => {
    const cat = new FakeCatalogue();
    cat.add('a');
    cat.add('b');
    const legs = [placed(cat, 'a'), placed(cat, 'b', '2')];
    cat.setOdds('a', '1', 1700);
    expect(judgeBet(cat, 'higher', legs)).toEqual({ refusal: 'ODDS_CHANGED' });
    cat.suspend('b');
    expect(judgeBet(cat, 'higher', legs)).toEqual({ refusal: 'MARKET_SUSPENDED' });
    cat.resume('b');
    const fresh = [placed(cat, 'a'), placed(cat, 'b', '2')];
    cat.setOdds('b', '2', 3600);
    expect(judgeBet(cat, 'higher', fresh)).toEqual({ refusal: null, oddsMilli: [1700, 3600] });
  });

  /**
   * Property (500 seeded cases): random multiples, policies and moves during the delay (each
   * outcome of each line moves or not, lines are suspended and reopened or not). An accepted bet
   * is booked at the current prices, each allowed by its policy from the placed price, on lines
   * never closed during the delay; moves of outcomes nobody chose never refuse.
   */
  it('property: never accepted at a price the policy forbids; other outcomes never refuse', () => {
    const rnd = mulberry32(20261206);
    const pickOf = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const price = () => 1050 + Math.floor(rnd() * 9000);
    let accepted = 0;
    for (let n = 0; n < 500; n++) {
      const cat = new FakeCatalogue();
      const policy = pickOf(ODDS_CHANGE_POLICIES);
      const events = Array.from({ length: 1 + Math.floor(rnd() * 4) }, (_, i) => `e${i}`);
      for (const e of events) cat.add(e, [price(), price(), price()]);
      const legs = events.map((e) => placed(cat, e, pickOf(['1', '2', '3'])));
      let closed = false;
      let chosenMoved = false;
      for (const leg of legs) {
        for (const o of ['1', '2', '3']) {
          if (rnd() < 0.5) continue;
          const now = rnd() < 0.2 ? leg.odds_milli : price();
          cat.setOdds(leg.event_id, o, now);
          if (o === leg.outcome_id && now !== leg.odds_milli) chosenMoved = true;
        }
        if (rnd() < 0.1) {
          cat.suspend(leg.event_id);
          closed = true;
          if (rnd() < 0.5) cat.resume(leg.event_id);
        }
      }
      const verdict = judgeBet(cat, policy, legs);
      const current = legs.map((l) => cat.line(l.event_id, 1, '')!.outcomes.get(l.outcome_id)!.oddsMilli);
      const allowed = legs.every((l, i) =>
        policy === 'any'
          ? true
          : policy === 'higher'
            ? current[i]! >= l.odds_milli
            : current[i] === l.odds_milli,
      );
      if (verdict.refusal === null) {
        accepted++;
        expect(closed).toBe(false);
        expect(verdict.oddsMilli).toEqual(current);
        expect(allowed).toBe(true);
      } else {
        expect(verdict.refusal).toBe(closed ? 'MARKET_SUSPENDED' : 'ODDS_CHANGED');
        // Refused for a price: the chosen outcome itself moved, and against the policy.
        if (!closed) expect(chosenMoved && !allowed).toBe(true);
      }
      if (!closed && allowed) expect(verdict.refusal).toBeNull();
    }
    // The generator reaches both sides.
    expect(accepted).toBeGreaterThan(50);
    expect(accepted).toBeLessThan(450);
  });
});
