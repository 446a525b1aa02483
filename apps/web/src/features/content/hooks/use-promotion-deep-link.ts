import type { Promotion } from '@lalebet/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_PARAMS } from '@/config/search-params';
import { closeDialogs, dialogStore, openDialog, useDialog } from '@/stores/dialogs';

const PARAM = SEARCH_PARAMS.promotion;

export const openPromotion = (p: Promotion) =>
  openDialog({ name: 'promotion', id: p.id, title: p.title, data: p });

/** Closes only the promotion dialog: never one that has replaced it in the store meanwhile. */
export function closePromotion() {
  if (dialogStore.get().current?.name === 'promotion') closeDialogs();
}

/**
 * The open promotion lives in the URL (`?promo=<slug>`), so a link or a reload opens it; the
 * dialog store follows the URL, and the parameter goes when the dialog closes for any reason
 * (close button, Escape, backdrop, another dialog opening). Replace, not push: Back leaves the
 * page instead of walking through every promotion the player looked at.
 */
export function usePromotionDeepLink(promotions: Promotion[] | undefined) {
  const [params, setParams] = useSearchParams();
  const slug = params.get(PARAM);
  const open = useDialog('promotion');

  const setSlug = (next: string | null) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next) out.set(PARAM, next);
        else out.delete(PARAM);
        return out;
      },
      { replace: true },
    );

  useEffect(() => {
    if (!slug || !promotions) return;
    const promotion = promotions.find((p) => p.slug === slug);
    // An expired or mistyped link shows the list rather than an error.
    if (promotion) openPromotion(promotion);
    else setSlug(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setSlug is recreated each render
  }, [slug, promotions]);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open && slug) setSlug(null);
    wasOpen.current = !!open;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the dialog matters
  }, [open]);

  // Leaving the page (a link in the description, Back) must not leave the dialog open in the store.
  useEffect(() => closePromotion, []);

  return { open, select: (p: Promotion) => setSlug(p.slug) };
}
