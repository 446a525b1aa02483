import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installManualClock } from '@/test/fake-clock';
import { setupI18nFor } from '@/test/render';
import { StakeInput } from './stake-input';

function Stake({ start = 0 }: { start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <StakeInput label="Bahis tutarı" value={value} onChange={setValue} />
      <output data-testid="stake">{value}</output>
    </>
  );
}

const stake = () => Number(screen.getByTestId('stake').textContent);
const plus = () => screen.getByRole('button', { name: 'Tutarı ₺1 artır' });
const minus = () => screen.getByRole('button', { name: 'Tutarı ₺1 azalt' });
const press = (el: HTMLElement) => fireEvent.pointerDown(el, { button: 0, pointerId: 1 });
const tick = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
};

describe('the stake’s number spin', () => {
  beforeAll(async () => {
    await setupI18nFor('betslip');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('steps once per press, and held down repeats after 500 ms, then every 40 ms', async () => {
    installManualClock();
    render(<Stake />);
    press(plus());
    expect(stake()).toBe(1);
    // docs/product.md §9: the first repeat after 500 ms, then one every 40 ms.
    await tick(499);
    expect(stake()).toBe(1);
    await tick(1);
    expect(stake()).toBe(2);
    await tick(39);
    expect(stake()).toBe(2);
    await tick(1);
    expect(stake()).toBe(3);
    await tick(40 * 9);
    expect(stake()).toBe(12);
    fireEvent.pointerUp(plus());
    fireEvent.click(plus()); // the click that ends a pointer press does not count again
    await tick(1_000);
    expect(stake()).toBe(12);
  });

  it('acts on a keyboard click, and stops at zero with − disabled', async () => {
    installManualClock();
    render(<Stake start={2} />);
    fireEvent.click(minus());
    expect(stake()).toBe(1);
    press(minus());
    expect(stake()).toBe(0);
    await tick(500 + 40 * 5);
    expect(stake()).toBe(0);
    expect(minus()).toHaveProperty('disabled', true);
  });

  it('steps from a typed amount with its kuruş', () => {
    render(<Stake start={10.5} />);
    press(plus());
    expect(stake()).toBe(11.5);
  });
});
