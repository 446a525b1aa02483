import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialogs, openDialog } from '@/stores/dialogs';
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

describe('CampaignPopup', () => {
  it('lets the player see the page first: nothing opens before an interaction', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({ 'cms/popup': { data: popup } });
    renderRoute(<CampaignPopup />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Up to the moment an idle player would get it anyway.
    await act(() => vi.advanceTimersByTimeAsync(CAMPAIGN_POPUP_IDLE_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
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
    renderRoute(<CampaignPopup />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 20));
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
    renderRoute(<CampaignPopup />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('seenPopups')).toBeNull();
  });
});
