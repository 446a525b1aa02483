/** UOF XML <-> our feed envelope (docs/decisions/081-uof-xml-codec.md). */
export { parseUof } from './parse.ts';
export { toUof } from './write.ts';
export type { UofFixtureChangeBody, UofMessage, UofParseResult } from './types.ts';
