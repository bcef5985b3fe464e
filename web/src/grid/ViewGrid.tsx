import { Anchor, Button, Checkbox, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  CellStyleModule,
  type ColDef,
  ColumnApiModule,
  ColumnAutoSizeModule,
  type FirstDataRenderedEvent,
  type GetRowIdParams,
  type GridApi,
  type GridReadyEvent,
  GridStateModule,
  type ICellRendererParams,
  type IDatasource,
  type IGetRowsParams,
  InfiniteRowModelModule,
  ModuleRegistry,
  PaginationModule,
  type SortChangedEvent,
  TooltipModule,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLiveRefresh } from '../api/live';
import { typedApi, unwrapWithHeaders } from '../api/typed';
import type { ListHeader, ListRow } from '../api/types';
import { markInteractive } from '../perf';
import { cellTextOf, rowLinkOf } from '../plugins';
import { listSource } from './catalog';
import { FilterPanel } from './FilterPanel';
import { formatCell, isNumeric } from './format';
import {
  DEFAULT_PAGE_SIZE,
  type GridSearch,
  hiddenColumns,
  keyColumnOf,
  listQueryOf,
  PAGE_SIZES,
  withColumn,
} from './gridState';
import { ListErrorAlert, listErrorParts } from './ListErrorAlert';
import { type GridSource, listPageQuery, pathOf } from './listQuery';

// Only what this grid uses (server-side rows, paging, initial state, column state, header tooltips): the rest of
// AG Grid stays out of the chunk.
ModuleRegistry.registerModules([
  InfiniteRowModelModule,
  PaginationModule,
  GridStateModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  TooltipModule,
  CellStyleModule, // right-aligned number columns (type 'rightAligned' is a cellClass)
  ColumnAutoSizeModule, // the key column as wide as its longest shown value
]);

export interface ViewGridProps {
  source: GridSource;
  /** The screen's state (from the URL). */
  state: GridSearch;
  /** Called with the next state; the screen writes it to the URL. */
  onStateChange: (next: GridSearch) => void;
  /** Accessible name of the grid, e.g. the screen title. */
  label: string;
  /** Extra buttons in the toolbar (e.g. "New purchase order"). */
  actions?: React.ReactNode;
  /** Where a row's `string-link` cell leads (default: what the screen areas registered for the view). */
  rowLink?: (row: ListRow) => string | undefined;
}

// Grid options as constants: AgGridReact compares each prop by identity on every render, and a new
// defaultColDef object rebuilds every column.
const DEFAULT_COL_DEF: ColDef<ListRow> = { wrapHeaderText: true, autoHeaderHeight: true };
const PAGE_SIZE_SELECTOR = [...PAGE_SIZES];
const rowIdOf = (p: GetRowIdParams<ListRow>) => String(p.data.id);
/** Fits the pinned key column to the rows shown, so a PO or item number is never cut off. */
const fitKeyColumn = (api: GridApi<ListRow> | null, key: string | undefined) => {
  if (api && key && !api.isDestroyed()) api.autoSizeColumns([key], false);
};

function LinkCell(props: ICellRendererParams<ListRow> & { linkOf: (row: ListRow) => string | undefined }) {
  const text = props.valueFormatted ?? String(props.value ?? '');
  const to = props.data ? props.linkOf(props.data) : undefined;
  if (!to) return <span>{text}</span>;
  return (
    <Anchor component={Link} to={to} size="sm">
      {text}
    </Anchor>
  );
}

function columnDefs(
  headers: ListHeader[],
  hidden: string[],
  linkOf: (row: ListRow) => string | undefined,
  view?: string,
  key?: string,
): ColDef<ListRow>[] {
  return headers.map((header) => {
    const numeric = isNumeric(header.format);
    const custom = view ? cellTextOf(view, header.key) : undefined;
    const text = custom?.text;
    return {
      colId: header.key,
      headerName: header.alias ?? header.key,
      headerTooltip: header.alias ? header.key : undefined,
      valueGetter: (p) => p.data?.[header.key],
      valueFormatter: (p) => (text ? text(p.value) : formatCell(p.value, header.format)),
      ...(text ? { tooltipValueGetter: (p) => (text ? text(p.value) : undefined) } : {}),
      type: numeric ? 'rightAligned' : undefined,
      sortable: true,
      resizable: true,
      hide: hidden.includes(header.key),
      minWidth: 110,
      // The key column stays in view when scrolling sideways and is sized to its values (fitKeyColumn).
      ...(header.key === key
        ? { pinned: 'left' as const, lockPinned: true, suppressSizeToFit: true }
        : { flex: custom?.flex ?? 1 }),
      ...(header.format === 'string-link' ? { cellRenderer: LinkCell, cellRendererParams: { linkOf } } : {}),
    } satisfies ColDef<ListRow>;
  });
}

/** Saves an answer's body as a file the browser downloads, under the name its headers give. */
function download(body: Blob, headers: Headers, fallbackName: string) {
  const disposition = headers.get('Content-Disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  const url = URL.createObjectURL(body);
  const a = document.createElement('a');
  a.href = url;
  a.download = name ? decodeURIComponent(name) : fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The generic table of every list: headers from the envelope (alias else key, format-aware cells), server-side
 * paging, sorting, filtering and search through AG Grid's Infinite Row Model, a column chooser, the row count and
 * Export to Excel with the current filters and sort. All state lives in `state` (the URL).
 */
export function ViewGrid({ source, state, onStateChange, label, actions, rowLink }: ViewGridProps) {
  const client = useQueryClient();
  const pageSize = state.size ?? DEFAULT_PAGE_SIZE;
  const page = state.page ?? 1;
  // The previous answer stays while the next loads, so the grid (and its column state) is never torn down.
  const current = useQuery({ ...listPageQuery(source, state, page), placeholderData: keepPreviousData });
  const [grid, setGrid] = useState<GridApi<ListRow> | null>(null);
  const [exporting, setExporting] = useState(false);
  /** A later page that failed to load (the first page's error is the query's). */
  const [pageError, setPageError] = useState<unknown>(null);
  const [search, setSearch] = useState(state.q ?? '');
  const stateRef = useRef(state);
  stateRef.current = state;
  const changeRef = useRef(onStateChange);
  changeRef.current = onStateChange;

  useEffect(() => setSearch(state.q ?? ''), [state.q]);

  const headers = current.data?.data.headers;
  const headerKeys = headers?.map((h) => `${h.key}:${h.format}:${h.alias ?? ''}`).join('|');
  const linkOf = useCallback(
    (row: ListRow) => (rowLink ? rowLink(row) : source.view ? rowLinkOf(source.view, row) : undefined),
    [rowLink, source.view],
  );
  const keyColumn = headers
    ? keyColumnOf(headers, source.view ? listSource(source.view).key : undefined)
    : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the header set changes, not its identity
  const hidden = useMemo(
    () => (headers ? hiddenColumns(headers, state, keyColumn) : []),
    [headerKeys, state.hide, state.show, keyColumn],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the header set changes, not its identity
  const defs = useMemo(
    () => (headers ? columnDefs(headers, hidden, linkOf, source.view, keyColumn) : []),
    [headerKeys, hidden, linkOf, source.view, keyColumn],
  );
  const gridRef = useRef<GridApi<ListRow> | null>(null);
  gridRef.current = grid;
  const keyRef = useRef(keyColumn);
  keyRef.current = keyColumn;

  // The grid asks for blocks of `pageSize` rows; a block is one page of the list endpoint.
  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (params: IGetRowsParams) => {
        const sort = params.sortModel[0];
        const pageState: GridSearch = {
          ...stateRef.current,
          sort: sort?.colId,
          dir: sort ? (sort.sort === 'asc' ? 'Ascending' : 'Descending') : undefined,
        };
        const wanted = Math.floor(params.startRow / pageSize) + 1;
        client
          .fetchQuery(listPageQuery(source, pageState, wanted))
          .then((envelope) => {
            params.successCallback(envelope.data.rows, envelope.extra.total);
            setPageError(null);
            // After the rows are drawn: a longer number on this page widens the key column.
            setTimeout(() => fitKeyColumn(gridRef.current, keyRef.current), 0);
          })
          .catch((failure: unknown) => {
            setPageError(failure);
            params.failCallback();
          });
      },
    }),
    [client, source, pageSize],
  );

  // Filters or search changed from outside the grid (filter panel, search box, back button): reload from page 1.
  const filterKey = JSON.stringify([state.filters ?? null, state.q ?? null]);
  const firstFilterKey = useRef(filterKey);
  useEffect(() => {
    if (!grid || filterKey === firstFilterKey.current) return;
    firstFilterKey.current = filterKey;
    grid.purgeInfiniteCache();
  }, [grid, filterKey]);

  // Sort or page changed in the URL (back/forward, a shared link): bring the grid in line.
  useEffect(() => {
    if (!grid) return;
    const sorted = grid.getColumnState().find((c) => c.sort);
    const wantDir = state.dir === 'Ascending' ? 'asc' : state.dir === 'Descending' ? 'desc' : null;
    if (
      (sorted?.colId ?? undefined) !== state.sort ||
      (sorted?.sort ?? null) !== (state.sort ? wantDir : null)
    )
      grid.applyColumnState({
        state: state.sort ? [{ colId: state.sort, sort: wantDir }] : [],
        defaultState: { sort: null },
      });
    if (grid.paginationGetCurrentPage() !== page - 1 && grid.paginationGetTotalPages() >= page)
      grid.paginationGoToPage(page - 1);
  }, [grid, state.sort, state.dir, page]);

  // A live change (another user, another tab): the loaded blocks reload in place, rows keep their position
  // (the list queries were invalidated just before, so the blocks are fetched again).
  useLiveRefresh(() => grid?.refreshInfiniteCache());

  const onGridReady = (event: GridReadyEvent<ListRow>) => setGrid(event.api);
  const onFirstDataRendered = (event: FirstDataRenderedEvent<ListRow>) => {
    fitKeyColumn(event.api, keyRef.current);
    markInteractive('grid');
  };

  const onSortChanged = (event: SortChangedEvent<ListRow>) => {
    const sorted = event.api.getColumnState().find((c) => c.sort);
    const next: GridSearch = {
      ...stateRef.current,
      sort: sorted?.colId,
      dir: sorted ? (sorted.sort === 'asc' ? 'Ascending' : 'Descending') : undefined,
      page: undefined,
    };
    if (next.sort !== stateRef.current.sort || next.dir !== stateRef.current.dir) changeRef.current(next);
  };

  const onPaginationChanged = () => {
    if (!grid) return;
    const size = grid.paginationGetPageSize();
    if (size !== pageSize) {
      changeRef.current({
        ...stateRef.current,
        size: size === DEFAULT_PAGE_SIZE ? undefined : size,
        page: undefined,
      });
      return;
    }
    const shown = grid.paginationGetCurrentPage() + 1;
    const inUrl = stateRef.current.page ?? 1;
    if (shown !== inUrl && grid.paginationGetTotalPages() > 0)
      changeRef.current({ ...stateRef.current, page: shown === 1 ? undefined : shown });
  };

  const applySearch = useDebouncedCallback((text: string) => {
    const q = text.trim() || undefined;
    if (q !== stateRef.current.q) changeRef.current({ ...stateRef.current, q, page: undefined });
  }, 400);

  const exportXlsx = async () => {
    if (!source.view) return;
    setExporting(true);
    try {
      const query = listQueryOf(state);
      const { data, headers } = await unwrapWithHeaders(
        typedApi.POST('/api/export-data', {
          body: {
            view_name: source.view,
            filters: query.filters,
            search: query.search,
            sort: query.sort && { ...query.sort },
          },
          parseAs: 'blob' as const,
        }),
      );
      download(data, headers, `${source.view}.xlsx`);
    } catch (error) {
      const { words, code } = listErrorParts(error);
      notifications.show({
        color: 'red',
        title: 'Export failed',
        message: code ? `${words} ${code}` : words,
      });
    } finally {
      setExporting(false);
    }
  };

  const toggleColumn = (column: string, visible: boolean) => {
    if (headers) changeRef.current(withColumn(state, headers, column, visible, keyColumn));
  };

  const total = current.data?.extra.total;
  const error = current.error;

  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <TextInput
            aria-label={`Search ${label}`}
            placeholder="Search"
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              applySearch(e.currentTarget.value);
            }}
            w={240}
          />
          {headers && (
            <FilterPanel
              headers={headers.filter((h) => !hidden.includes(h.key))}
              filters={state.filters ?? {}}
              onApply={(filters) =>
                onStateChange({
                  ...state,
                  filters: Object.keys(filters).length > 0 ? filters : undefined,
                  page: undefined,
                })
              }
            />
          )}
          {headers && (
            // A popover of checkboxes (a dialog), not a menu: a menu may hold only menu items (axe
            // aria-required-children), and a checkbox inside a menu item is a control inside a control.
            <Popover position="bottom-start" withinPortal trapFocus shadow="md">
              <Popover.Target>
                <Button variant="default">Columns</Button>
              </Popover.Target>
              <Popover.Dropdown mah={420} style={{ overflowY: 'auto' }}>
                <Text size="xs" fw={700} c="gray.7" mb="xs">
                  Shown columns
                </Text>
                <Stack gap={6}>
                  {headers.map((h) => (
                    <Checkbox
                      key={h.key}
                      label={h.alias ?? h.key}
                      checked={!hidden.includes(h.key)}
                      onChange={(e) => toggleColumn(h.key, e.currentTarget.checked)}
                    />
                  ))}
                </Stack>
              </Popover.Dropdown>
            </Popover>
          )}
          {source.view && (
            <Button
              variant="default"
              onClick={() => void exportXlsx()}
              loading={exporting}
              disabled={!!error}
            >
              Export to Excel
            </Button>
          )}
        </Group>
        <Group gap="sm">
          {total !== undefined && (
            <Text size="sm" c="gray.7" aria-live="polite" data-testid="row-count">
              {total.toLocaleString()} {total === 1 ? 'row' : 'rows'}
            </Text>
          )}
          {actions}
        </Group>
      </Group>
      <ListErrorAlert error={error ?? pageError} />
      {!error && headers && (
        <section style={{ flex: 1, minHeight: 360 }} aria-label={`${label} table`}>
          <AgGridReact<ListRow>
            key={`${pathOf(source)}:${pageSize}`}
            columnDefs={defs}
            defaultColDef={DEFAULT_COL_DEF}
            rowModelType="infinite"
            datasource={datasource}
            cacheBlockSize={pageSize}
            maxBlocksInCache={4}
            pagination
            paginationPageSize={pageSize}
            paginationPageSizeSelector={PAGE_SIZE_SELECTOR}
            initialState={{
              pagination: { page: page - 1, pageSize },
              sort: state.sort
                ? { sortModel: [{ colId: state.sort, sort: state.dir === 'Descending' ? 'desc' : 'asc' }] }
                : undefined,
            }}
            getRowId={rowIdOf}
            onGridReady={onGridReady}
            onGridPreDestroyed={() => setGrid(null)}
            onSortChanged={onSortChanged}
            onPaginationChanged={onPaginationChanged}
            onFirstDataRendered={onFirstDataRendered}
            suppressDragLeaveHidesColumns
            ensureDomOrder
            domLayout="normal"
          />
        </section>
      )}
    </Stack>
  );
}
