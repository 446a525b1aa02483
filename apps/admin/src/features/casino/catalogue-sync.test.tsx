import type { CatalogueSyncRun } from '@lalebet/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { loadLocale, render } from '@/test/render';
import { CatalogueSync } from './components/catalogue-sync';

const toasts = { success: vi.fn(), error: vi.fn() };
vi.mock('sonner', () => ({
  toast: { success: (m: string) => toasts.success(m), error: (m: string) => toasts.error(m) },
}));

const STATE = 'GET /api/admin/casino/catalogue-sync';
const SYNC = 'POST /api/admin/casino/catalogue-sync';
const run = (over: Partial<CatalogueSyncRun> = {}): CatalogueSyncRun => ({
  id: 1,
  trigger: 'daily',
  status: 'ok',
  startedAt: '2026-12-07T03:00:00.000Z',
  finishedAt: '2026-12-07T03:00:02.000Z',
  added: 3,
  updated: 1,
  disabled: 2,
  error: null,
  ...over,
});

afterEach(() => {
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe('catalogue sync on the games screen', () => {
  it('shows the last run and syncs on "Kataloğu eşitle", then shows the new run', async () => {
    await loadLocale('tr', ['casino']);
    let last = run();
    const api = mockApi({
      [STATE]: () => ({ mode: 'sim', lastRun: last }),
      [SYNC]: () => {
        last = run({ id: 2, trigger: 'manual', added: 0, updated: 0, disabled: 1 });
        return ok(last, 'Katalog eşitlendi.');
      },
    });
    const { user } = render(<CatalogueSync />);
    expect(
      await screen.findByText('3 eklendi (kapalı, inceleme için), 1 güncellendi, 2 kapatıldı'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kataloğu eşitle' }));
    await vi.waitFor(() => expect(api.callsTo(SYNC)).toHaveLength(1));
    expect(toasts.success).toHaveBeenCalledWith('Katalog eşitlendi.');
    expect(
      await screen.findByText('0 eklendi (kapalı, inceleme için), 0 güncellendi, 1 kapatıldı'),
    ).toBeTruthy();
  });

  it("shows the server's refusal and a failed run's reason; no button when the import is off", async () => {
    await loadLocale('en', ['casino']);
    mockApi({
      [STATE]: { mode: 'live', lastRun: run({ status: 'failed', error: 'rate_limited', added: 0 }) },
      [SYNC]: fail(429, 'CATALOGUE_SYNC_TOO_SOON', 'The catalogue was synced less than a minute ago.'),
    });
    const { user, unmount } = render(<CatalogueSync />);
    expect(await screen.findByText('failed: the provider allows one list a minute')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sync catalogue' }));
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('The catalogue was synced less than a minute ago.'),
    );
    unmount();

    mockApi({ [STATE]: { mode: 'off', lastRun: null } });
    render(<CatalogueSync />);
    expect(
      await screen.findByText('The catalogue is not imported from a provider on this site.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sync catalogue' })).toBeNull();
  });
});
