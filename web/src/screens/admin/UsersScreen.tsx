import {
  Button,
  Group,
  Modal,
  Pagination,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type BodyOf, listRows, typedApi, unwrap } from '../../api/typed';
import { DialogActions } from '../../editing/DialogActions';
import { useHasPrivilege } from '../../session/session';
import { useListPage } from '../ListPagination';
import { placedFieldError } from '../masters/field-error';
import { TableHead } from '../TableHead';
import { ActionsCell, AdminTitle, ApiErrorAlert, useFormValues } from './shared';

interface UserRow {
  id: number;
  'User Fullname': string;
  Username: string;
  'User Email': string;
  'Role Name': string;
  'User Status': string;
  '2FA Enabled': boolean;
  'First Signin': boolean;
}

interface Role {
  id: number;
  'Role Name': string;
}

const PAGE_SIZE = 25;

/** Users: list with search and paging, create, deactivate, reset 2FA. */
export function UsersScreen() {
  const queryClient = useQueryClient();
  const canEdit = useHasPrivilege('Users', 'Edit');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { page, setPage, fromFirstPage } = useListPage();
  const [creating, setCreating] = useState(false);
  const users = useQuery({
    queryKey: ['admin-users', debounced, page],
    queryFn: () =>
      listRows<UserRow>('/api/user', {
        search: debounced || undefined,
        page,
        page_size: PAGE_SIZE,
        sort: { key: 'Username', type: 'Ascending' },
      }),
    placeholderData: keepPreviousData,
  });
  const act = useMutation({
    mutationFn: ({ user, action }: { user: UserRow; action: 'deactivate' | 'reset2fa' | 'activate' }) =>
      unwrap(
        action === 'deactivate'
          ? typedApi.DELETE('/api/user/{id}', { params: { path: { id: user.id } } })
          : typedApi.PUT('/api/user/{id}', {
              params: { path: { id: user.id } },
              body: action === 'reset2fa' ? { '2FA Enabled': false } : { 'User Status': 'Active' },
            }),
      ),
    onSuccess: (_, { user, action }) => {
      notifications.show({
        color: 'green',
        title: user.Username,
        message:
          action === 'deactivate'
            ? 'Deactivated'
            : action === 'reset2fa'
              ? 'Two-factor authentication reset'
              : 'Activated',
      });
      void queryClient.invalidateQueries({ queryKey: ['admin-users'] });
    },
  });
  const total = users.data?.extra.total ?? 0;
  return (
    <Stack gap="sm">
      <AdminTitle actions={canEdit && <Button onClick={() => setCreating(true)}>New user</Button>}>
        Users
      </AdminTitle>
      <TextInput
        label="Search users"
        value={search}
        onChange={fromFirstPage((event) => setSearch(event.currentTarget.value))}
        maw={320}
      />
      <ApiErrorAlert error={users.error ?? act.error} />
      <Table striped withTableBorder highlightOnHover>
        <TableHead columns={['Username', 'Full name', 'Email', 'Role', 'Status', '2FA', 'Actions']} />
        <Table.Tbody>
          {users.data?.data.rows.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.Username}</Table.Td>
              <Table.Td>{user['User Fullname']}</Table.Td>
              <Table.Td>{user['User Email']}</Table.Td>
              <Table.Td>{user['Role Name']}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={user['User Status'] === 'Active' ? 600 : 400}>
                  {user['User Status']}
                </Text>
              </Table.Td>
              <Table.Td>{user['2FA Enabled'] ? 'On' : 'Off'}</Table.Td>
              <ActionsCell shown={canEdit}>
                {user['User Status'] === 'Active' ? (
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={`Deactivate ${user.Username}`}
                    onClick={() => {
                      if (window.confirm(`Deactivate ${user.Username}? Their sessions end at once.`))
                        act.mutate({ user, action: 'deactivate' });
                    }}
                  >
                    Deactivate
                  </Button>
                ) : (
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={`Activate ${user.Username}`}
                    onClick={() => act.mutate({ user, action: 'activate' })}
                  >
                    Activate
                  </Button>
                )}
                {user['2FA Enabled'] && (
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={`Reset 2FA of ${user.Username}`}
                    onClick={() => act.mutate({ user, action: 'reset2fa' })}
                  >
                    Reset 2FA
                  </Button>
                )}
              </ActionsCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm">{total} users</Text>
        <Pagination
          total={Math.max(1, Math.ceil(total / PAGE_SIZE))}
          value={page}
          onChange={setPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      </Group>
      {creating && <CreateUserModal onClose={() => setCreating(false)} />}
    </Stack>
  );
}

const USER_FIELDS = [
  'User Fullname',
  'Username',
  'User Email',
  'User Phone',
  'Role Name',
  'Password',
] as const;

function CreateUserModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const roles = useQuery({
    queryKey: ['roles'],
    queryFn: () => listRows<Role>('/api/role', { page_size: 1000 }),
  });
  const { values, setValues, setFieldError, errorAt, text } = useFormValues<(typeof USER_FIELDS)[number]>();
  const [formError, setFormError] = useState<unknown>(null);
  const create = useMutation({
    mutationFn: () =>
      unwrap(
        typedApi.POST('/api/user', {
          // The form's fields are the body's (USER_FIELDS).
          body: {
            ...Object.fromEntries(USER_FIELDS.map((key) => [key, values[key] ?? ''])),
            'User Phone': values['User Phone'] || null,
          } as BodyOf<'/api/user', 'post'>,
        }),
      ),
    onSuccess: () => {
      notifications.show({
        color: 'green',
        title: 'User created',
        message: `${values.Username} sets a new password at the first sign-in`,
      });
      void queryClient.invalidateQueries({ queryKey: ['admin-users'] });
      onClose();
    },
    onError: (error) => {
      const placed = placedFieldError(
        USER_FIELDS.map((k) => ({ key: k })),
        'User',
        error,
      );
      if (placed) setFieldError(placed);
      else setFormError(error);
    },
  });
  return (
    <Modal opened onClose={onClose} title="New user" size="lg" centered>
      <Stack gap="sm">
        <ApiErrorAlert error={formError ?? roles.error} title="Not created" />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput {...text('User Fullname', 'Full name')} required data-autofocus />
          <TextInput {...text('Username', 'Username')} required />
          <TextInput {...text('User Email', 'Email')} required type="email" />
          <TextInput {...text('User Phone', 'Phone')} />
          <Select
            label="Role"
            required
            data={(roles.data?.data.rows ?? []).map((r) => r['Role Name'])}
            value={values['Role Name'] ?? null}
            onChange={(value) => setValues((v) => ({ ...v, 'Role Name': value ?? '' }))}
            error={errorAt('Role Name')}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
          <PasswordInput
            {...text('Password', 'Temporary password')}
            required
            description="At least 8 characters; the user replaces it at the first sign-in"
          />
        </SimpleGrid>
        <DialogActions
          label="Create user"
          onCancel={onClose}
          onConfirm={() => {
            setFieldError(null);
            setFormError(null);
            create.mutate();
          }}
          loading={create.isPending}
        />
      </Stack>
    </Modal>
  );
}
