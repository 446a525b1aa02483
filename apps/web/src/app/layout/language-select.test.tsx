import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderWith, settled, setupI18nFor } from '@/test/render';
import { LanguageSelect } from './language-select';

const options = () =>
  Array.from((screen.getByRole('combobox') as HTMLSelectElement).options).map((o) => o.value);

beforeAll(() => setupI18nFor('content', 'tr'));
afterEach(() => vi.unstubAllGlobals());

describe('LanguageSelect', () => {
  it('offers the languages cms/languagelist enables', async () => {
    const fetchMock = mockApi({ 'cms/languagelist': { data: [{ locale: 'tr', name: 'Türkçe' }] } });
    renderWith(<LanguageSelect />);
    expect(options()).toEqual(['tr', 'en']);
    await waitFor(() => expect(options()).toEqual(['tr']));
    expect(fetchMock).toHaveBeenCalledWith('/api/cms/languagelist', expect.anything());
  });

  it('keeps every language when the list cannot be read', async () => {
    const fetchMock = mockApi({ 'cms/languagelist': { status: 500, message: 'Bir hata oluştu.' } });
    const { client } = renderWith(<LanguageSelect />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await settled(client);
    expect(options()).toEqual(['tr', 'en']);
  });
});
