import { describe, expect, it } from 'vitest';
import { formatBadge } from './format-badge';

describe('the unread badge', () => {
  it('shows nothing when all is read', () => {
    expect(formatBadge(0)).toBe('');
  });

  it('shows the exact number below 9', () => {
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(8)).toBe('8');
  });

  it("shows '9+' at 9 or more", () => {
    expect(formatBadge(9)).toBe('9+');
    expect(formatBadge(10)).toBe('9+');
    expect(formatBadge(100)).toBe('9+');
  });
});
