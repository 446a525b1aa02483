import type { AdminPolicyOption, AdminSiteOption } from '@lalebet/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import common from '@/locales/en/common.json';
import content from '@/locales/en/content.json';
import { HtmlPreview } from './html-preview';
import { SiteOptionRow } from './site-option-row';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, content } },
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
  });
});

const row = (option: AdminSiteOption, canManage = true, policy?: AdminPolicyOption) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <table>
        <tbody>
          <SiteOptionRow option={option} canManage={canManage} policy={policy} />
        </tbody>
      </table>
    </QueryClientProvider>,
  );

const base = { status: true, stored: true, public: false };

describe('SiteOptionRow', () => {
  it('offers the choices of an enum option as a select', () => {
    row({
      ...base,
      key: 'rg_cooling_off_hours',
      value: '24',
      type: { type: 'enum', values: ['24', '72', '168'] },
    });
    const select = screen.getByRole('combobox', { name: 'rg_cooling_off_hours' });
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual(['', '24', '72', '168']);
  });

  it('flags JSON that does not parse and keeps Save disabled', async () => {
    row({ ...base, key: 'footerproviders', value: '["A"]', public: true, type: { type: 'json' } });
    const input = screen.getByRole('textbox', { name: 'footerproviders' });
    await userEvent.setup().type(input, ',');
    expect(screen.getByRole('alert').textContent).toBe(content['options.invalid']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a number option as a bounded number input, read-only without content:manage', () => {
    row(
      {
        ...base,
        key: 'sessionidleminutes',
        value: '30',
        type: { type: 'number', min: 1, max: 1440, integer: true },
      },
      false,
    );
    const input = screen.getByRole('spinbutton', { name: 'sessionidleminutes' }) as HTMLInputElement;
    expect([input.min, input.max, input.disabled]).toEqual(['1', '1440', true]);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('SiteOptionRow of a policy setting', () => {
  it('shows its bounds, which change needs a second person, and the change waiting', () => {
    const option: AdminPolicyOption = {
      ...base,
      key: 'sessionabsolutehours',
      value: '24',
      policy: true,
      type: { type: 'number', min: 1, max: 24, integer: true },
      loosens: 'up',
      fallback: '24',
      unit: 'hours',
      pending: [
        {
          kind: 'site_option',
          id: 7,
          key: 'sessionabsolutehours',
          value: '12',
          enabled: true,
          before: '24',
          status: 'pending',
          payloadHash: 'h',
          requestedBy: 'uyum',
          requestedAt: '2026-12-06T08:00:00.000Z',
          expiresAt: '2026-12-09T08:00:00.000Z',
          decidedBy: null,
          decidedAt: null,
          decisionReason: null,
          allowedActions: [],
        },
      ],
    };
    row(option, true, option);
    expect(screen.getByText('Allowed: 1 to 24 hours')).toBeTruthy();
    expect(screen.getByText(content['policy.loosens.up'])).toBeTruthy();
    expect(screen.getByText(content['policy.pending'])).toBeTruthy();
    expect(screen.getByText('12 (request #7 by uyum)', { exact: false })).toBeTruthy();
  });
});

describe('HtmlPreview', () => {
  it('renders in a frame that runs no script', () => {
    render(<HtmlPreview html={'<p>Hi</p><img src="/x.png" onerror="alert(1)">'} title="Body" />);
    const frame = screen.getByTitle('Preview: Body');
    expect(frame.getAttribute('sandbox')).toBe('');
  });
});
