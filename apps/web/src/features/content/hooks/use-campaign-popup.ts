import type { Popup } from '@lalebet/shared';
import { useEffect } from 'react';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { dialogStore, openDialog, useDialog } from '@/stores/dialogs';
import { usePopup } from '../api/get-popup';

/** How long the home page shows on its own before a new campaign popup opens. */
export const CAMPAIGN_POPUP_DELAY_MS = 2500;

/** Ids of the popups already shown, kept in local storage as a JSON array. */
export function readSeenPopups(): number[] {
  const value = storage.getJson<unknown>(STORAGE_KEYS.seenPopups);
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
}

function markPopupSeen(id: number) {
  storage.setJson(STORAGE_KEYS.seenPopups, [...new Set([...readSeenPopups(), id])]);
}

/**
 * The campaign popup is shown once per content (brief, section 2): the first time a popup id
 * arrives it is remembered and opened through the dialog store, so opening any other dialog
 * closes it. It never pushes aside a dialog the player has already opened.
 */
export function useCampaignPopup(): { popup: Popup | null; isOpen: boolean } {
  const { data: popup } = usePopup();
  const current = useDialog('campaign-popup');

  useEffect(() => {
    if (!popup || !popup.images[0] || readSeenPopups().includes(popup.id)) return;
    // Let the player see the page first: the popup opens a moment after the home page has
    // rendered, and only if they have not opened a dialog themselves meanwhile.
    const timer = setTimeout(() => {
      if (dialogStore.get().current || document.visibilityState !== 'visible') return;
      markPopupSeen(popup.id);
      openDialog({ name: 'campaign-popup', id: popup.id });
    }, CAMPAIGN_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [popup]);

  return { popup: popup ?? null, isOpen: !!popup && current?.id === popup.id };
}
