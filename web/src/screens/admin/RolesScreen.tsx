import {
  Button,
  Checkbox,
  Grid,
  Group,
  NavLink,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type BodyOf, listRows, typedApi, unwrap } from '../../api/typed';
import type { AccessLevel, Privilege } from '../../api/types';
import { useHasPrivilege } from '../../session/session';
import { AdminTitle, ApiErrorAlert, PRIVILEGE_TYPES } from './shared';

interface Role {
  id: number;
  'Role Name': string;
  'Role Description': string;
  Privileges: Privilege[];
}

/** Built-in roles (contract part 2) keep their privileges. */
const BUILT_IN = new Set(['Superuser', 'Service']);
type PrivilegeType = BodyOf<'/api/role', 'post'>['Privileges'][number]['type'];

/** Roles and their privileges as a matrix: one row per privilege type, View and Edit columns. */
export function RolesScreen() {
  const roles = useQuery({
    queryKey: ['roles'],
    queryFn: () => listRows<Role>('/api/role', { page_size: 1000 }),
  });
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const rows = roles.data?.data.rows ?? [];
  const current = selected === 'new' ? null : (rows.find((r) => r.id === selected) ?? rows[0] ?? null);
  return (
    <Stack gap="sm">
      <AdminTitle>Roles and privileges</AdminTitle>
      <ApiErrorAlert error={roles.error} />
      <Grid>
        <Grid.Col span={3}>
          <Paper withBorder p="xs">
            <nav aria-label="Roles">
              {rows.map((role) => (
                <NavLink
                  key={role.id}
                  label={role['Role Name']}
                  active={selected !== 'new' && current?.id === role.id}
                  onClick={() => setSelected(role.id)}
                  component="button"
                />
              ))}
            </nav>
            <Button variant="light" fullWidth mt="xs" onClick={() => setSelected('new')}>
              New role
            </Button>
          </Paper>
        </Grid.Col>
        <Grid.Col span={9}>
          {(current || selected === 'new') && (
            <RoleForm
              key={selected === 'new' ? 'new' : current?.id}
              role={selected === 'new' ? null : current}
              onSaved={(id) => setSelected(id)}
              onDeleted={() => setSelected(null)}
            />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function RoleForm({
  role,
  onSaved,
  onDeleted,
}: {
  role: Role | null;
  onSaved: (id: number) => void;
  onDeleted: () => void;
}) {
  const queryClient = useQueryClient();
  const canEdit = useHasPrivilege('Users', 'Edit');
  const locked = !canEdit || (role !== null && BUILT_IN.has(role['Role Name']));
  const [name, setName] = useState(role?.['Role Name'] ?? '');
  const [description, setDescription] = useState(role?.['Role Description'] ?? '');
  const [access, setAccess] = useState<Map<string, AccessLevel>>(
    () => new Map((role?.Privileges ?? []).map((p) => [p.type, p.access])),
  );
  const types = [...new Set([...PRIVILEGE_TYPES, ...access.keys()])];
  const toggle = (type: string, level: AccessLevel, on: boolean) =>
    setAccess((current) => {
      const next = new Map(current);
      // Edit implies View: checking Edit grants it, unchecking View removes both.
      if (on) next.set(type, level === 'Edit' ? 'Edit' : (current.get(type) ?? 'View'));
      else if (level === 'View') next.delete(type);
      else next.set(type, 'View');
      return next;
    });
  const body = () => ({
    'Role Name': name,
    'Role Description': description,
    Privileges: [...access].map(([type, level]) => ({ type: type as PrivilegeType, access: level })),
  });
  const save = useMutation({
    mutationFn: () =>
      unwrap(
        role
          ? typedApi.PUT('/api/role/{id}', { params: { path: { id: role.id } }, body: body() })
          : typedApi.POST('/api/role', { body: body() }),
      ),
    onSuccess: (saved) => {
      notifications.show({ color: 'green', title: 'Role saved', message: saved['Role Name'] });
      void queryClient.invalidateQueries({ queryKey: ['roles'] });
      onSaved(saved.id);
    },
  });
  const remove = useMutation({
    mutationFn: () => unwrap(typedApi.DELETE('/api/role/{id}', { params: { path: { id: role?.id ?? 0 } } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['roles'] });
      onDeleted();
    },
  });
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <ApiErrorAlert error={save.error ?? remove.error} title="Not saved" />
        <Group grow align="flex-start">
          <TextInput
            label="Role name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            disabled={locked}
            required
          />
          <Textarea
            label="Role description"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            disabled={locked}
            autosize
            minRows={1}
          />
        </Group>
        {role && BUILT_IN.has(role['Role Name']) && (
          <Text size="sm" c="dimmed">
            A built-in role: its privileges cannot change.
          </Text>
        )}
        <Table
          withTableBorder
          striped
          verticalSpacing={2}
          aria-label={`Privileges of ${name || 'the new role'}`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Privilege</Table.Th>
              <Table.Th ta="center">View</Table.Th>
              <Table.Th ta="center">Edit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {types.map((type) => {
              const level = access.get(type);
              return (
                <Table.Tr key={type}>
                  <Table.Td>{type}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${type} View`}
                      checked={level !== undefined}
                      onChange={(e) => toggle(type, 'View', e.currentTarget.checked)}
                      disabled={locked}
                      style={{ display: 'flex', justifyContent: 'center' }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${type} Edit`}
                      checked={level === 'Edit'}
                      onChange={(e) => toggle(type, 'Edit', e.currentTarget.checked)}
                      disabled={locked}
                      style={{ display: 'flex', justifyContent: 'center' }}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          {role && !locked && (
            <Button
              variant="default"
              onClick={() => {
                if (window.confirm(`Delete the role ${role['Role Name']}?`)) remove.mutate();
              }}
              loading={remove.isPending}
            >
              Delete role
            </Button>
          )}
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={locked}>
            {role ? 'Save role' : 'Create role'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
