import { useEffect, useId, useRef } from 'react';
import { createStore } from '@/lib/store';

/**
 * The open modal <dialog> elements, newest last. A modal dialog sits in the browser's top layer
 * and makes the rest of the page inert, so whatever must stay visible and announced while one is
 * open (the toasts) renders inside the newest.
 */
export const topLayerStore = createStore({ modals: [] as HTMLDialogElement[] });

export const addModal = (el: HTMLDialogElement) => topLayerStore.set((s) => ({ modals: [...s.modals, el] }));
export const removeModal = (el: HTMLDialogElement) =>
  topLayerStore.set((s) => ({ modals: s.modals.filter((m) => m !== el) }));
export const useTopModal = () => topLayerStore.use((s) => s.modals.at(-1) ?? null);

/**
 * Opens a native <dialog> as a modal (showModal: focus trap, Escape, top layer) while the
 * component is mounted, and closes it on unmount. Every modal of the app opens this way (here, in a chunk each of them already loads); each
 * decides for itself what Escape and the close event do.
 *
 * `trackTopLayer: false` keeps the dialog out of the top-layer list, so the toasts do not render
 * inside it (a popup that closes on any click inside).
 */
export function useModalDialog({ trackTopLayer = true }: { trackTopLayer?: boolean } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const unmounted = useRef(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    unmounted.current = false;
    if (typeof el.showModal === 'function') {
      if (!el.open) el.showModal();
    } else {
      el.setAttribute('open', ''); // jsdom and very old browsers
    }
    if (trackTopLayer) addModal(el);
    return () => {
      // The close event of this cleanup arrives later (StrictMode re-mounts in development):
      // `isUnmounted` lets the dialog ignore it.
      unmounted.current = true;
      if (trackTopLayer) removeModal(el);
      if (el.open && typeof el.close === 'function') el.close();
    };
  }, [trackTopLayer]);
  const titleId = useId();
  /** A modal's own attributes; its title carries `titleId`. */
  const props = { ref, role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } as const;
  return { ref, titleId, props, isUnmounted: () => unmounted.current };
}
