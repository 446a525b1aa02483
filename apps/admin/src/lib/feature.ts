import type { Permission } from '@lalebet/shared';
import type { RouteObject } from 'react-router';

/** A menu entry: `label` is a key of the common namespace (`nav.*`); a list opens with any of them. */
export type NavItem = {
  to: string;
  label: string;
  permission: Permission | readonly Permission[] | 'session';
  order: number;
};

/** Whether `held` opens a menu entry. */
export function opens(item: Pick<NavItem, 'permission'>, held: ReadonlySet<string>): boolean {
  const p = item.permission;
  if (p === 'session') return true;
  return typeof p === 'string' ? held.has(p) : p.some((one) => held.has(one));
}

/** What each feature folder's routes.tsx exports. */
export type Feature = { routes: RouteObject[]; nav: NavItem[] };

export const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});
