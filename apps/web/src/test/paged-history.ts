import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { mockApi } from './mock-api';

/** A server with `total` rows at `path` (the given `first` ones, then `make(i)`), answering pages of the body's skip/take. */
export function pagedServer<T>(path: string, total: number, make: (i: number) => T, first: T[] = []) {
  const all = [...first, ...Array.from({ length: total - first.length }, (_, i) => make(1000 + i))];
  return mockApi({
    [path]: (b) => {
      const { skip, take } = b as { skip: number; take: number };
      return { data: { items: all.slice(skip, skip + take), total } };
    },
  });
}

/** Walks a 45-row history shown 20 a page: next, next, previous, reading the pager's x–y of total. */
export async function expectPagesOf45(user: UserEvent, pagerName: string) {
  const nav = await screen.findByRole('navigation', { name: pagerName });
  const previous = within(nav).getByRole('button', { name: 'Önceki' }) as HTMLButtonElement;
  const next = within(nav).getByRole('button', { name: 'Sonraki' }) as HTMLButtonElement;
  expect(nav.textContent).toContain('45 kayıttan 1–20');
  expect(previous.disabled).toBe(true);
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21);

  await user.click(next);
  await waitFor(() => expect(nav.textContent).toContain('45 kayıttan 21–40'));
  await user.click(next);
  await waitFor(() => expect(nav.textContent).toContain('45 kayıttan 41–45'));
  expect(next.disabled).toBe(true);
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
  await user.click(previous);
  await waitFor(() => expect(nav.textContent).toContain('45 kayıttan 21–40'));
}
