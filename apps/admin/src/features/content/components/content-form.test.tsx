import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { hidden, loadLocale, render } from '@/test/render';
import { ContentForm } from './content-form';

const schema = z.object({ sort: z.number(), titleTr: z.string(), titleEn: z.string() });

beforeAll(() => loadLocale('en', ['content']));

describe('the CMS edit dialog', () => {
  it('puts a server field error (`body.titleTr`) on the Turkish title, not only above the form', async () => {
    const refusal = new ApiError('Validation failed', 400, 'VALIDATION_FAILED', [
      { path: 'body.titleTr', message: 'Title is too long' },
    ]);
    const onSubmit = vi.fn().mockRejectedValue(refusal);
    const { user } = render(
      <ContentForm
        title="Edit"
        schema={schema}
        defaults={{ sort: 1, titleTr: 'Hoş geldin', titleEn: 'Welcome' }}
        common={[{ name: 'sort', label: 'field.sort', kind: 'number' }]}
        localized={[{ name: 'title', label: 'field.title', kind: 'text' }]}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save', hidden }));

    expect(onSubmit).toHaveBeenCalledWith({ sort: 1, titleTr: 'Hoş geldin', titleEn: 'Welcome' });
    const [titleTr, titleEn] = screen.getAllByLabelText('Title') as HTMLInputElement[];
    expect(await screen.findByText('Title is too long')).toBeTruthy();
    expect(titleTr!.getAttribute('aria-invalid')).toBe('true');
    expect(titleTr!.getAttribute('aria-describedby')).toBe(`${titleTr!.id}-error`);
    expect(titleEn!.getAttribute('aria-invalid')).toBeNull();
  });
});
