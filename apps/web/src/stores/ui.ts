import { createStore } from '@/lib/store';
import { storage, STORAGE_KEYS } from '@/lib/storage';

/** The product's shared state (section 3) that is not owned by one feature. */
export const uiStore = createStore({
  openChat: false,
  topNotifyRead: storage.get(STORAGE_KEYS.topNotifyRead) === 'yes',
  mobileProfileSidebarOpen: false,
  sidebarMenuOpen: false,
  /** Slider slug of the current page; the carousel reloads when it changes. */
  activeSlider: null as string | null,
  hasLogin: storage.get(STORAGE_KEYS.authData) !== null,
  balance: 0,
  trialBonusAmount: 0,
  userFavoriteList: [] as string[],
});

export const closeMenus = () => uiStore.set({ mobileProfileSidebarOpen: false, sidebarMenuOpen: false });
