import type { Sport } from '@lalebet/shared';
import { clock } from '../../../../lib/clock.ts';
import type { Catalogue, LineNames, LineState } from '../../catalogue.ts';

/** An in-memory catalogue the tests move by hand (the feed adapter implements the real one). */
export class FakeCatalogue implements Catalogue {
  readonly lines = new Map<string, LineState>();
  private key = (e: string, m: number, s: string) => `${e}|${m}|${s}`;

  /** A 1X2 line (outcomes 1, 2, 3) of a fresh event; pre-match, starting in an hour, unless told. */
  add(eventId: string, odds: number[] = [1850, 3400, 4200], over: Partial<LineState> = {}): LineState {
    const line: LineState = {
      eventId,
      sport: 'soccer' as Sport,
      eventStatus: 'not_started',
      live: false,
      startTime: new Date(clock.ms() + 3_600_000),
      marketId: 1,
      specifiers: '',
      status: 'active',
      version: 1,
      materialVersion: 1,
      suspensions: 0,
      outcomes: new Map(odds.map((o, i) => [String(i + 1), { oddsMilli: o, active: true }])),
      ...over,
    };
    this.lines.set(this.key(eventId, line.marketId, line.specifiers), line);
    return line;
  }
  line(e: string, m: number, s: string) {
    return this.lines.get(this.key(e, m, s));
  }
  names(e: string, m: number, s: string, o: string, locale: 'tr' | 'en'): LineNames | undefined {
    if (!this.line(e, m, s)) return undefined;
    return { event: `${e} A - B`, market: locale === 'tr' ? 'Maç Sonucu' : 'Match result', outcome: o };
  }
  /** A material change: new odds for an outcome. The line object is replaced, as a feed would. */
  setOdds(eventId: string, outcomeId: string, oddsMilli: number): void {
    const old = this.line(eventId, 1, '')!;
    const outcomes = new Map(old.outcomes);
    outcomes.set(outcomeId, { oddsMilli, active: true });
    this.lines.set(this.key(eventId, 1, ''), {
      ...old,
      outcomes,
      version: old.version + 1,
      materialVersion: old.materialVersion + 1,
    });
  }
  /** The line leaves active (a bet stop); `resume` opens it again at the same prices. */
  suspend(eventId: string): void {
    const old = this.line(eventId, 1, '')!;
    this.lines.set(this.key(eventId, 1, ''), {
      ...old,
      status: 'suspended',
      version: old.version + 1,
      materialVersion: old.materialVersion + 1,
      suspensions: old.suspensions + (old.status === 'active' ? 1 : 0),
    });
  }
  resume(eventId: string): void {
    const old = this.line(eventId, 1, '')!;
    this.lines.set(this.key(eventId, 1, ''), { ...old, status: 'active', version: old.version + 1 });
  }
  /** Lines of any market (the bet builder's tests); each replaces the line of its key. */
  addLines(lines: readonly LineState[]): void {
    for (const l of lines) this.lines.set(this.key(l.eventId, l.marketId, l.specifiers), l);
  }
  /** Every line of an event, as the feed's catalogue reads answer them. */
  eventLines(eventId: string): LineState[] | undefined {
    const lines = [...this.lines.values()].filter((l) => l.eventId === eventId);
    return lines.length ? lines : undefined;
  }
}
