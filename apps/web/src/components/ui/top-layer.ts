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
