import { describe, expect, it } from 'vitest';
import { parseUof } from './parse.ts';

/** Hand-written samples shaped like the examples in Sportradar's UOF documentation. */
const ODDS_CHANGE = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<odds_change product="1" event_id="sr:match:10927088" timestamp="1795780800123" request_id="42">
  <sport_event_status status="1" reporting="1" match_status="7" home_score="2" away_score="1">
    <clock match_time="66:12" stoppage_time="0:00"/>
    <period_scores>
      <period_score match_status_code="7" number="2" home_score="1" away_score="1"/>
      <period_score match_status_code="6" number="1" home_score="1" away_score="0"/>
    </period_scores>
    <statistics><yellow_cards home="1" away="2"/><red_cards home="0" away="0"/><corners home="5" away="3"/></statistics>
  </sport_event_status>
  <odds_generation_properties expected_totals="3.1" expected_supremacy="0.4"/>
  <odds betting_status="1">
    <market id="18" specifiers="total=3.5" status="1" favourite="1">
      <market_metadata next_betstop="1795781000000"/>
      <outcome id="12" odds="2.05" probabilities="0.47" active="1"/>
      <outcome id="13" odds="1.75" probabilities="0.53" active="1"/>
    </market>
    <market id="16" specifiers="hcp=-0.5" status="-1"/>
    <market id="41" extended_specifiers="score=2:1" status="1">
      <outcome id="3:1" odds="8.5" active="0"/>
      <outcome id="other" active="0"/>
    </market>
  </odds>
</odds_change>`;

describe('parseUof: published message shapes', () => {
  it('reads an odds_change with its event status, clock, periods, statistics and markets', () => {
    const r = parseUof(ODDS_CHANGE);
    expect(r).toEqual({
      ok: true,
      message: {
        producer: 1,
        type: 'odds_change',
        eventUrn: 'sr:match:10927088',
        ts: 1795780800123,
        requestId: 42,
        body: {
          eventStatus: {
            status: 1,
            home: 2,
            away: 1,
            clock: "67'",
            periods: [
              [1, 0],
              [1, 1],
            ],
            statistics: { corners: [5, 3], yellowCards: [1, 2], redCards: [0, 0] },
          },
          markets: [
            {
              id: 18,
              specifiers: 'total=3.5',
              status: 1,
              outcomes: [
                { id: '12', oddsMilli: 2050, active: true, probability: 0.47 },
                { id: '13', oddsMilli: 1750, active: true, probability: 0.53 },
              ],
            },
            { id: 16, specifiers: 'hcp=-0.5', status: -1 },
            {
              id: 41,
              specifiers: '',
              status: 1,
              outcomes: [
                { id: '3:1', oddsMilli: 8500, active: false },
                { id: 'other', oddsMilli: 0, active: false },
              ],
            },
          ],
        },
      },
    });
  });

  it('reads a bet_settlement with void and dead-heat factors, canonical specifiers', () => {
    const r = parseUof(
      `<bet_settlement certainty="2" product="3" event_id="sr:match:16807109" timestamp="1795780801000">
        <outcomes>
          <market id="534" specifiers="variant=sr:x|b=2" void_reason="8">
            <outcome id="sr:competitor:1" result="1" dead_heat_factor="0.5"/>
            <outcome id="sr:competitor:2" result="0" void_factor="0.5"/>
          </market>
        </outcomes>
      </bet_settlement>`,
    );
    expect(r.ok && r.message).toEqual({
      producer: 3,
      type: 'bet_settlement',
      eventUrn: 'sr:match:16807109',
      ts: 1795780801000,
      body: {
        certainty: 2,
        markets: [
          {
            id: 534,
            specifiers: 'b=2|variant=sr:x',
            voidReason: 8,
            outcomes: [
              { id: 'sr:competitor:1', result: 1, deadHeatFactor: 0.5 },
              { id: 'sr:competitor:2', result: 0, voidFactor: 0.5 },
            ],
          },
        ],
      },
    });
  });

  it('reads bet_stop, bet_cancel windows, rollbacks, fixture_change, alive and snapshot_complete', () => {
    const ok = (xml: string) => {
      const r = parseUof(xml);
      if (!r.ok) throw new Error(r.error);
      return r.message;
    };
    const head = 'product="1" event_id="sr:match:1" timestamp="5"';
    expect(ok(`<!-- a comment --><bet_stop ${head} groups="a&amp;b &#233;&#x15F;"/>`).body).toEqual({
      groups: 'a&b éş',
    });
    expect(ok(`<bet_stop ${head} groups="all" market_status="-1"/>`).body).toEqual({
      groups: 'all',
      marketStatus: -1,
    });
    expect(
      ok(`<bet_cancel ${head} start_time="1" end_time="4"><market id="1" void_reason="12"/></bet_cancel>`)
        .body,
    ).toEqual({
      startTime: 1,
      endTime: 4,
      markets: [{ id: 1, specifiers: '', voidReason: 12 }],
    });
    expect(ok(`<rollback_bet_cancel ${head}><market id="1"/></rollback_bet_cancel>`).body).toEqual({
      markets: [{ id: 1, specifiers: '' }],
    });
    expect(
      ok(
        `<rollback_bet_settlement ${head}><market id="18" specifiers="total=2.5"/></rollback_bet_settlement>`,
      ).body,
    ).toEqual({
      markets: [{ id: 18, specifiers: 'total=2.5' }],
    });
    expect(ok(`<fixture_change ${head} change_type="2" start_time="1795780800000"/>`).body).toEqual({
      changeType: 2,
      startTime: 1795780800000,
    });
    expect(ok('<alive product="3" timestamp="9" subscribed="0"/>')).toEqual({
      producer: 3,
      type: 'alive',
      eventUrn: '',
      ts: 9,
      body: { subscribed: false },
    });
    expect(ok('<snapshot_complete request_id="7" product="1" timestamp="9"/>')).toMatchObject({
      type: 'snapshot_complete',
      requestId: 7,
      body: {},
    });
  });
});

describe('parseUof: malformed messages are rejected with a reason, never thrown', () => {
  const cases: [string, string, RegExp][] = [
    ['not XML', 'hello', /expected the root element/],
    ['an unclosed element', '<bet_stop product="1"', /unterminated|expected/],
    ['a DTD', '<!DOCTYPE x [<!ENTITY a "b">]><alive product="1" timestamp="1" subscribed="1"/>', /DTD/],
    [
      'an unknown entity',
      '<bet_stop product="1" event_id="sr:match:1" timestamp="1" groups="&ext;"/>',
      /unknown entity/,
    ],
    ['an unknown message', '<odds product="1"/>', /unknown message <odds>/],
    [
      'a missing attribute',
      '<bet_stop product="1" event_id="sr:match:1" timestamp="1"/>',
      /bet_stop: groups/,
    ],
    [
      'a product we do not read',
      '<alive product="4" timestamp="1" subscribed="1"/>',
      /product: expected one of 1, 3/,
    ],
    [
      'a bad URN',
      '<bet_stop product="1" event_id="10927088" timestamp="1" groups="all"/>',
      /event_id: expected a URN/,
    ],
    [
      'a bad market status',
      '<odds_change product="1" event_id="sr:match:1" timestamp="1"><odds><market id="1" status="7"/></odds></odds_change>',
      /odds\.0\.market\.0\.status/,
    ],
    [
      'an active outcome without odds',
      '<odds_change product="1" event_id="sr:match:1" timestamp="1"><odds><market id="1"><outcome id="1" active="1"/></market></odds></odds_change>',
      /active without odds/,
    ],
    [
      'an undecided result',
      '<bet_settlement product="1" event_id="sr:match:1" timestamp="1" certainty="1"><outcomes><market id="1"><outcome id="1" result="-1"/></market></outcomes></bet_settlement>',
      /result: expected one of 0, 1/,
    ],
    ['two roots', '<alive product="1" timestamp="1" subscribed="1"/><alive/>', /content after the root/],
    ['mismatched tags', '<odds_change><odds></market></odds_change>', /closes <odds>/],
    ['a duplicate attribute', '<alive product="1" product="1"/>', /duplicate attribute/],
    [
      'a settlement with no market',
      '<bet_settlement product="1" event_id="sr:match:1" timestamp="1" certainty="1"><outcomes/></bet_settlement>',
      /outcomes\.0\.market/,
    ],
    ['a reserved attribute name', '<alive __proto__="1" product="1"/>', /reserved attribute name/],
    ['nesting past the limit', `<odds_change>${'<a>'.repeat(40)}`, /nesting too deep/],
    ['CDATA outside the root', '<![CDATA[<alive/>]]>', /CDATA outside the root/],
    ['a slash without >', '<alive product="1" / >', /expected '>' after '\/'/],
  ];
  it.each(cases)('%s', (_, xml, error) => {
    const r = parseUof(xml);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(error);
  });
});
