import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18nFor } from '@/test/render';
import { applyServerTranslations, i18next } from './i18n';

function Label() {
  const { t } = useTranslation();
  return <p>{t('nav.sports')}</p>;
}

describe('server translations', () => {
  beforeAll(() => setupI18nFor('common', 'tr'));

  it('re-render the translated components once the list is applied', async () => {
    render(<Label />);
    const bundled = i18next.t('nav.sports');
    expect(screen.getByText(bundled)).toBeTruthy();
    act(() => applyServerTranslations('tr', [{ key: 'common:nav.sports', value: 'Spor Bahisleri' }]));
    expect(await screen.findByText('Spor Bahisleri')).toBeTruthy();
  });
});
