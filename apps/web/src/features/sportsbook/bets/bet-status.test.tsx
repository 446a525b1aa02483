import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { bet, setupI18n } from '../betslip-test-utils';
import { betKindLabel } from './bet-status';

beforeAll(() => setupI18n('tr'));

describe('the bet kind label', () => {
  const legs = (n: number) => Array.from({ length: n }, () => bet().legs[0]!);
  it('names k/n systems, several sizes and the named systems', () => {
    const t = i18n.t.bind(i18n);
    expect(betKindLabel(t, bet())).toBe('Tekli');
    const system = (sizes: number[], name: string | null, n: number) =>
      betKindLabel(t, bet({ kind: 'system', system: { size: null, sizes, lines: 0, name }, legs: legs(n) }));
    expect(system([2], null, 3)).toBe('Sistem 2/3');
    expect(system([2, 4], null, 5)).toBe('Sistem 2,4/5');
    expect(system([2, 3], 'Trixie', 3)).toBe('Trixie (sistem)');
  });
});
