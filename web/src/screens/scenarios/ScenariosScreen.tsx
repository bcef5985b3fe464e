import { Button, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { GridSearch } from '../../grid/gridState';
import { ViewGrid } from '../../grid/ViewGrid';
import { useHasPrivilege } from '../../session/session';
import { pathLink, pathNavigation } from '../orders/links';

/** Every scenario (view scenario_list), each leading to its editor and comparison. */
export function ScenariosScreen() {
  const search = useSearch({ strict: false }) as GridSearch;
  const navigate = useNavigate();
  const canEdit = useHasPrivilege('Scenarios', 'Edit');
  return (
    <Stack gap="sm">
      <Title order={1} size="h3">
        Scenarios
      </Title>
      <ViewGrid
        source={{ view: 'scenario_list' }}
        state={search}
        onStateChange={(next) => void navigate({ ...pathNavigation('/scenarios'), search: next as never })}
        label="Scenarios"
        rowLink={(row) => `/scenarios/${row.id}`}
        actions={
          canEdit && (
            <Button component={Link} {...pathLink('/scenarios/new')} size="xs">
              New scenario
            </Button>
          )
        }
      />
    </Stack>
  );
}
