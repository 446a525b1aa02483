import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale, render } from '@/test/render';
import type { AdminDefinition } from '../api/list-definitions';
import { Value } from './definition-columns';

const base = {
  percent: null,
  maxAmount: null,
  amount: null,
  freeRoundsCount: null,
  freeRoundsBetValue: null,
};
const show = (d: Partial<AdminDefinition>) =>
  render(<Value d={{ ...base, ...d } as AdminDefinition} t={i18next.getFixedT('tr', 'bonuses')} />);

beforeAll(() => loadLocale('tr', ['bonuses']));

describe('a definition’s value in the list', () => {
  it('shows free rounds as rounds × one round’s value, not a dash', () => {
    const { container } = show({ freeRoundsCount: 10, freeRoundsBetValue: 100 });
    expect(container.textContent).toBe('10 tur × 1,00 ₺');
  });

  it('shows a fixed amount, and a dash when there is nothing to show', () => {
    expect(show({ amount: 2_500 }).container.textContent).toBe('25,00 ₺');
    expect(show({}).container.textContent).toBe('—');
  });
});
