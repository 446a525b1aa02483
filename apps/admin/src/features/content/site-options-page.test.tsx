import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import SiteOptionsPage from './site-options-page';

const get = vi.fn();
const put = vi.fn();
vi.mock('@/lib/api-client', () => ({
  api: { get: (...a: unknown[]) => get(...a), put: (...a: unknown[]) => put(...a) },
}));

const content = [
  {
    key: 'sitename',
    value: 'LaleBet',
    status: true,
    stored: true,
    public: true,
    type: { type: 'string', max: 60 },
  },
];
const policy = [
  {
    key: 'payoutdestinationcoolingoffhours',
    value: '24',
    status: true,
    stored: true,
    public: false,
    policy: true,
    type: { type: 'number', min: 24, max: 720, integer: true },
    loosens: 'down',
    fallback: '24',
    unit: 'hours',
    pending: [],
  },
];

function show(permissions: string[]) {
  get.mockImplementation(async (path: string) => {
    if (path === 'admin/auth/me') return { data: { id: 1, username: 'uyum', roles: [], permissions } };
    if (path === 'admin/content/siteoptions') return { data: content };
    if (path === 'admin/policy/options') return { data: policy };
    throw new Error(`unexpected ${path}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SiteOptionsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  localStorage.setItem('lalebet.admin.lang', 'tr');
  const i18n = await initI18n();
  await i18n.loadNamespaces(['content']);
});
beforeEach(() => {
  get.mockReset();
  put.mockReset();
  session.set('staff-token');
});

describe('site options screen (docs/decisions/043-policy-settings.md)', () => {
  it('shows no policy settings to a content editor', async () => {
    show(['content:view', 'content:manage']);
    expect(await screen.findByText('sitename')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Politika ayarları' })).toBeNull();
    expect(get.mock.calls.map((c) => c[0])).not.toContain('admin/policy/options');
  });

  it('shows them with their bounds to a policy:manage holder and saves through the policy route', async () => {
    put.mockResolvedValue({ data: { status: 'pending', request: {} }, message: '' });
    show(['policy:manage']); // compliance: no content:view
    expect(await screen.findByRole('heading', { name: 'Politika ayarları', level: 1 })).toBeTruthy();
    const section = (await screen.findByRole('heading', { name: 'Politika ayarları', level: 2 })).closest(
      'section',
    )!;
    expect(await within(section).findByText('İzin verilen: 24 – 720 saat')).toBeTruthy();
    const input = within(section).getByRole('spinbutton', { name: 'payoutdestinationcoolingoffhours' });
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '48');
    await user.click(within(section).getByRole('button', { name: 'Kaydet' }));
    expect(get.mock.calls.map((c) => c[0])).not.toContain('admin/content/siteoptions');
    expect(put).toHaveBeenCalledWith('admin/policy/options/payoutdestinationcoolingoffhours', {
      value: '48',
      status: true,
    });
  });
});
