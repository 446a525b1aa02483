import { describe, expect, it, vi } from 'vitest';
import { fireAfterCommit } from './after-commit.ts';

describe('fireAfterCommit', () => {
  it('starts every effect at once, without waiting, and logs each failure under its area', async () => {
    const log = { warn: vi.fn() };
    const started: string[] = [];
    let finish!: () => void;
    const slow = () => {
      started.push('slow');
      return new Promise<void>((resolve) => (finish = resolve));
    };
    const rejects = async () => {
      started.push('rejects');
      throw new Error('hub down');
    };
    const throws = (): Promise<void> => {
      started.push('throws');
      throw new Error('before the promise');
    };
    fireAfterCommit(log, 'payments', [slow, rejects, throws]);
    expect(started).toEqual(['slow', 'rejects', 'throws']);
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(2));
    expect(log.warn).toHaveBeenCalledWith({ err: new Error('hub down') }, 'payments: push failed');
    expect(log.warn).toHaveBeenCalledWith({ err: new Error('before the promise') }, 'payments: push failed');
    finish();
  });
});
