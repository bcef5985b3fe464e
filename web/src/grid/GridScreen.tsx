import { Button, Stack, Switch, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, type LinkProps } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { createLinkOf } from '../plugins';
import { listSource } from './catalog';
import type { GridSearch } from './gridState';
import { ImportDialog } from './ImportDialog';
import { importOf, importTablesQuery } from './importApi';
import { gridSourceOf } from './listQuery';
import { ViewGrid } from './ViewGrid';

// Routes are typed per route (params, validateSearch); the tree has plug-in routes, so no global Register and
// search writes are cast once here.
const route = getRouteApi('/app/views/$name');

/** /views/<name>: any list of the catalog or of the view registry in the generic grid; the URL holds its state. */
export function GridScreen() {
  const { name } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const client = useQueryClient();
  const list = listSource(name);
  const create = list.endpoint ? undefined : createLinkOf(list.name);
  const source = useMemo(() => gridSourceOf(list), [list]);
  // The service declares which tables the user may import into, and on which list screens (none for endpoints).
  const imports = useQuery({ ...importTablesQuery, enabled: !list.endpoint });
  const importTarget = list.endpoint ? undefined : importOf(imports.data, name);
  const [importing, setImporting] = useState(false);
  // A new grid after an import: its rows are read again.
  const [generation, setGeneration] = useState(0);
  return (
    <Stack gap="sm" h="calc(100vh - 52px - 2 * var(--mantine-spacing-md))">
      <Title order={1} size="h3">
        {list.title}
      </Title>
      <ViewGrid
        key={`${name}:${generation}`}
        source={source}
        state={search}
        label={list.title}
        actions={
          <>
            {importTarget && (
              <Button variant="default" onClick={() => setImporting(true)}>
                Import
              </Button>
            )}
            {list.toggles?.map((toggle) => (
              <Switch
                key={toggle.key}
                label={toggle.label}
                checked={search.filters?.[toggle.key] !== undefined}
                onChange={(event) => {
                  const { [toggle.key]: _, ...others } = search.filters ?? {};
                  const filters = event.currentTarget.checked
                    ? { ...others, [toggle.key]: toggle.filter }
                    : others;
                  void navigate({
                    search: {
                      ...search,
                      filters: Object.keys(filters).length > 0 ? filters : undefined,
                      page: undefined,
                    } as never,
                  });
                }}
              />
            ))}
            {create && (
              <Button component={Link} {...({ to: create } as LinkProps)}>
                New
              </Button>
            )}
          </>
        }
        onStateChange={(next: GridSearch) => void navigate({ search: next as never })}
      />
      {importing && importTarget && (
        <ImportDialog
          target={importTarget}
          title={list.title}
          onClose={() => setImporting(false)}
          onImported={() => {
            void client.invalidateQueries({ queryKey: ['list'] }).then(() => setGeneration((n) => n + 1));
          }}
        />
      )}
    </Stack>
  );
}
