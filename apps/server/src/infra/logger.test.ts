import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_FLUSH_MS, AccessLineBuffer, bufferedLoggers, redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('hides tokens and codes in query strings', () => {
    expect(redactUrl('/hub/frnotify?id=abc&access_token=s3cr3t&x=1')).toBe(
      '/hub/frnotify?id=abc&access_token=[REDACTED]&x=1',
    );
    expect(redactUrl('/api/x?code=123456')).toBe('/api/x?code=[REDACTED]');
    expect(redactUrl('/api/cms/content?id=1')).toBe('/api/cms/content?id=1');
  });
});

describe('AccessLineBuffer (docs/decisions/094-access-log-in-blocks.md)', () => {
  afterEach(() => void vi.useRealTimers());

  it('hands access lines on in whole blocks, in order, and the rest within ACCESS_FLUSH_MS', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const buffer = new AccessLineBuffer({ write: (chunk: string) => writes.push(chunk) }, 1000);
    const lines = Array.from({ length: 25 }, (_, i) => `${JSON.stringify({ reqId: i }).padEnd(99)}\n`);
    for (const line of lines) buffer.write(line);
    // 2,500 characters: two full blocks of ten lines, five lines held.
    expect(writes).toHaveLength(2);
    vi.advanceTimersByTime(ACCESS_FLUSH_MS);
    expect(writes).toHaveLength(3);
    expect(writes.join('')).toBe(lines.join(''));
    buffer.close();
  });
});

describe('bufferedLoggers', () => {
  it('writes the held access lines before the next application line, in order', () => {
    const writes: string[] = [];
    const { loggers, accessLines } = bufferedLoggers('info', { write: (line: string) => writes.push(line) });
    for (let i = 0; i < 3; i++) loggers.access.info({ reqId: `r${i}` }, 'request completed');
    expect(writes).toEqual([]);
    loggers.app.error({ event: 'boom' }, 'an error');
    expect(writes).toHaveLength(2);
    loggers.access.info({ reqId: 'last' }, 'request completed');
    accessLines.close();
    const lines = writes.join('').split('\n').filter(Boolean);
    expect(lines.map((l) => (JSON.parse(l) as { reqId?: string; msg: string }).reqId ?? 'an error')).toEqual([
      'r0',
      'r1',
      'r2',
      'an error',
      'last',
    ]);
  });
});

/** Runs createLoggers on a child's real stdout; the child then ends as `end` says. */
function childLog(end: 'exit' | 'crash'): string[] {
  const logger = pathToFileURL(`${import.meta.dirname}/logger.ts`).href;
  const script = `
    const { createLoggers } = await import(${JSON.stringify(logger)});
    const { app, access } = createLoggers('info');
    for (let i = 0; i < 3; i++) access.info({ reqId: 'r' + i }, 'request completed');
    app.error({ event: 'boom' }, 'an error');
    access.info({ reqId: 'last' }, 'request completed');
    if (${JSON.stringify(end)} === 'exit') process.exit(0);
    setImmediate(() => { throw new Error('crash'); });
  `;
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return out.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const line = JSON.parse(l) as { reqId?: string; msg: string };
      return line.reqId ?? line.msg;
    })
    .sort();
}

// Every line; a write still in libuv's pool at exit may land after the ones flushed then.
describe('createLoggers on stdout loses no held access line', () => {
  it('on a normal exit', () => {
    expect(childLog('exit')).toEqual(['an error', 'last', 'r0', 'r1', 'r2']);
  });

  it('when the process dies of an uncaught error', () => {
    expect(childLog('crash')).toEqual(['an error', 'last', 'r0', 'r1', 'r2']);
  });
});
