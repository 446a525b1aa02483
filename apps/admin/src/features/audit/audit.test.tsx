import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/locales/en/audit.json';
import tr from '@/locales/tr/audit.json';
import { apiFilters } from './audit-filters';
import { ChainBanner } from './components/chain-banner';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'tr',
    resources: { tr: { audit: tr }, en: { audit: en } },
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
  });
});
const banner = (props: Parameters<typeof ChainBanner>[0]) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ChainBanner {...props} />
    </I18nextProvider>,
  );

describe('audit chain banner', () => {
  it('is green and counts the rows while the chain holds', () => {
    banner({ status: { ok: true, checked: 42, lastSeq: 42, firstBroken: null, sealedThrough: 42 } });
    const ok = screen.getByRole('status');
    expect(ok.className).toContain('banner-good');
    expect(ok.textContent).toBe('Kayıt zinciri sağlam: 42 kayıt doğrulandı (son sıra no 42).');
  });

  it('is red and names the first broken row and why', () => {
    banner({
      status: {
        ok: false,
        checked: 42,
        lastSeq: 42,
        firstBroken: { seq: 17, reason: 'link' },
        sealedThrough: 42,
      },
    });
    const alert = screen.getByRole('alert');
    expect(alert.className).toContain('banner-bad');
    expect(alert.textContent).toBe(
      'Kayıt zinciri bozuk: ilk bozuk kayıt #17 (önceki kayda bağlantısı tutmuyor).',
    );
  });

  it('is red when the check itself fails', () => {
    banner({ status: undefined, error: 'Ağ hatası' });
    expect(screen.getByRole('alert').textContent).toContain('Ağ hatası');
  });
});

describe('audit filters from the URL', () => {
  it('turns days into Istanbul midnights, `to` included, and a typed event into a prefix', () => {
    expect(
      apiFilters(
        { actorKind: 'admin', actorId: '7', event: ' RG ', from: '2026-11-01', to: '2026-11-30' },
        'desc',
      ),
    ).toEqual({
      actorKind: 'admin',
      actorId: '7',
      event: 'rg*',
      from: '2026-11-01T00:00:00+03:00',
      to: '2026-12-01T00:00:00+03:00',
      sort: 'newest',
    });
  });

  it('drops what the API would refuse rather than failing the page', () => {
    expect(apiFilters({ actorKind: 'robot', actorId: '1; drop', event: '*', from: 'dün' }, 'asc')).toEqual({
      actorKind: undefined,
      actorId: undefined,
      event: undefined,
      from: undefined,
      to: undefined,
      sort: 'oldest',
    });
  });
});
