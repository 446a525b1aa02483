import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialogs, openDialog } from '@/stores/dialogs';
import { contentKeys } from '../../api/keys';
import { mockApi, renderRoute, setupI18n } from '../test-utils';
import { CAMPAIGN_POPUP_IDLE_MS } from '../../hooks/use-campaign-popup';
import { CampaignPopup } from './campaign-popup';

const popup = {
  id: 7,
  url: null,
  images: [{ url: '/media/p-s.webp' }, { url: '/media/p-l.webp' }, { url: '/media/p-m.webp' }],
};

beforeAll(() => setupI18n('tr'));
beforeEach(() => act(() => closeDialogs()));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The popup waits for the player's first interaction: tap until it opens. */
async function openByInteraction(name: string, role: 'dialog' | 'link' = 'dialog') {
  return waitFor(
    () => {
      fireEvent.pointerDown(window);
      return screen.getByRole(role, { name });
    },
    { timeout: 5000 },
  );
}

/**
 * Gives a popup that must stay closed every chance to open: its data has arrived and rendered,
 * the player has interacted, and the idle time has passed (on the fake clock, installed before
 * the render). Each `act` ends with React's render, so the hook's timer is set before the next.
 */
async function everyChanceToOpen(client: QueryClient) {
  await waitFor(() => expect(client.getQueryState(contentKeys.popup('tr'))?.status).toBe('success'));
  await act(() => vi.advanceTimersByTimeAsync(0));
  fireEvent.pointerDown(window);
  await act(() => vi.advanceTimersByTimeAsync(CAMPAIGN_POPUP_IDLE_MS));
}

describe('CampaignPopup', () => {
  it('lets the player see the page first: nothing opens before an interaction', async () => {
    // A clock that moves only when told: real time under a loaded CI must not count as idle time.
    vi.useFakeTimers();
    mockApi({ 'cms/popup': { data: popup } });
    const { client } = renderRoute(<CampaignPopup />);
    // The idle timer starts once the popup's data has rendered, a few fake ticks after the render.
    for (
      let tick = 0;
      tick < 20 && client.getQueryState(contentKeys.popup('tr'))?.status !== 'success';
      tick++
    ) {
      await act(() => vi.advanceTimersByTimeAsync(1));
    }
    expect(client.getQueryState(contentKeys.popup('tr'))?.status).toBe('success');
    // Up to the moment an idle player would get it anyway (counted from the render, so earlier).
    await act(() => vi.advanceTimersByTimeAsync(CAMPAIGN_POPUP_IDLE_MS - 21));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('dialog', { name: 'Kampanya' })).toBeTruthy();
  });

  it('shows a popup once and not again after it was closed', async () => {
    const fetchMock = mockApi({ 'cms/popup': { data: popup } });
    const first = renderRoute(<CampaignPopup />);

    const dialog = await openByInteraction('Kampanya');
    const sources = [...dialog.querySelectorAll('source')].map((s) => [s.media, s.srcset]);
    expect(sources).toEqual([
      ['(min-width: 1200px)', '/media/p-l.webp'],
      ['(min-width: 768px)', '/media/p-m.webp'],
    ]);
    expect(screen.getByRole('img', { name: 'Kampanya görseli' }).getAttribute('src')).toBe('/media/p-s.webp');

    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(localStorage.getItem('seenPopups') ?? 'null')).toEqual([7]);

    first.unmount();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const second = renderRoute(<CampaignPopup />);
    await everyChanceToOpen(second.client);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links the image to the popup url and closes when it is clicked', async () => {
    mockApi({ 'cms/popup': { data: { ...popup, id: 8, url: '/promotions' } } });
    const { router } = renderRoute(<CampaignPopup />);

    fireEvent.click(await openByInteraction('Kampanya detaylarını gör', 'link'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('does not push aside a dialog the player already opened', async () => {
    const fetchMock = mockApi({ 'cms/popup': { data: { ...popup, id: 9 } } });
    act(() => openDialog({ name: 'login' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { client } = renderRoute(<CampaignPopup />);
    await everyChanceToOpen(client);
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('seenPopups')).toBeNull();
  });
});
