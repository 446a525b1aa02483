import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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
