import { describe, expect, it } from 'vitest';
import { refusalBy } from './statement-refusal.ts';

const raised = (hint: string, detail?: string) =>
  Object.assign(new Error('raised'), { code: 'P0001', hint, detail });

describe('refusals raised inside a statement', () => {
  it("reads the reason and the figures of the function's own hint", () => {
    expect(refusalBy('sb_refuse_over_cap', raised('sb_cap_liability', '10,20'))).toEqual({
      reason: 'liability',
      detail: '10,20',
    });
    expect(refusalBy('sb_decline', raised('sb_decline_plain'))).toEqual({
      reason: 'plain',
      detail: undefined,
    });
  });

  it("answers null for another function's refusal or any other error", () => {
    expect(refusalBy('sb_decline', raised('sb_cap_liability', '1,2'))).toBeNull();
    expect(
      refusalBy('sb_decline', Object.assign(new Error('x'), { code: '23505', hint: 'sb_decline_plain' })),
    ).toBeNull();
    expect(refusalBy('sb_decline', null)).toBeNull();
  });
});
