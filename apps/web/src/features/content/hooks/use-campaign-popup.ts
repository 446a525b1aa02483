import type { Popup } from '@lalebet/shared';
import { useEffect } from 'react';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { dialogStore, openDialog, useDialog } from '@/stores/dialogs';
import { usePopup } from '../api/get-popup';

/** A new campaign popup opens this long after the player's first interaction... */
export const CAMPAIGN_POPUP_AFTER_INTERACTION_MS = 1500;
/** ...or after this long on the page without one. */
export const CAMPAIGN_POPUP_IDLE_MS = 8000;
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/** Ids of the popups already shown, kept in local storage as a JSON array. */
export function readSeenPopups(): number[] {
  const value = storage.getJson<unknown>(STORAGE_KEYS.seenPopups);
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
}

function markPopupSeen(id: number) {
  storage.setJson(STORAGE_KEYS.seenPopups, [...new Set([...readSeenPopups(), id])]);
}

/**
 * The campaign popup is shown once per content (docs/product.md §2): the first time a popup id
 * arrives it is remembered and opened through the dialog store, so opening any other dialog
 * closes it. It never pushes aside a dialog the player has already opened.
 */
export function useCampaignPopup(): { popup: Popup | null; isOpen: boolean } {
  const { data: popup } = usePopup();
  const current = useDialog('campaign-popup');

  useEffect(() => {
    if (!popup || !popup.images[0] || readSeenPopups().includes(popup.id)) return;
    // Let the player look at the page first: the popup opens shortly after their first
    // interaction (scroll, tap, key), or on its own after a while, and never over a dialog
    // they opened themselves.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      if (dialogStore.get().current || document.visibilityState !== 'visible') return;
      markPopupSeen(popup.id);
      openDialog({ name: 'campaign-popup', id: popup.id });
    };
    const onInteract = () => {
      clearTimeout(timer);
      timer = setTimeout(show, CAMPAIGN_POPUP_AFTER_INTERACTION_MS);
      stopListening();
    };
    const stopListening = () => INTERACTIONS.forEach((e) => window.removeEventListener(e, onInteract));
    INTERACTIONS.forEach((e) => window.addEventListener(e, onInteract, { passive: true, once: true }));
    timer = setTimeout(show, CAMPAIGN_POPUP_IDLE_MS);
    return () => {
      clearTimeout(timer);
      stopListening();
    };
  }, [popup]);

  return { popup: popup ?? null, isOpen: !!popup && current?.id === popup.id };
}
