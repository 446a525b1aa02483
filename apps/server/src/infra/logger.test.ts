import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('hides tokens and codes in query strings', () => {
    expect(redactUrl('/hub/frnotify?id=abc&access_token=s3cr3t&x=1')).toBe(
      '/hub/frnotify?id=abc&access_token=[REDACTED]&x=1',
    );
    expect(redactUrl('/api/x?code=123456')).toBe('/api/x?code=[REDACTED]');
    expect(redactUrl('/api/cms/content?id=1')).toBe('/api/cms/content?id=1');
  });
});
