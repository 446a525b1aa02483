import { beforeEach, describe, expect, it } from 'vitest';
import { keyHistoryEntries } from './history-key';

const key = () => (window.history.state as { key?: string } | null)?.key;

describe('keyHistoryEntries', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('keys the first entry of a page load and keeps what the state already had', () => {
    window.history.replaceState({ idx: 0 }, '');
    keyHistoryEntries();
    expect(key()).toMatch(/^\w+$/);
    expect(key()).not.toBe('default');
    expect(window.history.state).toMatchObject({ idx: 0, usr: null });
  });

  it('leaves a keyed entry alone, as after a reload', () => {
    window.history.replaceState({ usr: null, key: 'abc123', idx: 2 }, '');
    keyHistoryEntries();
    expect(window.history.state).toEqual({ usr: null, key: 'abc123', idx: 2 });
  });

  it('keys the entry a #fragment link adds before the router reads it', () => {
    keyHistoryEntries();
    const first = key();
    window.history.pushState(null, '', '#main');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(key()).toMatch(/^\w+$/);
    expect(key()).not.toBe(first);
  });
});
