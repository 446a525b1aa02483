import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { dialogNamed, hidden, loadLocale, render } from '@/test/render';
import EventPage from './event-page';
import LiabilityPage from './liability-page';
import { eventLiability, liabilityEvent, me } from './sportsbook.fixtures';

const success = vi.fn();
vi.mock('sonner', () => ({ toast: { success: (...a: unknown[]) => success(...a), error: vi.fn() } }));

const EVENTS = 'GET /api/admin/sportsbook/liability/events';
const EVENT = 'GET /api/admin/sportsbook/liability';
const TRADER = ['sportsbook:view', 'sportsbook:trade'];
const state = (suspended: boolean, marketId: number | null = null) =>
  ok({ eventId: 'sr:match:1', marketId, specifiers: marketId === null ? null : '', suspended });

function routes(permissions: string[]) {
  return {
    'GET /api/admin/auth/me': me(permissions),
    [EVENTS]: {
      items: [
        liabilityEvent(),
        liabilityEvent({
          eventId: 'sr:match:2',
          eventName: 'Lakers - Celtics',
          sport: 'basketball',
          manual: true,
        }),
      ],
      total: 2,
    },
    [EVENT]: eventLiability(),
    'POST /api/admin/sportsbook/events/sr%3Amatch%3A1/suspend': state(true),
    'POST /api/admin/sportsbook/events/sr%3Amatch%3A2/resume': state(false),
    'POST /api/admin/sportsbook/markets/suspend': state(true, 1),
    'POST /api/admin/sportsbook/markets/resume': state(false, 18),
  };
}

const showList = (permissions = TRADER, url = '/') => {
  const api = mockApi(routes(permissions));
  return { api, ...render(<LiabilityPage />, { url }) };
};
const showEvent = (permissions = TRADER, over = {}) => {
  const api = mockApi({ ...routes(permissions), [EVENT]: eventLiability(over) });
  return {
    api,
    ...render(<EventPage />, {
      path: '/sportsbook/liability/:eventId',
      url: '/sportsbook/liability/sr%3Amatch%3A1',
    }),
  };
};

async function confirm(
  user: ReturnType<typeof showList>['user'],
  title: string,
  button: string,
  reason = 'Kırmızı kart',
) {
  const dialog = await dialogNamed(title);
  await user.type(within(dialog).getByLabelText('Reason'), reason);
  await user.click(within(dialog).getByRole('button', { name: button, hidden }));
  return dialog;
}

beforeAll(() => loadLocale('en', ['sportsbook']));
afterEach(() => success.mockReset());

describe('liability by event', () => {
  it('lists events with stake and liability, each linked to its markets', async () => {
    showList();
    const link = await screen.findByRole('link', { name: 'Galatasaray - Fenerbahçe' });
    expect(link.getAttribute('href')).toBe('/sportsbook/liability/sr%3Amatch%3A1');
    const row = link.closest('tr')!;
    expect(within(row).getByText('12,500.00 ₺')).toBeTruthy();
    expect(within(row).getByText('34,000.00 ₺')).toBeTruthy();
    expect(within(row).getByText('42')).toBeTruthy();
    const held = screen.getByRole('link', { name: 'Lakers - Celtics' }).closest('tr')!;
    expect(within(held).getByText('Suspended by the desk')).toBeTruthy();
  });

  it('keeps sport and live in the URL and sends them to the API', async () => {
    const { api, user, router } = showList(TRADER, '/?live=true');
    await screen.findByRole('link', { name: 'Galatasaray - Fenerbahçe' });
    expect(api.callsTo(EVENTS)[0]!.query.get('live')).toBe('true');
    await user.selectOptions(screen.getByLabelText('Sport'), 'Basketball');
    expect(new URLSearchParams(router.state.location.search).get('sport')).toBe('basketball');
    await vi.waitFor(() => expect(api.callsTo(EVENTS).at(-1)!.query.get('sport')).toBe('basketball'));
  });

  it('suspends an event from the list, and resumes one the desk holds', async () => {
    const { api, user } = showList();
    const row = (await screen.findByRole('link', { name: 'Galatasaray - Fenerbahçe' })).closest('tr')!;
    await user.click(await within(row).findByRole('button', { name: 'Suspend' }));
    await confirm(user, 'Suspend event: Galatasaray - Fenerbahçe', 'Suspend');
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Suspended.'));
    expect(api.callsTo('POST /api/admin/sportsbook/events/sr%3Amatch%3A1/suspend')[0]!.body).toEqual({
      reason: 'Kırmızı kart',
    });
    const held = screen.getByRole('link', { name: 'Lakers - Celtics' }).closest('tr')!;
    await user.click(within(held).getByRole('button', { name: 'Resume' }));
    await confirm(user, 'Resume event: Lakers - Celtics', 'Resume', 'Feed back');
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/admin/sportsbook/events/sr%3Amatch%3A2/resume')).toHaveLength(1),
    );
  });

  it('offers no suspend or resume without sportsbook:trade', async () => {
    const { api } = showList(['sportsbook:view']);
    await screen.findByRole('link', { name: 'Galatasaray - Fenerbahçe' });
    await vi.waitFor(() => expect(api.callsTo('GET /api/admin/auth/me')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
  });
});

describe("one event's markets", () => {
  it('shows each market with its outcomes, stake and liability', async () => {
    const { api } = showEvent();
    expect(await screen.findByRole('heading', { level: 1, name: 'Galatasaray - Fenerbahçe' })).toBeTruthy();
    expect(api.callsTo(EVENT)[0]!.query.get('eventId')).toBe('sr:match:1');
    const result = screen.getByRole('table', { name: 'Maç Sonucu' });
    const home = within(result).getByRole('rowheader', { name: 'Galatasaray' }).closest('tr')!;
    expect(within(home).getByText('2.10')).toBeTruthy();
    expect(within(home).getByText('10,000.00 ₺')).toBeTruthy();
    expect(within(home).getByText('11,000.00 ₺')).toBeTruthy();
    const goals = screen.getByRole('table', { name: 'Toplam Gol 2,5 Alt/Üst' });
    expect(within(goals).getByText('—')).toBeTruthy();
  });

  it('suspends one market with its id and specifiers, and resumes another', async () => {
    const { api, user } = showEvent();
    await user.click(await screen.findByRole('button', { name: 'Suspend: Maç Sonucu' }));
    await confirm(user, 'Suspend market: Maç Sonucu', 'Suspend');
    await vi.waitFor(() => expect(api.callsTo('POST /api/admin/sportsbook/markets/suspend')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/sportsbook/markets/suspend')[0]!.body).toEqual({
      eventId: 'sr:match:1',
      marketId: 1,
      specifiers: '',
      reason: 'Kırmızı kart',
    });
    await user.click(screen.getByRole('button', { name: 'Resume: Toplam Gol 2,5 Alt/Üst' }));
    await confirm(user, 'Resume market: Toplam Gol 2,5 Alt/Üst', 'Resume', 'Feed back');
    await vi.waitFor(() => expect(api.callsTo('POST /api/admin/sportsbook/markets/resume')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/sportsbook/markets/resume')[0]!.body).toMatchObject({
      marketId: 18,
      specifiers: 'total=2.5',
    });
  });

  it('suspends the whole event from its page; a short reason is refused first', async () => {
    const { api, user } = showEvent();
    await user.click(await screen.findByRole('button', { name: 'Suspend event' }));
    const dialog = await confirm(user, 'Suspend event: Galatasaray - Fenerbahçe', 'Suspend', 'x');
    expect(await within(dialog).findByText('Must be at least 3 characters.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'yz');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend', hidden }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/admin/sportsbook/events/sr%3Amatch%3A1/suspend')[0]?.body).toEqual({
        reason: 'xyz',
      }),
    );
  });

  it('shows the markets but no buttons to a viewer without sportsbook:trade', async () => {
    const { api } = showEvent(['sportsbook:view']);
    await screen.findByRole('table', { name: 'Maç Sonucu' });
    await vi.waitFor(() => expect(api.callsTo('GET /api/admin/auth/me')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Suspend/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Resume/ })).toBeNull();
  });
});

describe('in Turkish', () => {
  it('names the controls in Turkish', async () => {
    await loadLocale('tr', ['sportsbook']);
    try {
      const { user } = showEvent();
      await user.click(await screen.findByRole('button', { name: 'Askıya al: Maç Sonucu' }));
      const dialog = await dialogNamed('Marketi askıya al: Maç Sonucu');
      expect(within(dialog).getByLabelText('Gerekçe')).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Askıya al', hidden })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Etkinliği askıya al' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Yeniden aç: Toplam Gol 2,5 Alt/Üst' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Canlı kupon akışı' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Yükümlülük' })).toBeTruthy();
    } finally {
      await loadLocale('en', ['sportsbook']);
    }
  });
});
