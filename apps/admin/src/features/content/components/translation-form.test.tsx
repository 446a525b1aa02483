import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import common from '@/locales/en/common.json';
import content from '@/locales/en/content.json';
import { TranslationForm } from './translation-form';

const item = {
  key: 'account:sessions.othersActive_other',
  baseTr: 'Başka cihazlarda {{count}} açık oturum var.',
  baseEn: '{{count}} open sessions on other devices.',
  tr: null,
  en: null,
};

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

describe('TranslationForm', () => {
  it('shows the bundled texts side by side and refuses broken braces and unknown placeholders', async () => {
    const onSave = vi.fn(async () => null);
    render(<TranslationForm item={item} onSave={onSave} onCancel={() => {}} />);
    expect(screen.getByText(/Başka cihazlarda/)).toBeTruthy();
    const [tr, en] = screen.getAllByRole('textbox', { name: 'Text on the server' }) as HTMLTextAreaElement[];
    expect(tr!.value).toBe(item.baseTr);

    const user = userEvent.setup();
    await user.clear(tr!);
    await user.type(tr!, 'Başka cihazlarda {{{{count} oturum');
    await user.clear(en!);
    await user.type(en!, '{{{{total}} sessions elsewhere');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(content['translations.problem.syntax'])).toBeTruthy();
    expect(screen.getByText(content['translations.problem.placeholder'])).toBeTruthy();
    expect(tr!.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves both languages when each keeps to the base placeholders', async () => {
    const onSave = vi.fn(async () => null);
    render(<TranslationForm item={item} onSave={onSave} onCancel={() => {}} />);
    const [tr, en] = screen.getAllByRole('textbox', { name: 'Text on the server' }) as HTMLTextAreaElement[];
    const user = userEvent.setup();
    await user.clear(tr!);
    await user.type(tr!, '{{{{count}} oturum daha açık.');
    await user.clear(en!);
    await user.type(en!, '{{{{count}} more sessions are open.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        tr: '{{count}} oturum daha açık.',
        en: '{{count}} more sessions are open.',
      }),
    );
  });
});
