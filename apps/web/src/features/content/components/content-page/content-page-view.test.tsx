import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute, setupI18n } from '../test-utils';
import { ContentPageView } from './content-page-view';

const page = {
  id: 5,
  title: 'Sorumlu Oyun',
  body: '<h2>Limitler</h2><p>Kendi <a href="/pages/1">kurallarınızı</a> belirleyin.</p><ul><li>Günlük limit</li></ul>',
  categoryName: 'Terms of use',
  updatedAt: '2026-03-14T09:30:00.000Z',
};

const categories = [
  { id: 1, name: 'Footer', title: 'Alt Bilgi', content: [{ id: 1, title: 'Şartlar ve Koşullar' }] },
  { id: 2, name: 'Story', title: 'Hikaye', content: [{ id: 9, title: 'Hakkımızda' }] },
  { id: 3, name: 'Terms of use', title: 'Kullanım Koşulları', content: [{ id: 5, title: 'Sorumlu Oyun' }] },
];

beforeAll(() => setupI18n('tr'));
afterEach(() => vi.unstubAllGlobals());

const renderPage = (id: number) =>
  renderRoute(<ContentPageView id={id} />, { path: `/pages/${id}`, routePath: '/pages/:id' });

describe('ContentPageView', () => {
  it('renders the title, category, date and the HTML body', async () => {
    const fetchMock = mockApi({ 'cms/content': { data: page }, 'cms/categorylist': { data: categories } });
    renderPage(5);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sorumlu Oyun' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Limitler' })).toBeTruthy();
    expect(screen.getByText('Günlük limit').tagName).toBe('LI');
    expect(screen.getByText(/Son güncelleme: 14 Mart 2026/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/cms/content?id=5')).toBe(true);
    await waitFor(() => expect(screen.getAllByText('Kullanım Koşulları').length).toBeGreaterThan(0));
  });

  it('lists the footer and terms pages and highlights the current one', async () => {
    mockApi({ 'cms/content': { data: page }, 'cms/categorylist': { data: categories } });
    renderPage(5);

    const menu = await screen.findByRole('navigation', { name: 'Bilgi sayfaları' });
    const current = within(menu).getByRole('link', { name: 'Sorumlu Oyun' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Şartlar ve Koşullar' }).getAttribute('href')).toBe(
      '/pages/1',
    );
    expect(within(menu).queryByRole('link', { name: 'Hakkımızda' })).toBeNull();
  });

  it('navigates in-app links of the body without reloading', async () => {
    mockApi({ 'cms/content': { data: page }, 'cms/categorylist': { data: categories } });
    const { router } = renderPage(5);
    (await screen.findByRole('link', { name: 'kurallarınızı' })).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/1'));
  });

  it('shows a translated not-found state with a link home for an unknown page', async () => {
    mockApi({ 'cms/content': { status: 404, data: null }, 'cms/categorylist': { data: categories } });
    renderPage(404);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/');
  });

  it('treats a malformed id as not found without asking the API', async () => {
    const fetchMock = mockApi({ 'cms/categorylist': { data: categories } });
    renderRoute(<ContentPageView id={Number('abc')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('cms/content'))).toBe(false);
  });
});
