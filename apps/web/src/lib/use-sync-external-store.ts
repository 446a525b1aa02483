/**
 * react-i18next imports `use-sync-external-store/shim`, a polyfill for React before 18. React 19
 * has the hook, and the shim only forwards to it there, so vite.config.ts points that import
 * here: the same hook without the polyfill's CommonJS wrapper in the entry chunk (the home
 * route's JS budget, scripts/check-bundle.ts).
 */
export { useSyncExternalStore } from 'react';
