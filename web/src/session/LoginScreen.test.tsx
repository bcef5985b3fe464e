// @vitest-environment jsdom
import '../test/dom';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeTree } from '../router';
import { theme } from '../theme';
import { queryClient } from './session';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function renderAt(path: string) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

async function signIn(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username or email'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the lock-out with the Retry-After wait and disables signing in', async () => {
    const fetch = vi.fn(async () =>
      json(429, { Message: 'Locked', Code: 'User.Locked' }, { 'Retry-After': '17' }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt('/login');
    await signIn('ana', 'wrong-password');
    expect(await screen.findByText('Too many failed sign-ins. Try again in 17 s.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says wrong credentials without telling which one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { Message: 'Invalid credentials', Code: 'User.InvalidCredentials' })),
    );
    renderAt('/login');
    await signIn('ana', 'wrong-password');
    expect(await screen.findByText('Wrong username or password.')).toBeTruthy();
  });

  it('asks a new account for its own password and shows the service error next to the field', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const answers = [
      json(200, { first_signin: true, session_token: 'tok-1' }),
      json(400, { Message: 'The new password must differ from the old one', Code: 'User.PasswordReused' }),
    ];
    vi.stubGlobal(
      'fetch',
      // The typed client passes one Request; the plain one a URL and its init.
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request =
          input instanceof Request ? input : new Request(new URL(String(input), 'http://x'), init);
        calls.push({
          url: new URL(request.url, 'http://x').pathname,
          body: JSON.parse(await request.text()),
        });
        return answers.shift() ?? json(500, {});
      }),
    );
    renderAt('/login?next=%2Fviews%2Fitem_master');
    await signIn('ana@example.com', 'initial-password');
    const fresh = await screen.findByLabelText('New password', { selector: 'input' });
    fireEvent.change(fresh, { target: { value: 'initial-password' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password', { selector: 'input' }), {
      target: { value: 'initial-password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(await screen.findByText('The new password must differ from the old one')).toBeTruthy();
    // Next to its field: the message describes the new-password input.
    const field = screen.getByLabelText('New password', { selector: 'input' });
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('The new password must differ from the old one');
    expect(calls).toEqual([
      { url: '/api/authenticate', body: { username: 'ana@example.com', password: 'initial-password' } },
      { url: '/api/first-signin', body: { session_token: 'tok-1', new_password: 'initial-password' } },
    ]);
  });
});
