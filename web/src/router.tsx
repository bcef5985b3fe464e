import {
  type AnyRoute,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { isApiError, onSessionExpired, probeSession } from './api/client';
import { listSource } from './grid/catalog';
import { validateGridSearch } from './grid/gridState';
import { gridSourceOf, listPageQuery } from './grid/listQuery';
import { screenModules } from './plugins';
import { unreadCountQuery } from './screens/notifications/notifications';
import { profileQuery, queryClient, readableViewsQuery } from './session/session';
import { AppShellLayout } from './shell/AppShellLayout';

/** Only paths of this app may be a `next` after login (never another origin). */
export function safeNext(next: unknown): string {
  return typeof next === 'string' &&
    next.startsWith('/') &&
    !next.startsWith('//') &&
    !next.startsWith('/login')
    ? next
    : '/';
}

const rootRoute = createRootRoute({ component: Outlet });

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): { next?: string } =>
    typeof search.next === 'string' ? { next: search.next } : {},
  component: lazyRouteComponent(() => import('./session/LoginScreen'), 'LoginScreen'),
});

/** Every signed-in screen: the profile is loaded first; without a session the user goes to login and comes back. */
export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ location, matches }) => {
    // The screen's code (its lazy chunks) downloads while the session is checked, not after: the router would
    // start it only once every beforeLoad has answered.
    const byId = router.routesById as Record<string, AnyRoute>;
    for (const match of matches) {
      const route = byId[match.routeId];
      if (route) void router.loadRouteChunk(route);
    }
    const toLogin = () => redirect({ to: '/login', search: { next: location.href }, replace: true });
    if (!queryClient.getQueryData(profileQuery.queryKey) && !(await probeSession())) throw toLogin();
    try {
      await queryClient.ensureQueryData(profileQuery);
    } catch (error) {
      if (isApiError(error) && error.status === 401) throw toLogin();
      throw error;
    }
  },
  // What the shell asks for (side bar, bell) is on its way while the screen's chunk downloads.
  loader: ({ cause }) => {
    if (cause !== 'enter') return;
    void queryClient.prefetchQuery(readableViewsQuery);
    void queryClient.prefetchQuery(unreadCountQuery);
  },
  component: AppShellLayout,
});

const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./shell/HomeScreen'), 'HomeScreen'),
});

export const viewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/views/$name',
  validateSearch: validateGridSearch,
  // The list's first page is requested alongside the grid's chunk (AG Grid, the largest), not once the grid has
  // mounted; the grid reads it from the cache. Later changes of the search are the grid's own requests.
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, cause }) => {
    if (cause !== 'enter') return;
    void queryClient.prefetchQuery(
      listPageQuery(gridSourceOf(listSource(params.name)), deps, deps.page ?? 1),
    );
  },
  component: lazyRouteComponent(() => import('./grid/GridScreen'), 'GridScreen'),
});

const notificationsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/notifications',
  component: lazyRouteComponent(
    () => import('./screens/notifications/NotificationsScreen'),
    'NotificationsScreen',
  ),
});

const profileRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/profile',
  component: lazyRouteComponent(() => import('./screens/profile/ProfileScreen'), 'ProfileScreen'),
});

export const routeTree = rootRoute.addChildren([
  loginRoute,
  appRoute.addChildren([
    homeRoute,
    viewRoute,
    notificationsRoute,
    profileRoute,
    ...screenModules.flatMap((module) => module.routes?.(appRoute) ?? []),
  ]),
]);

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPendingMinMs: 0,
  scrollRestoration: true,
});

// No global `Register`: screen areas add their routes at run time (plugins.ts), so the tree's type cannot list
// them; routes type their own params and search (`validateSearch`, `getRouteApi`).

// A request that still answers 401 after one refresh: the session is over. Back to login, keeping the page.
onSessionExpired(() => {
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname === '/login') return;
  // Leave the signed-in screens first: they read the cached profile until they unmount.
  void router
    .navigate({ to: '/login', search: { next: here }, replace: true })
    .then(() => queryClient.clear());
});
