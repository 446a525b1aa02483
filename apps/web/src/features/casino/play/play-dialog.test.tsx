import type { Launcher } from '@lalebet/shared/casino-constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { dialogStore, openDialog, useDialog } from '@/stores/dialogs';
import PlayDialog from './play-dialog';
import {
  bodiesFor,
  game,
  logIn,
  mockApi,
  postToWindow,
  renderWith,
  type Reply,
  setupI18n,
} from './test-utils';

vi.mock('@/components/ui/toast', () => ({ toast: { info: vi.fn(), error: vi.fn(), dismiss: vi.fn() } }));

const GAME_ORIGIN = 'http://localhost:3201';
const SNIPPET = '<div id="sim-game"></div><script>window.__snippetRan = true</script>';
const PATHS: Record<Launcher, string> = {
  dt: 'casino/dtlaunchurl',
  em: 'casino/emlaunchurl',
  amusnet: 'casino/amusnetlaunchurl',
  egt: 'casino/egtlaunchurl',
  hub88: 'casino/hub88launchurl',
  softgamings: 'casino/softgamingslaunchurl',
};

/** The dialog host's part: the play modal while the store holds it. */
function Host() {
  const dialog = useDialog('play');
  return dialog ? <PlayDialog dialog={dialog} /> : null;
}

/** A provider answering each launch with a fresh single-use URL (or the snippet). */
function server(launcher: Launcher, reply?: Reply) {
  let n = 0;
  return mockApi({
    'casino/gameorigins': { data: [GAME_ORIGIN] },
    [PATHS[launcher]]: () =>
      reply ?? { data: launcher === 'softgamings' ? SNIPPET : `${GAME_ORIGIN}/play/x?token=t${++n}` },
  });
}

function open(launcher: Launcher) {
  const g = game(launcher);
  openDialog({ name: 'play', data: g });
  renderWith(<Host />);
  return g;
}

const frame = () => screen.getByTitle('Güneş Tapınağı') as HTMLIFrameElement;
const lobbyUrl = () => `${window.location.origin}/casino/slot`;

beforeAll(() => setupI18n('tr'));
beforeEach(() => {
  logIn();
  vi.mocked(toast.info).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  dialogStore.set({ current: null });
  vi.unstubAllGlobals();
});

describe('play modal', () => {
  it.each([
    ['dt', { code: 'dt-sweet-bonanza' }],
    ['em', { code: 'em-sweet-bonanza', productId: 12 }],
    ['amusnet', { code: 'amusnet-sweet-bonanza', isMobile: true }],
    ['egt', { platform: 2, gameCode: 'egt-sweet-bonanza', language: 'tr', lobbyUrl: 'LOBBY' }],
    ['hub88', { platform: 2, gameCode: 'hub88-sweet-bonanza', language: 'tr', lobbyUrl: 'LOBBY' }],
    ['softgamings', { system: '960', pageCode: 'softgamings-sweet-bonanza', isMobile: 1 }],
  ] as const)('launches a %s game with its exact mobile body', async (launcher, body) => {
    const fetchMock = server(launcher);
    open(launcher);
    await screen.findByTitle('Güneş Tapınağı');
    const expected = 'lobbyUrl' in body ? { ...body, lobbyUrl: lobbyUrl() } : body;
    expect(bodiesFor(fetchMock, PATHS[launcher])).toEqual([expected]);
  });

  it('is a fullscreen dialog titled with the game, with Deposit, reload and close in its bar', async () => {
    server('dt');
    open('dt');
    const dialog = screen.getByRole('dialog', { name: 'Güneş Tapınağı' });
    expect(within(dialog).getByText('Yükleniyor...')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Para Yatır' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Oyunu yeniden yükle' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Oyunu kapat' })).toBeTruthy();
    await screen.findByTitle('Güneş Tapınağı');
    expect(screen.queryByText('Yükleniyor...')).toBeNull();
  });

  it('frames a URL answer with autoplay and fullscreen allowed and no referrer', async () => {
    server('hub88');
    open('hub88');
    const iframe = (await screen.findByTitle('Güneş Tapınağı')) as HTMLIFrameElement;
    expect(iframe.getAttribute('src')).toBe(`${GAME_ORIGIN}/play/x?token=t1`);
    expect(iframe.getAttribute('allow')).toBe('autoplay; fullscreen');
    expect(iframe.getAttribute('referrerpolicy')).toBe('no-referrer');
    // Sandboxed without allow-top-navigation: the provider's page cannot navigate the site away.
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
  });

  it('runs a SoftGamings snippet only inside the sandboxed /game-frame, 100 ms after it is ready', async () => {
    server('softgamings');
    open('softgamings');
    const iframe = (await screen.findByTitle('Güneş Tapınağı')) as HTMLIFrameElement;
    expect(iframe.getAttribute('src')).toBe('/game-frame');
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts');
    expect(document.documentElement.innerHTML).not.toContain('sim-game');
    expect(document.querySelector('script')).toBeNull();

    const child = iframe.contentWindow!;
    const post = vi.spyOn(child, 'postMessage').mockImplementation(() => {});
    postToWindow({ type: 'lalebet:frame-ready' }, 'null', window); // not from the frame
    postToWindow({ type: 'lalebet:frame-ready' }, 'null', child);
    expect(post).not.toHaveBeenCalled();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith({ type: 'lalebet:snippet', html: SNIPPET }, '*');
    expect(document.documentElement.innerHTML).not.toContain('sim-game');
  });

  it.each(['egt', 'hub88', 'softgamings'] as const)(
    'shows the server message and closes when a %s launch fails',
    async (launcher) => {
      server(launcher, { status: 422, success: false, message: 'Bu oyun şu anda bakımda.' });
      open(launcher);
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Bu oyun şu anda bakımda.', expect.anything()),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );

  it('stays open on a failed DT launch with the message and a retry that launches again', async () => {
    const user = userEvent.setup();
    const fetchMock = server('dt', { status: 422, success: false, message: 'Bu oyun şu anda bakımda.' });
    open('dt');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bu oyun şu anda bakımda.');
    expect(toast.error).toHaveBeenCalledWith('Bu oyun şu anda bakımda.', expect.anything());
    expect(screen.getByRole('dialog', { name: 'Güneş Tapınağı' })).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(bodiesFor(fetchMock, PATHS.dt)).toHaveLength(2));
  });

  it('relaunches on a reload message from the game, with the info toast', async () => {
    const fetchMock = server('egt');
    open('egt');
    await screen.findByTitle('Güneş Tapınağı');
    postToWindow({ type: 'lalebet:game', action: 'reload' }, GAME_ORIGIN, frame().contentWindow);
    expect(toast.info).toHaveBeenCalledWith('Oyun yeniden yüklenecek. Lütfen bekleyin...');
    await waitFor(() => expect(frame().getAttribute('src')).toBe(`${GAME_ORIGIN}/play/x?token=t2`));
    expect(bodiesFor(fetchMock, PATHS.egt)).toHaveLength(2);
  });

  it('ignores messages from another origin, another window, or with extra keys', async () => {
    const fetchMock = server('dt');
    open('dt');
    await screen.findByTitle('Güneş Tapınağı');
    const game = frame().contentWindow;
    postToWindow({ type: 'lalebet:game', action: 'reload' }, 'https://evil.example', game);
    postToWindow({ type: 'lalebet:game', action: 'exit' }, 'https://evil.example', game);
    postToWindow({ type: 'lalebet:game', action: 'exit' }, GAME_ORIGIN, window);
    postToWindow({ type: 'lalebet:game', action: 'exit', url: 'https://evil.example' }, GAME_ORIGIN, game);
    postToWindow({ type: 'lalebet:game', action: 'logout' }, GAME_ORIGIN, game);
    postToWindow('{"type":"lalebet:game","action":"exit"}', GAME_ORIGIN, game);
    expect(toast.info).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(bodiesFor(fetchMock, PATHS.dt)).toHaveLength(1);
  });

  it('accepts a snippet game from the sandbox (opaque origin) or a game origin, nothing else', async () => {
    server('softgamings');
    open('softgamings');
    await screen.findByTitle('Güneş Tapınağı');
    const sandbox = frame().contentWindow;
    postToWindow({ type: 'lalebet:game', action: 'exit' }, 'https://evil.example', sandbox);
    postToWindow({ type: 'lalebet:game', action: 'exit' }, 'null', window);
    expect(screen.getByRole('dialog')).toBeTruthy();
    // The sandbox is inherited by the game's own frame, so a browser reports its origin as 'null'.
    postToWindow({ type: 'lalebet:game', action: 'exit' }, 'null', sandbox);
    expect(screen.queryByRole('dialog')).toBeNull();

    openDialog({ name: 'play', data: game('softgamings') });
    await screen.findByTitle('Güneş Tapınağı');
    await waitFor(() => {
      postToWindow({ type: 'lalebet:game', action: 'exit' }, GAME_ORIGIN, frame().contentWindow);
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('accepts the game from a frame inside the game frame, but not from an unrelated frame', async () => {
    server('hub88');
    open('hub88');
    await screen.findByTitle('Güneş Tapınağı');
    const nested = document.body.appendChild(document.createElement('iframe')).contentWindow!;
    const unrelated = document.body.appendChild(document.createElement('iframe')).contentWindow!;
    Object.defineProperty(frame().contentWindow!, 'frames', { value: { length: 1, 0: nested } });
    postToWindow({ type: 'lalebet:game', action: 'exit' }, GAME_ORIGIN, unrelated);
    expect(screen.getByRole('dialog')).toBeTruthy();
    postToWindow({ type: 'lalebet:game', action: 'exit' }, GAME_ORIGIN, nested);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on an exit message and on the close button', async () => {
    const user = userEvent.setup();
    server('amusnet');
    open('amusnet');
    await screen.findByTitle('Güneş Tapınağı');
    postToWindow({ type: 'lalebet:game', action: 'exit' }, GAME_ORIGIN, frame().contentWindow);
    expect(screen.queryByRole('dialog')).toBeNull();

    openDialog({ name: 'play', data: game('amusnet') });
    await user.click(await screen.findByRole('button', { name: 'Oyunu kapat' }));
    expect(dialogStore.get().current).toBeNull();
  });

  it('relaunches from the reload button and swaps the game for the deposit modal', async () => {
    const user = userEvent.setup();
    const fetchMock = server('em');
    open('em');
    await screen.findByTitle('Güneş Tapınağı');
    await user.click(screen.getByRole('button', { name: 'Oyunu yeniden yükle' }));
    await waitFor(() => expect(frame().getAttribute('src')).toBe(`${GAME_ORIGIN}/play/x?token=t2`));
    expect(bodiesFor(fetchMock, PATHS.em)).toHaveLength(2);
    expect(toast.info).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Para Yatır' }));
    expect(dialogStore.get().current).toEqual({ name: 'deposit' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
