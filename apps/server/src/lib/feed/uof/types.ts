import type { FeedBodies, FeedEnvelope, FeedMessageType } from '../envelope.ts';

/**
 * UOF's `fixture_change` carries only what changed and when the event starts; the fixture itself
 * is read from `sports/{lang}/sport_events/{urn}/fixture.xml` (docs/decisions/081-uof-xml-codec.md).
 */
export type UofFixtureChangeBody = {
  /** Absent: a change UOF does not classify. 1 NEW, 2 DATETIME, 3 CANCELLED, 4 FORMAT, 5 COVERAGE. */
  changeType?: FeedBodies['fixture_change']['changeType'];
  /** ms since epoch. */
  startTime: number;
  nextLiveTime?: number;
};

type Envelope<T extends FeedMessageType> = Extract<FeedEnvelope, { type: T }>;

/** An envelope as read from UOF XML: the same shape, except `fixture_change` (see above). */
export type UofMessage<T extends FeedMessageType = FeedMessageType> = {
  [K in T]: K extends 'fixture_change'
    ? Omit<Envelope<'fixture_change'>, 'body'> & { body: UofFixtureChangeBody }
    : Envelope<K>;
}[T];

export type UofParseResult = { ok: true; message: UofMessage } | { ok: false; error: string };
