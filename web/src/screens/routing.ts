import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { NavGroup } from '../grid/catalog';
import type { NavEntry } from '../plugins';

/**
 * Routes to lazily loaded screens under `parent`: `screen(path, load, name)`, where `name` is the screen's
 * export in the module `load` imports. With `validateSearch`, each screen's URL search is checked by it.
 */
export const lazyScreens =
  (parent: AnyRoute, validateSearch?: (search: Record<string, unknown>) => object) =>
  (path: string, load: () => Promise<Record<string, unknown>>, name: string) =>
    createRoute({
      getParentRoute: () => parent,
      path,
      ...(validateSearch ? { validateSearch } : {}),
      component: lazyRouteComponent(load as never, name as never),
    });

/**
 * Side-bar entries of one group: `entry(label, to, privilegeType)` is shown only to users with View on that
 * privilege type; without one, to everyone.
 */
export const navGroup =
  (group: NavGroup) =>
  (label: string, to: string, privilegeType?: string): NavEntry =>
    privilegeType
      ? { label, to, group, privilege: { type: privilegeType, access: 'View' } }
      : { label, to, group };
