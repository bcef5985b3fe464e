import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { NavEntry } from '../../plugins';

/** Administration: users, roles, custom columns, change tracking, notification settings, integration runs. */
export const routes = (parent: AnyRoute) => [
  createRoute({
    getParentRoute: () => parent,
    path: '/admin/users',
    component: lazyRouteComponent(() => import('./UsersScreen'), 'UsersScreen'),
  }),
  createRoute({
    getParentRoute: () => parent,
    path: '/admin/roles',
    component: lazyRouteComponent(() => import('./RolesScreen'), 'RolesScreen'),
  }),
  createRoute({
    getParentRoute: () => parent,
    path: '/admin/custom-columns',
    component: lazyRouteComponent(() => import('./CustomColumnsScreen'), 'CustomColumnsScreen'),
  }),
  createRoute({
    getParentRoute: () => parent,
    path: '/admin/change-tracking',
    component: lazyRouteComponent(() => import('./ChangeTrackingScreen'), 'ChangeTrackingScreen'),
  }),
  createRoute({
    getParentRoute: () => parent,
    path: '/admin/notification-settings',
    component: lazyRouteComponent(() => import('./NotificationSettingsScreen'), 'NotificationSettingsScreen'),
  }),
  createRoute({
    getParentRoute: () => parent,
    path: '/admin/integration-runs',
    component: lazyRouteComponent(() => import('./IntegrationRunsScreen'), 'IntegrationRunsScreen'),
  }),
];

export const nav: NavEntry[] = [
  {
    label: 'Users',
    to: '/admin/users',
    group: 'Administration',
    privilege: { type: 'Users', access: 'View' },
  },
  {
    label: 'Roles and privileges',
    to: '/admin/roles',
    group: 'Administration',
    privilege: { type: 'Users', access: 'View' },
  },
  {
    label: 'Custom columns',
    to: '/admin/custom-columns',
    group: 'Administration',
    privilege: { type: 'Custom Columns', access: 'View' },
  },
  {
    label: 'Change tracking',
    to: '/admin/change-tracking',
    group: 'Administration',
    privilege: { type: 'Change Tracking Settings', access: 'View' },
  },
  { label: 'Notification settings', to: '/admin/notification-settings', group: 'Administration' },
  {
    label: 'Integration runs',
    to: '/admin/integration-runs',
    group: 'Administration',
    privilege: { type: 'Integrations', access: 'View' },
  },
];
