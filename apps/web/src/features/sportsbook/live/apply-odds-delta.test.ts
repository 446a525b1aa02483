import type { EventsPage, SportsEvent } from '@lalebet/shared/sportsbook';
import type { OddsDelta } from '@lalebet/shared/notifications-hub';
import type { BuilderMarkets } from '@lalebet/shared/sportsbook-builder';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { testClient } from '@/test/render';
import { sportsbookKeys } from '../api/keys';
import { sportsEvent } from '../test-utils';
import { applyOddsDelta } from './apply-odds-delta';

const delta = (eventId: string, version: number, odds = 1.5, status = 'active'): OddsDelta => ({
  eventId,
  status: 'live',
  live: { home: 1, away: 0, clock: "80'", periods: [] },
  markets: [{ id: 1, specifiers: '', status, version, outcomes: [{ id: '1', odds, active: true }] }],
});

describe('applyOddsDelta', () => {
  it('patches every cached list holding the event and the event itself, leaving other events alone', () => {
    const client = testClient();
    const other = sportsEvent('m2', 'Arsenal', 'Chelsea');
    const listKey = sportsbookKeys.eventList({ live: true }, 50, 'tr');
    client.setQueryData<InfiniteData<EventsPage>>(listKey, {
      pages: [{ items: [sportsEvent('m1', 'Galatasaray', 'Fenerbahçe'), other], total: 2 }],
      pageParams: [0],
    });
    client.setQueryData(sportsbookKeys.event('m1', 'tr'), sportsEvent('m1', 'Galatasaray', 'Fenerbahçe'));

    applyOddsDelta(client, delta('m1', 1, 1.5, 'suspended'));

    const list = client.getQueryData<InfiniteData<EventsPage>>(listKey)!.pages[0]!.items;
    expect(list[0]!.live).toEqual({ home: 1, away: 0, clock: "80'", periods: [] });
    expect(list[0]!.markets[0]!.status).toBe('suspended');
    expect(list[0]!.markets[0]!.outcomes.map((o) => o.odds)).toEqual([1.5, 3.4, 4.2]);
    expect(list[1]).toBe(other);
    const event = client.getQueryData<SportsEvent>(sportsbookKeys.event('m1', 'tr'))!;
    expect(event.markets[0]!.outcomes[0]!.odds).toBe(1.5);
  });

  it('refetches the event when a market version is skipped (a lost delta) or a new line appears', () => {
    const client = testClient();
    client.setQueryData(sportsbookKeys.event('m9', 'en'), sportsEvent('m9', 'Ajax', 'PSV'));
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    applyOddsDelta(client, delta('m9', 4));
    applyOddsDelta(client, delta('m9', 5));
    expect(invalidate).not.toHaveBeenCalled();
    applyOddsDelta(client, delta('m9', 7));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sportsbookKeys.eventPrefix('m9') });

    invalidate.mockClear();
    const newLine = delta('m9', 1);
    newLine.markets[0] = { ...newLine.markets[0]!, id: 18, specifiers: 'total=2.5' };
    applyOddsDelta(client, newLine);
    expect(invalidate).toHaveBeenCalledTimes(1);

    // The bet builder's markets of the event are patched too, and asked again with it.
    const builderKey = sportsbookKeys.builderMarkets('m9', 'en');
    client.setQueryData(builderKey, { eventId: 'm9', markets: sportsEvent('m9', 'Ajax', 'PSV').markets });
    invalidate.mockClear();
    applyOddsDelta(client, delta('m9', 9, 1.6, 'suspended'));
    const builder = client.getQueryData<BuilderMarkets>(builderKey)!.markets[0]!;
    expect([builder.status, builder.outcomes[0]!.odds]).toEqual(['suspended', 1.6]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sportsbookKeys.builderPrefix('m9') });
  });

  it('takes a coalesced delta that names the version it follows (prev) as no gap', () => {
    const client = testClient();
    client.setQueryData(sportsbookKeys.event('m8', 'en'), sportsEvent('m8', 'Ajax', 'PSV'));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const coalesced = (version: number, prev: number) => {
      const d = delta('m8', version);
      d.markets[0] = { ...d.markets[0]!, prev };
      return d;
    };

    applyOddsDelta(client, delta('m8', 10));
    applyOddsDelta(client, coalesced(16, 10));
    expect(invalidate).not.toHaveBeenCalled();
    // The push of 17..20 never came.
    applyOddsDelta(client, coalesced(24, 20));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
