import {
  Alert,
  Button,
  Center,
  Paper,
  PasswordInput,
  PinInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isApiError } from '../api/client';
import { applyErrorToForm } from '../api/fieldErrors';
import { typedApi, unwrap } from '../api/typed';
import type { LoginAnswer } from '../api/types';
import { markInteractive } from '../perf';
import { safeNext } from '../router';
import { profileQuery, queryClient, readableViewsQuery } from './session';
import { useBusyAction } from './useBusyAction';

type Step =
  | { kind: 'credentials' }
  | { kind: 'first-signin'; token: string }
  | { kind: 'two-factor'; token: string };

/** Seconds left of a lock-out, counting down from the `Retry-After` of `429 User.Locked`. */
function useCountdown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, now]);
  return [
    Math.max(0, Math.ceil((until - now) / 1000)),
    (s) => {
      // One clock reading for both: two could differ by a millisecond and show Retry-After + 1 s.
      const at = Date.now();
      setNow(at);
      setUntil(at + s * 1000);
    },
  ];
}

function errorText(error: unknown): string {
  if (isApiError(error, 'User.InvalidCredentials')) return 'Wrong username or password.';
  if (isApiError(error, 'User.Invalid2FACode'))
    return 'That code is not valid. Enter the current code from your app.';
  if (isApiError(error, 'User.InvalidSessionToken'))
    return 'This sign-in step has expired. Sign in again with your password.';
  return error instanceof Error ? error.message : String(error);
}

/** Login by username or email, then first sign-in (set a password) or a 2FA code when the service asks. */
export function LoginScreen() {
  const { next } = useSearch({ from: '/login' });
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [lockedFor, lockFor] = useCountdown();
  const { busy, error, run } = useBusyAction((e) => {
    if (isApiError(e, 'User.Locked')) {
      lockFor(Number(e.headers.get('Retry-After')) || 30);
      return null;
    }
    if (isApiError(e, 'User.InvalidSessionToken')) setStep({ kind: 'credentials' });
    return errorText(e);
  });

  const credentials = useForm({
    initialValues: { username: '', password: '' },
    validate: {
      username: (v) => (v.trim() ? null : 'Enter your username or email'),
      password: (v) => (v ? null : 'Enter your password'),
    },
  });
  const firstSignin = useForm({
    initialValues: { new_password: '', confirm: '' },
    validate: {
      new_password: (v) => (v.length >= 8 ? null : 'At least 8 characters'),
      confirm: (v, values) => (v === values.new_password ? null : 'The passwords differ'),
    },
  });
  const [code, setCode] = useState('');
  useEffect(() => markInteractive('login'), []);

  const finish = async () => {
    queryClient.removeQueries({ queryKey: profileQuery.queryKey });
    queryClient.removeQueries({ queryKey: readableViewsQuery.queryKey });
    await navigate({ to: safeNext(next), replace: true });
  };

  const onCredentials = credentials.onSubmit((values) =>
    run(async () => {
      const answer = (await unwrap(typedApi.POST('/api/authenticate', { body: values }))) as LoginAnswer;
      if ('first_signin' in answer) setStep({ kind: 'first-signin', token: answer.session_token });
      else if ('two_factor_required' in answer) setStep({ kind: 'two-factor', token: answer.session_token });
      else await finish();
    }),
  );

  const onFirstSignin = firstSignin.onSubmit((values) =>
    run(async () => {
      if (step.kind !== 'first-signin') return;
      try {
        await unwrap(
          typedApi.POST('/api/first-signin', {
            body: { session_token: step.token, new_password: values.new_password },
          }),
        );
      } catch (e) {
        if (applyErrorToForm(firstSignin, e) === null) return;
        throw e;
      }
      await finish();
    }),
  );

  const submitCode = (value: string) =>
    run(async () => {
      if (step.kind !== 'two-factor') return;
      try {
        await unwrap(typedApi.POST('/api/verify-2fa', { body: { session_token: step.token, code: value } }));
      } catch (e) {
        setCode('');
        throw e;
      }
      await finish();
    });

  return (
    <Center mih="100vh" bg="gray.0" component="main">
      <Paper withBorder shadow="sm" p="xl" w={380}>
        <Stack gap="md">
          <Title order={1} size="h2">
            Supplyline
          </Title>
          {lockedFor > 0 && (
            <Alert color="orange" title="Account temporarily locked" role="alert">
              Too many failed sign-ins. Try again in {lockedFor} s.
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {step.kind === 'credentials' && (
            <form onSubmit={onCredentials} noValidate>
              <Stack gap="sm">
                <TextInput
                  label="Username or email"
                  autoComplete="username"
                  autoFocus
                  {...credentials.getInputProps('username')}
                />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  {...credentials.getInputProps('password')}
                />
                <Button type="submit" loading={busy} disabled={lockedFor > 0}>
                  Sign in
                </Button>
              </Stack>
            </form>
          )}
          {step.kind === 'first-signin' && (
            <form onSubmit={onFirstSignin} noValidate>
              <Stack gap="sm">
                <Text size="sm">
                  This is your first sign-in. Choose your own password (at least 8 characters).
                </Text>
                <PasswordInput
                  label="New password"
                  autoComplete="new-password"
                  autoFocus
                  {...firstSignin.getInputProps('new_password')}
                />
                <PasswordInput
                  label="Repeat the new password"
                  autoComplete="new-password"
                  {...firstSignin.getInputProps('confirm')}
                />
                <Button type="submit" loading={busy}>
                  Set password and continue
                </Button>
              </Stack>
            </form>
          )}
          {step.kind === 'two-factor' && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (code.length === 6) void submitCode(code);
              }}
            >
              <Stack gap="sm">
                <Text size="sm" id="code-help">
                  Enter the 6-digit code from your authenticator app.
                </Text>
                <PinInput
                  length={6}
                  type="number"
                  oneTimeCode
                  autoFocus
                  value={code}
                  onChange={setCode}
                  onComplete={(value) => void submitCode(value)}
                  aria-label="Authentication code"
                  getInputProps={(index) => ({
                    'aria-label': `Code digit ${index + 1}`,
                    'aria-describedby': 'code-help',
                  })}
                />
                <Button type="submit" loading={busy} disabled={code.length !== 6 || lockedFor > 0}>
                  Verify
                </Button>
                <Button variant="subtle" onClick={() => setStep({ kind: 'credentials' })}>
                  Back to sign-in
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
