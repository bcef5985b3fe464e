import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useProfile } from '../session/session';
import { useNavigation } from './navigation';

/** The landing page: the user's lists by group (dashboards come with a later issue). */
export function HomeScreen() {
  const profile = useProfile();
  const groups = useNavigation();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Welcome, {profile['User Fullname']}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {groups.map((group) => (
          <Card key={group.group} withBorder padding="md">
            <Title order={2} size="h4" mb="xs">
              {group.group}
            </Title>
            <Stack gap={4}>
              {group.entries.map((entry) => (
                <Anchor key={entry.to} component={Link} to={entry.to}>
                  {entry.label}
                </Anchor>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {groups.length === 0 && (
        <Text>Your role grants no lists yet. Ask an administrator for privileges.</Text>
      )}
    </Stack>
  );
}
