import { describe, expect, it } from 'vitest';
import { MAIN_MENU_IDS, adminMainMenuUpdateSchema, readMainMenu } from './main-menu.ts';

const all = MAIN_MENU_IDS.map((id) => ({ id, visible: true }));
const issues = (items: unknown) =>
  adminMainMenuUpdateSchema.safeParse({ items }).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the main-menu update', () => {
  it('takes every entry once, in any order', () => {
    expect(issues([...all].reverse())).toBeUndefined();
  });

  it('names a repeat at its place and a missing entry on the list', () => {
    expect(issues([...all.slice(1), all[2]])).toEqual([
      ['items.10.id', 'v.menuDuplicate'],
      ['items', 'v.menuMissing'],
    ]);
    expect(issues([...all, { id: 'poker', visible: true }])).toEqual([['items.11.id', 'v.option']]);
  });
});

describe('a stored main menu', () => {
  it('is made whole: unknown ids and repeats dropped, missing entries appended visible', () => {
    const raw = JSON.stringify([
      { id: 'tv', visible: false },
      { id: 'poker', visible: true },
      { id: 'tv', visible: true },
    ]);
    expect(readMainMenu(raw)).toEqual([{ id: 'tv', visible: false }, ...all.filter((e) => e.id !== 'tv')]);
  });

  it('is null when absent or not a JSON list', () => {
    for (const raw of [undefined, '', 'x', '{}']) expect(readMainMenu(raw)).toBeNull();
  });
});
