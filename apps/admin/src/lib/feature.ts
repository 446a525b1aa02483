import type { Permission } from '@lalebet/shared';
import type { RouteObject } from 'react-router';

/** A menu entry: `label` is a key of the common namespace (`nav.*`). */
export type NavItem = { to: string; label: string; permission: Permission | 'session'; order: number };

/** What each feature folder's routes.tsx exports. */
export type Feature = { routes: RouteObject[]; nav: NavItem[] };

export const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});
