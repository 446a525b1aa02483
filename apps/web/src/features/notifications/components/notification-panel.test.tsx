import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/stores/session';
import { settled } from '@/test/render';
import { logIn, mockApi, notification, postedTo, renderWith, setupI18n } from '../test-utils';
import { NotificationPanel } from './notification-panel';

const TITLE = 'Bonus hesabınızda';
const itemButton = () => screen.findByRole('button', { name: new RegExp(TITLE) });

beforeAll(() => setupI18n('tr'));
beforeEach(logIn);
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the notification panel', () => {
  it("shows the product's empty text in the UI language", async () => {
    mockApi({ 'customer/notification': { data: [] } });
    renderWith(<NotificationPanel />);
    expect(await screen.findByText('Yeni bir bildiriminiz olduğunda burada göreceksiniz.')).toBeTruthy();
  });

  it('lists each item with its type, title, note, time and an unread dot', async () => {
    mockApi({
      'customer/notification': {
        data: [notification(), notification({ id: 2, type: 1, title: 'Yatırım onaylandı', isRead: true })],
      },
    });
    renderWith(<NotificationPanel />);
    const unread = await itemButton();
    expect(unread.textContent).toContain('Bonus: ');
    expect(unread.textContent).toContain('50 TL deneme bonusu tanımlandı.');
    expect(unread.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T14:05:00Z');
    expect(unread.textContent).toContain('Okunmadı');
    const read = screen.getByRole('button', { name: /Yatırım onaylandı/ });
    expect(read.textContent).toContain('Para yatırma: ');
    expect(read.textContent).not.toContain('Okunmadı');
  });

  it('opens the detail, marks the item read only once the server confirms, and goes back', async () => {
    let confirm = () => {};
    const fetchMock = mockApi({
      'customer/notification': { data: [notification()] },
      'customer/readnotification': () =>
        new Promise((resolve) => (confirm = () => resolve({ data: { marked: 1 } }))),
    });
    const user = userEvent.setup();
    renderWith(<NotificationPanel />);
    await user.click(await itemButton());
    expect(screen.getByRole('heading', { name: TITLE })).toBeTruthy();
    await waitFor(() => expect(postedTo(fetchMock, 'customer/readnotification')).toEqual([{ id: [1] }]));

    await user.click(screen.getByRole('button', { name: 'Bildirimlere dön' }));
    expect((await itemButton()).textContent).toContain('Okunmadı'); // not confirmed yet
    confirm();
    await waitFor(async () => expect((await itemButton()).textContent).not.toContain('Okunmadı'));
    expect(document.activeElement).toBe(await itemButton());
  });

  it('leaves the item unread when the server fails', async () => {
    const fetchMock = mockApi({
      'customer/notification': { data: [notification()] },
      'customer/readnotification': { status: 500, message: 'Nope.' },
    });
    const user = userEvent.setup();
    const { client } = renderWith(<NotificationPanel />);
    await user.click(await itemButton());
    await waitFor(() => expect(postedTo(fetchMock, 'customer/readnotification')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Bildirimlere dön' }));
    await settled(client);
    expect((await itemButton()).textContent).toContain('Okunmadı');
  });

  it('does not ask the server again for an item already read', async () => {
    const fetchMock = mockApi({ 'customer/notification': { data: [notification({ isRead: true })] } });
    const user = userEvent.setup();
    renderWith(<NotificationPanel />);
    await user.click(await itemButton());
    expect(screen.getByRole('heading', { name: TITLE })).toBeTruthy();
    expect(postedTo(fetchMock, 'customer/readnotification')).toEqual([]);
  });
});
