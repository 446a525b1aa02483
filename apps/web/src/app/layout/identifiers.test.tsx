import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ProfileDropdownPanel from './profile-dropdown-panel';
import { clearSession } from '@/stores/session';
import { mockApi } from '@/test/mock-api';
import { renderWith, setupI18nFor } from '@/test/render';
import { logIn } from '@/test/session';

const css = fs.readFileSync(path.join(import.meta.dirname, '../../styles/global.css'), 'utf8');

beforeAll(() => setupI18nFor('common', 'tr'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

/** Inter's contextual alternates draw "4x2" as "4×2": identifiers are shown without them. */
describe('identifiers', () => {
  it('turn the contextual alternates off for .identifier and every text field', () => {
    const rule = /input,\s*textarea,\s*\.identifier\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toContain("font-feature-settings: 'calt' 0");
    expect(rule).toContain('font-variant-ligatures: no-contextual');
  });

  it('mark the username and the user code in the profile menu', () => {
    mockApi({});
    logIn({ username: 'ayse4x2', usercode: '100234' });
    renderWith(<ProfileDropdownPanel id="menu" onClose={() => {}} />);
    expect(screen.getByText('ayse4x2').classList).toContain('identifier');
    expect(screen.getByText('100234').classList).toContain('identifier');
  });
});
