import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setOddsFormat } from '../lib/odds-format-store';
import { slip, slipStore } from '../slip/slip-store';
import { matchResult, setupI18n, sportsEvent } from '../test-utils';
import { OddsButton, eventName } from './odds-button';

const EVENT = sportsEvent('m1', 'Beşiktaş', 'Trabzonspor');
const MARKET = matchResult([2.5, 3.1, 2.9]);
const line = { eventId: 'm1', marketId: 1, specifiers: '', outcomeId: '1' };

beforeAll(() => setupI18n('en'));
afterEach(() => {
  slip.clear();
  setOddsFormat('decimal');
});

describe('OddsButton', () => {
  it('toggles the outcome in the bet slip and says so with aria-pressed', async () => {
    render(<OddsButton event={EVENT} market={MARKET} outcome={MARKET.outcomes[0]!} />);
    const button = screen.getByRole('button', { name: 'Beşiktaş - Trabzonspor Match result 1 2.50' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(slip.has(line)).toBe(true);
    expect(slipStore.get().selections).toEqual([
      {
        ...line,
        odds: 2.5,
        eventName: 'Beşiktaş - Trabzonspor',
        marketName: 'Match result',
        outcomeName: '1',
        live: false,
        active: true,
        mbs: 1,
      },
    ]);

    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(slipStore.get().selections).toEqual([]);
  });

  it('shows the chosen odds format, with a decimal comma in Turkish', async () => {
    await setupI18n('tr');
    const { rerender } = render(<OddsButton event={EVENT} market={MARKET} outcome={MARKET.outcomes[0]!} />);
    expect(screen.getByRole('button').textContent).toBe('1 2,50');
    setOddsFormat('american');
    rerender(<OddsButton event={EVENT} market={MARKET} outcome={MARKET.outcomes[0]!} />);
    expect(await screen.findByText('+150')).toBeTruthy();
    setOddsFormat('fractional');
    expect(await screen.findByText('6/4')).toBeTruthy();
    await setupI18n('en');
  });

  it('is disabled with a lock when the outcome is not offered', () => {
    const off = { ...MARKET.outcomes[1]!, active: false };
    render(<OddsButton event={EVENT} market={MARKET} outcome={off} />);
    const button = screen.getByRole('button', { name: 'Beşiktaş - Trabzonspor Match result X 3.10, locked' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('img', { name: 'locked' })).toBeTruthy();
  });
});

describe('eventName', () => {
  it('names a match "Home - Away" and an outright by its own name, without a dangling dash', () => {
    expect(eventName({ home: 'Galatasaray', away: 'Fenerbahçe' })).toBe('Galatasaray - Fenerbahçe');
    expect(eventName({ home: 'ESL Pro League winner', away: '' })).toBe('ESL Pro League winner');
  });
});
