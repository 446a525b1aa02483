import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { dialogStore } from '@/stores/dialogs';
import { clearSession, patchSession } from '@/stores/session';
import { logIn, SESSION } from '@/test/session';
import { bodiesFor, mockApi, renderRoute, setupI18n } from '../test-utils';
import { SportsbookFrame } from './sportsbook-frame';

const FRAME_ORIGIN = 'http://localhost:3202';

/** The launch route answering a fresh token each time. */
function server() {
  let n = 0;
  return mockApi({
    'sportsbook/betsy/launch': () => ({
      data: {
        betsyUrl: `${FRAME_ORIGIN}/`,
        betsyCid: 'lale',
        betsyToken: `launch-${++n}`,
        expiresAt: '2026-12-07T10:00:00Z',
      },
    }),
  });
}

const envelope = (type: string, payload: Record<string, unknown> = {}) => ({
  v: 1,
  type,
  id: `f-${type}`,
  ts: 1,
  payload,
});

function fromFrame(data: unknown, origin: string, source: Window | null) {
  act(() => {
    fireEvent(window, new MessageEvent('message', { data, origin, source }));
  });
}

async function openFrame() {
  const fetchMock = server();
  logIn();
  const view = renderRoute(<SportsbookFrame provider="betsy" />, {
    path: paths.sportsFcg,
    routePath: paths.sportsFcg,
  });
  const frame = (await screen.findByTitle('Sportsbook')) as HTMLIFrameElement;
  const win = frame.contentWindow!;
  const posted = vi.spyOn(win, 'postMessage').mockImplementation(() => {});
  return { ...view, fetchMock, frame, win, posted };
}

describe('SportsbookFrame (Betsy adapter)', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(() => {
    clearSession();
    dialogStore.set({ current: null });
  });

  it('asks a guest to log in instead of framing anything', async () => {
    server();
    renderRoute(<SportsbookFrame provider="betsy" />);
    expect(screen.queryByTitle('Sportsbook')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(dialogStore.get().current).toMatchObject({ name: 'login' });
  });

  it('frames the launch URL with a launch token, never the session token', async () => {
    const { frame } = await openFrame();
    const src = new URL(frame.src);
    expect(src.origin).toBe(FRAME_ORIGIN);
    expect(Object.fromEntries(src.searchParams)).toEqual({ locale: 'en', cid: 'lale', token: 'launch-1' });
    expect(frame.src).not.toContain(SESSION.token);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
  });

  it('ignores messages from another origin, another window or outside the envelope', async () => {
    const { win, posted } = await openFrame();
    fromFrame(envelope('ready'), 'https://evil.example', win);
    fromFrame(envelope('ready'), FRAME_ORIGIN, window);
    fromFrame({ type: 'ready' }, FRAME_ORIGIN, win);
    fromFrame(envelope('loginRequested'), 'https://evil.example', win);
    expect(posted).not.toHaveBeenCalled();
    expect(dialogStore.get().current).toBeNull();
  });

  it('answers ready with the locale, addressed to the frame origin only, and follows the frame', async () => {
    const { win, posted, frame, router } = await openFrame();
    fromFrame(envelope('ready'), FRAME_ORIGIN, win);
    expect(posted).toHaveBeenCalledWith(
      expect.objectContaining({ v: 1, type: 'setLocale', payload: { locale: 'en' } }),
      FRAME_ORIGIN,
    );
    expect(posted.mock.calls.every((c) => (c as unknown[])[1] === FRAME_ORIGIN)).toBe(true);
    fromFrame(envelope('resize', { height: 900 }), FRAME_ORIGIN, win);
    expect(frame.style.height).toBe('900px');
    fromFrame(envelope('betslipCount', { n: 2 }), FRAME_ORIGIN, win);
    expect(screen.getByRole('status').textContent).toBe('Selections in the slip: 2');
    fromFrame(envelope('betPlaced', { ref: 'b-1' }), FRAME_ORIGIN, win);
    expect(screen.getByRole('status').textContent).toBe('Bet accepted.');
    act(() => patchSession({ balance: 1234.5 }));
    expect(posted).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'balanceChanged', payload: { balance: 1234.5 } }),
      FRAME_ORIGIN,
    );
    fromFrame(envelope('loginRequested'), FRAME_ORIGIN, win);
    expect(dialogStore.get().current).toMatchObject({ name: 'login' });
    fromFrame(envelope('depositRequested'), FRAME_ORIGIN, win);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.deposit));
  });

  it('fetches a new launch token when the frame session expires and sends it with setToken', async () => {
    const { win, posted, fetchMock, frame } = await openFrame();
    fromFrame(envelope('ready'), FRAME_ORIGIN, win);
    fromFrame(envelope('sessionExpired'), FRAME_ORIGIN, win);
    await waitFor(() =>
      expect(posted).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'setToken', payload: { token: 'launch-2' } }),
        FRAME_ORIGIN,
      ),
    );
    expect(bodiesFor(fetchMock, 'sportsbook/betsy/launch')).toHaveLength(2);
    expect(new URL(frame.src).searchParams.get('token')).toBe('launch-1');
    fromFrame(envelope('error', { code: 7 }), FRAME_ORIGIN, win);
    expect(screen.getByRole('status').textContent).toBe('The sportsbook reported an error (7).');
  });
});

describe('SportsbookFrame (betco adapter)', () => {
  const BETCO_ORIGIN = 'http://localhost:3203';
  beforeAll(() => setupI18n('en'));
  afterEach(() => {
    clearSession();
    dialogStore.set({ current: null });
  });

  async function openBetco() {
    let n = 0;
    const fetchMock = mockApi({
      'sportsbook/betco/launch': () => ({
        data: {
          betcoUrl: BETCO_ORIGIN,
          betcoToken: `bc-launch-${++n}`,
          betcoUserId: '100042',
          expiresAt: '2026-12-07T10:00:00Z',
        },
      }),
    });
    logIn();
    renderRoute(<SportsbookFrame provider="betco" />, {
      path: paths.esportsBetco,
      routePath: paths.esportsBetco,
    });
    const frame = (await screen.findByTitle('E-sports')) as HTMLIFrameElement;
    const win = frame.contentWindow!;
    const posted = vi.spyOn(win, 'postMessage').mockImplementation(() => {});
    return { fetchMock, frame, win, posted };
  }

  it('frames SpringBuilder’s URL with a launch token and speaks its dialect to its origin only', async () => {
    const { frame, win, posted } = await openBetco();
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe(`${BETCO_ORIGIN}/iframe-sportsbook/en/esports`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      user_id: '100042',
      auth_token: 'bc-launch-1',
      odds_type: 'decimal',
    });
    expect(frame.src).not.toContain(SESSION.token);
    fromFrame(envelope('loggedIn'), 'https://evil.example', win);
    expect(posted).not.toHaveBeenCalled();
    fromFrame(envelope('loggedIn'), BETCO_ORIGIN, win);
    expect(posted).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'setLanguage', payload: { lang: 'en' } }),
      BETCO_ORIGIN,
    );
    act(() => patchSession({ balance: 77 }));
    expect(posted).toHaveBeenCalledWith(expect.objectContaining({ type: 'getBalance' }), BETCO_ORIGIN);
    expect(posted.mock.calls.every((c) => (c as unknown[])[1] === BETCO_ORIGIN)).toBe(true);
    fromFrame(envelope('openSlider', { type: 'registrationForm' }), BETCO_ORIGIN, win);
    expect(dialogStore.get().current).toMatchObject({ name: 'register' });
    fromFrame(envelope('openSlider', { type: 'login' }), BETCO_ORIGIN, win);
    expect(dialogStore.get().current).toMatchObject({ name: 'login' });
  });

  it('renews the token after loggedOut (restoreLogin) and refreshes our balance on userBalance', async () => {
    const { win, posted, fetchMock } = await openBetco();
    fromFrame(envelope('loginRestored'), BETCO_ORIGIN, win);
    fromFrame(envelope('loggedOut'), BETCO_ORIGIN, win);
    await waitFor(() =>
      expect(posted).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'restoreLogin', payload: { token: 'bc-launch-2' } }),
        BETCO_ORIGIN,
      ),
    );
    expect(bodiesFor(fetchMock, 'sportsbook/betco/launch')).toHaveLength(2);
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    fromFrame(envelope('userBalance', { balance: 1e9, bonus_balance: 0 }), BETCO_ORIGIN, win);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', 'balance'] });
    invalidate.mockRestore();
  });
});
