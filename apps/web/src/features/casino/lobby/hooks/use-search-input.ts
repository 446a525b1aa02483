import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** How long typing must pause before the grid searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of a category page: what is typed shows at once, the URL (and so the grid)
 * follows after a pause. A search set from outside (e.g. the Aviator link while on this page)
 * replaces what is typed.
 */
export function useSearchInput(urlValue: string, commit: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  if (urlValue !== seen) {
    setSeen(urlValue);
    if (urlValue !== text.trim()) setText(urlValue);
  }

  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const onSettled = useEffectEvent((value: string) => {
    if (value.trim() !== urlValue) commit(value.trim());
  });
  useEffect(() => onSettled(debounced), [debounced]);

  /** Enter searches at once. */
  const flush = () => {
    if (text.trim() !== urlValue) commit(text.trim());
  };
  return { text, setText, flush };
}
