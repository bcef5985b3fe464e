import type { AnyRoute } from '@tanstack/react-router';
import { lazyScreens, navGroup } from '../routing';

/** Administration: users, roles, custom columns, change tracking, notification settings, integration runs. */
export const routes = (parent: AnyRoute) => {
  const screen = lazyScreens(parent);
  return [
    screen('/admin/users', () => import('./UsersScreen'), 'UsersScreen'),
    screen('/admin/roles', () => import('./RolesScreen'), 'RolesScreen'),
    screen('/admin/custom-columns', () => import('./CustomColumnsScreen'), 'CustomColumnsScreen'),
    screen('/admin/change-tracking', () => import('./ChangeTrackingScreen'), 'ChangeTrackingScreen'),
    screen(
      '/admin/notification-settings',
      () => import('./NotificationSettingsScreen'),
      'NotificationSettingsScreen',
    ),
    screen('/admin/integration-runs', () => import('./IntegrationRunsScreen'), 'IntegrationRunsScreen'),
  ];
};

const entry = navGroup('Administration');
export const nav = [
  entry('Users', '/admin/users', 'Users'),
  entry('Roles and privileges', '/admin/roles', 'Users'),
  entry('Custom columns', '/admin/custom-columns', 'Custom Columns'),
  entry('Change tracking', '/admin/change-tracking', 'Change Tracking Settings'),
  entry('Notification settings', '/admin/notification-settings'),
  entry('Integration runs', '/admin/integration-runs', 'Integrations'),
];
