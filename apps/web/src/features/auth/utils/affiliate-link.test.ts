import { afterEach, describe, expect, it } from 'vitest';
import { captureBtag, storedBtag } from '@/lib/affiliate';
import { REGISTER_FORM as form } from '../test-utils';
import { buildRegisterPayload } from './register-payload';

const DAY = 86_400_000;
const T0 = Date.parse('2026-12-07T10:00:00Z');
const land = (url: string, now = T0) => {
  window.history.replaceState({ idx: 3 }, '', url);
  captureBtag(now);
};
const cookieBtag = () => /(?:^|; )btag=([^;]*)/.exec(document.cookie)?.[1];

afterEach(() => {
  localStorage.clear();
  document.cookie = 'btag=; Max-Age=0; Path=/';
  window.history.replaceState(null, '', '/');
});

describe('an affiliate link (ADR 092)', () => {
  it('keeps ?btag= from any landing page in a cookie and local storage, and sends it at sign-up', () => {
    land('/casino/slot?btag=a_12b_3c_&utm_source=x');
    expect(cookieBtag()).toBe('a_12b_3c_');
    expect(JSON.parse(localStorage.getItem('btag')!)).toEqual({ btag: 'a_12b_3c_', expires: T0 + 30 * DAY });
    expect(buildRegisterPayload(form).btag).toBe('a_12b_3c_');
  });

  it('takes the btag out of the address bar, keeping the path, the other parameters, the hash and the state', () => {
    land('/spor/futbol?x=1&btag=aff-9&y=2#kupon');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/spor/futbol?x=1&y=2#kupon',
    );
    expect(window.history.state).toEqual({ idx: 3 });
    land('/promosyonlar?btag=%3Dcmd');
    expect(window.location.search).toBe('');
  });

  it('lets the first touch win for 30 days, then a new link counts', () => {
    land('/?btag=first');
    land('/?btag=second', T0 + 29 * DAY);
    expect(storedBtag(T0 + 29 * DAY)).toBe('first');
    // Logout clears local storage; the cookie still holds the first touch.
    localStorage.clear();
    land('/?btag=third', T0 + 29 * DAY);
    expect(storedBtag(T0 + 29 * DAY)).toBe('first');
    document.cookie = 'btag=; Max-Age=0; Path=/';
    land('/?btag=fourth', T0 + 31 * DAY);
    expect(storedBtag(T0 + 31 * DAY)).toBe('fourth');
  });

  it('ignores a malformed btag and sends none when no link brought the player', () => {
    for (const bad of ['%3DHYPERLINK(1)', '', '-x', 'a'.repeat(65), 'a%20b']) land(`/?btag=${bad}`);
    expect(storedBtag()).toBeUndefined();
    expect(buildRegisterPayload(form)).not.toHaveProperty('btag');
  });
});
