import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  Paper,
  PasswordInput,
  PinInput,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toDataURL } from 'qrcode';
import { useState } from 'react';
import { applyErrorToForm } from '../../api/fieldErrors';
import { typedApi, unwrap } from '../../api/typed';
import { profileQuery, useProfile } from '../../session/session';
import { useBusyAction } from '../../session/useBusyAction';

const PASSWORD_FIELDS = {
  'User.InvalidCredentials': 'current_password',
  'User.PasswordTooShort': 'new_password',
  'User.PasswordReused': 'new_password',
};

function PasswordChange() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { current_password: '', new_password: '', confirm: '' },
    validate: {
      current_password: (v) => (v ? null : 'Enter your current password'),
      new_password: (v) => (v.length >= 8 ? null : 'At least 8 characters'),
      confirm: (v, values) => (v === values.new_password ? null : 'The passwords differ'),
    },
  });
  const submit = form.onSubmit(async ({ current_password, new_password }) => {
    setError(null);
    try {
      await unwrap(typedApi.PUT('/api/profile/password', { body: { current_password, new_password } }));
    } catch (e) {
      const left = applyErrorToForm(form, e, PASSWORD_FIELDS);
      if (left) setError(left.message);
      return;
    }
    // A password change ends every session of the user (contract part 2): sign in again with the new one.
    notifications.show({ color: 'green', message: 'Password changed. Sign in with the new password.' });
    await navigate({ to: '/login', search: {} });
  });
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={360}>
          <Title order={2} size="h4">
            Change password
          </Title>
          {error && <Alert color="red">{error}</Alert>}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            {...form.getInputProps('confirm')}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function TwoFactor({ enabled }: { enabled: boolean }) {
  const client = useQueryClient();
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  const [code, setCode] = useState('');
  const {
    busy,
    error,
    run: act,
  } = useBusyAction((e) => {
    setCode('');
    return e instanceof Error ? e.message : String(e);
  });

  const begin = () =>
    act(async () => {
      const answer = await unwrap(typedApi.POST('/api/2fa/setup'));
      // Rendered here from otpauth_url: the secret never leaves the browser for a QR service.
      const qr = await toDataURL(answer.otpauth_url, { margin: 1, width: 200 });
      setSetup({ secret: answer.secret, qr });
    });

  const confirm = (path: '/api/2fa/enable' | '/api/2fa/disable') =>
    act(async () => {
      await unwrap(typedApi.POST(path, { body: { code } }));
      setSetup(null);
      setCode('');
      await client.invalidateQueries({ queryKey: profileQuery.queryKey });
      notifications.show({
        color: 'green',
        message:
          path === '/api/2fa/enable'
            ? 'Two-factor authentication is on.'
            : 'Two-factor authentication is off.',
      });
    });

  return (
    <Paper withBorder p="md">
      <Stack gap="sm" maw={420}>
        <Group gap="xs">
          <Title order={2} size="h4">
            Two-factor authentication
          </Title>
          <Badge color={enabled ? '#1b5e20' : 'gray.7'}>{enabled ? 'On' : 'Off'}</Badge>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {!enabled && !setup && (
          <Group>
            <Button onClick={() => void begin()} loading={busy}>
              Set up two-factor authentication
            </Button>
          </Group>
        )}
        {setup && (
          <>
            <Text size="sm">
              Scan this code with your authenticator app, or type the key, then enter the code it shows.
            </Text>
            <Image src={setup.qr} alt="QR code of the authenticator key" w={200} h={200} />
            <Text size="sm">
              Key: <Code data-testid="totp-secret">{setup.secret}</Code>
            </Text>
          </>
        )}
        {(setup || enabled) && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (code.length === 6) void confirm(enabled ? '/api/2fa/disable' : '/api/2fa/enable');
            }}
          >
            <Stack gap="xs">
              <Text size="sm" id="profile-code-help">
                {enabled
                  ? 'To turn two-factor authentication off, enter a current code.'
                  : 'Code from the app'}
              </Text>
              <PinInput
                length={6}
                type="number"
                value={code}
                onChange={setCode}
                getInputProps={(index) => ({
                  'aria-label': `Code digit ${index + 1}`,
                  'aria-describedby': 'profile-code-help',
                })}
              />
              <Group>
                <Button
                  type="submit"
                  loading={busy}
                  disabled={code.length !== 6}
                  color={enabled ? 'red' : undefined}
                >
                  {enabled ? 'Turn off' : 'Turn on'}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

/** The signed-in user's profile, privileges, 2FA and password. */
export function ProfileScreen() {
  const profile = useProfile();
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        Profile
      </Title>
      <Paper withBorder p="md">
        <Table variant="vertical" layout="fixed" withTableBorder={false}>
          <Table.Tbody>
            {(
              ['User Fullname', 'Username', 'User Email', 'User Phone', 'Role Name', 'User Status'] as const
            ).map((key) => (
              <Table.Tr key={key}>
                <Table.Th w={180}>{key}</Table.Th>
                <Table.Td>{profile[key] ?? ''}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>Privileges</Table.Th>
              <Table.Td>
                <Group gap={4}>
                  {profile.Privileges.map((p) => (
                    <Badge key={p.type} color={p.access === 'Edit' ? 'indigo.7' : 'gray.7'}>
                      {p.type} / {p.access}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
      <TwoFactor enabled={profile['2FA Enabled']} />
      <PasswordChange />
    </Stack>
  );
}
