import { AppShell, Burger, Group, Menu, NavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { rememberSession } from '../api/client';
import { useLiveSync } from '../api/liveSync';
import { typedApi, unwrap } from '../api/typed';
import { NotificationBell } from '../screens/notifications/NotificationBell';
import { queryClient, useProfile } from '../session/session';
import { useNavigation } from './navigation';

/** Header (app name, notifications, user menu), side navigation by group, and the current screen. */
export function AppShellLayout() {
  const [opened, { toggle }] = useDisclosure();
  const profile = useProfile();
  const groups = useNavigation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();
  // One live stream per tab: lists, plan screens, dashboards and the inbox follow what changes.
  useLiveSync();

  const logout = async () => {
    try {
      await unwrap(typedApi.POST('/api/logout'));
    } finally {
      rememberSession(false);
      await navigate({ to: '/login', search: {} });
      queryClient.clear();
    }
  };

  return (
    <AppShell
      header={{ height: 52 }}
      navbar={{ width: { base: 200, xl: 240 }, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      {/* The first Tab stop: straight to the screen, past the header and the menu. */}
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Text component={Link} to="/" fw={700} size="lg" c="indigo.8" td="none">
              Supplyline
            </Text>
          </Group>
          <Group gap="sm">
            <NotificationBell />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label={`Account menu of ${profile['User Fullname']}`} px="xs" py={4}>
                  <Text size="sm" fw={500}>
                    {profile['User Fullname']}
                  </Text>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{profile['Role Name']}</Menu.Label>
                <Menu.Item component={Link} to="/profile">
                  Profile and security
                </Menu.Item>
                <Menu.Item onClick={() => void logout()}>Log out</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label="Main navigation">
        <ScrollArea p="xs">
          {groups.map((group) => (
            <NavLink key={group.group} label={group.group} defaultOpened childrenOffset={12} fw={600}>
              {group.entries.map((entry) => (
                <NavLink
                  key={entry.to}
                  component={Link}
                  to={entry.to}
                  label={entry.label}
                  active={pathname === entry.to || pathname.startsWith(`${entry.to}/`)}
                />
              ))}
            </NavLink>
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
