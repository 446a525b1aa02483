import type { MainMenuEntry } from '@lalebet/shared';
import { useEffect, useRef, useState } from 'react';

/** The menu as edited before Save: moves (keeping focus on the moved entry) and visibility. */
export function useMenuDraft(saved: MainMenuEntry[] | undefined) {
  // Edits stay here until Save; null shows what the server has.
  const [draft, setDraft] = useState<MainMenuEntry[] | null>(null);
  const items = draft ?? saved ?? [];
  // The moved entry keeps keyboard focus: the same arrow, or the other one once at an end.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const to = index + by;
    [next[index], next[to]] = [next[to]!, next[index]!];
    setDraft(next);
    const arrow = by < 0 ? (to === 0 ? 'down' : 'up') : to === next.length - 1 ? 'up' : 'down';
    focusNext.current = `menu-${arrow}-${next[to]!.id}`;
  };
  const toggle = (index: number, visible: boolean) =>
    setDraft(items.map((e, i) => (i === index ? { ...e, visible } : e)));
  return { draft, setDraft, items, move, toggle };
}
