/**
 * The staff session token. It lives in sessionStorage under its own key, so it ends with the
 * tab and the player site (same origin, localStorage) never sees it.
 */
const KEY = 'lalebet.admin.session';
const LANG = 'lalebet.admin.lang';

export const session = {
  token: (): string | null => sessionStorage.getItem(KEY),
  set: (token: string) => sessionStorage.setItem(KEY, token),
  clear: () => sessionStorage.removeItem(KEY),
};

export const storedLang = {
  get: (): string | null => localStorage.getItem(LANG),
  set: (lng: string) => localStorage.setItem(LANG, lng),
};
