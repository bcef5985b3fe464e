import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Pagination,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { api, requestRaw } from '../../api/client';
import type { ListRow } from '../../api/types';
import { formatDate } from '../../grid/format';
import { queryClient, useHasPrivilege } from '../../session/session';
import { ApiErrorAlert } from '../orders/ApiErrorAlert';
import { pathLink } from '../orders/links';
import { addDays, lastRunQuery, viewQuery } from './api';
import type { PlanningSearch } from './routes';
import { fmt, ItemLink, money, PageTitle } from './shared';

const PAGE_SIZE = 50;

/** How each kind of suggestion reads from its details view and is written back through its order's PUT. */
const KINDS = {
  purchase: {
    label: 'Suggested POs',
    view: 'purchase_order_details',
    path: 'purchase-order',
    editor: '/orders/purchase-order',
    headerId: 'Purchase Order Id',
    number: 'PO List Number',
    headerStatus: 'PO List Document Status',
    lineStatus: 'PO Details Document Status',
    quantity: 'PO Details Quantity',
    release: 'PO Details Order Date',
    /** The receipt date; the run sets the request date to the same day. */
    receipt: 'PO Details ETA Date',
    alsoReceipt: 'PO Details Request Date',
  },
  manufacturing: {
    label: 'Suggested MOs',
    view: 'manufacturing_order_details',
    path: 'manufacturing-order',
    editor: '/orders/manufacturing-order',
    headerId: 'Manufacturing Order Id',
    number: 'MO List Number',
    headerStatus: 'MO List Document Status',
    lineStatus: 'MO Details Document Status',
    quantity: 'MO Details Quantity',
    release: 'MO Details Start Date',
    receipt: 'MO Details Due Date',
    alsoReceipt: null,
  },
} as const;
type Kind = keyof typeof KINDS;
type KindDef = (typeof KINDS)[Kind];

interface LineEdit {
  quantity?: number;
  receipt?: string;
}

interface OrderRecord {
  details: Record<string, unknown>[];
  [key: string]: unknown;
}

/**
 * Firms one suggested order: its header and every line to Open, with the quantities and receipt dates edited on the
 * screen, through the order's ordinary PUT (If-Match: the order read just before).
 */
async function firmOrder(kind: KindDef, id: number, edits: Map<number, LineEdit>) {
  const response = await requestRaw('GET', `/api/${kind.path}/${id}`);
  const etag = response.headers.get('etag');
  const order = (await response.json()) as OrderRecord;
  const body = {
    ...order,
    [kind.headerStatus]: 'Open',
    details: order.details.map((line) => {
      const edit = edits.get(Number(line.id));
      const next: Record<string, unknown> = { ...line, [kind.lineStatus]: 'Open' };
      if (edit?.quantity !== undefined) next[kind.quantity] = edit.quantity;
      if (edit?.receipt) {
        next[kind.receipt] = edit.receipt;
        if (kind.alsoReceipt) next[kind.alsoReceipt] = edit.receipt;
      }
      return next;
    }),
  };
  return api.put<{ message?: string; notification_type?: string }>(
    `/api/${kind.path}/${id}`,
    body,
    etag ? { 'If-Match': etag } : {},
  );
}

/** Suggestions: the run's Suggested POs and MOs, late ones marked; select, adjust and firm them in one action. */
export function SuggestionsScreen() {
  const search = useSearch({ strict: false }) as PlanningSearch;
  const navigate = useNavigate();
  // Only the kinds whose orders the role may read are offered (a buyer without Manufacturing sees POs only).
  const mayRead = {
    purchase: useHasPrivilege('Procurement'),
    manufacturing: useHasPrivilege('Manufacturing'),
  };
  const kinds = (Object.keys(KINDS) as Kind[]).filter((k) => mayRead[k]);
  const kindName: Kind =
    search.kind && mayRead[search.kind] ? search.kind : (kinds[0] ?? search.kind ?? 'purchase');
  const kind = KINDS[kindName];
  const lateOnly = search.late === true;
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [edits, setEdits] = useState<Map<number, LineEdit>>(new Map());
  const canFirm = useHasPrivilege(kindName === 'purchase' ? 'Procurement' : 'Manufacturing', 'Edit');
  const run = useQuery(lastRunQuery);
  const planDate = run.data?.['Plan Date'] ?? null;

  const filters: Record<string, unknown> = {
    [kind.lineStatus]: ['Suggested'],
    [kind.headerStatus]: ['Suggested'],
  };
  if (lateOnly && planDate) filters[kind.release] = { to: addDays(planDate, -1) };
  const list = useQuery({
    ...viewQuery(kind.view, {
      filters: filters as never,
      sort: { key: kind.release, type: 'Ascending' },
      page,
      page_size: PAGE_SIZE,
    }),
    enabled: mayRead[kindName] && (!lateOnly || planDate !== null),
  });

  const setSearch = (next: Partial<PlanningSearch>) => {
    setPage(1);
    setSelected(new Set());
    setEdits(new Map());
    void navigate({ to: '.', search: { ...search, ...next } as never, replace: true });
  };
  const edit = (lineId: number, change: LineEdit) =>
    setEdits((all) => new Map(all).set(lineId, { ...all.get(lineId), ...change }));
  const toggle = (orderId: number, on: boolean) =>
    setSelected((all) => {
      const next = new Set(all);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });

  const firm = useMutation({
    mutationFn: async () => {
      const ids = [...selected];
      const results = await Promise.allSettled(ids.map((id) => firmOrder(kind, id, edits)));
      return { ids, results };
    },
    onSuccess: async ({ results }) => {
      const failed = results.filter((r) => r.status === 'rejected');
      const queued = results.filter(
        (r) => r.status === 'fulfilled' && r.value.notification_type === 'Warning',
      ).length;
      const done = results.length - failed.length;
      if (done > 0)
        notifications.show({
          color: queued > 0 ? 'orange' : 'green',
          title: `${done} order${done === 1 ? '' : 's'} firmed`,
          message:
            queued > 0
              ? `${queued} queued while an integration run locks procurement`
              : 'Their status is now Open',
        });
      if (failed.length > 0)
        notifications.show({
          color: 'red',
          title: `${failed.length} order${failed.length === 1 ? '' : 's'} not firmed`,
          message: failed
            .map((r) => (r.status === 'rejected' && r.reason instanceof Error ? r.reason.message : ''))
            .join('; '),
        });
      setSelected(new Set());
      setEdits(new Map());
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['view'] }),
        queryClient.invalidateQueries({ queryKey: ['list'] }),
      ]);
    },
  });

  const rows: ListRow[] = list.data?.data.rows ?? [];
  const total = list.data?.extra.total ?? 0;
  const isLate = (row: ListRow) => planDate !== null && String(row[kind.release] ?? '') < planDate;

  return (
    <Stack gap="md">
      <PageTitle>Suggestions</PageTitle>
      <Group justify="space-between">
        <Group gap="md">
          <SegmentedControl
            aria-label="Kind of suggestion"
            value={kindName}
            onChange={(value) => setSearch({ kind: value === 'purchase' ? undefined : (value as Kind) })}
            data={kinds.map((k) => ({ value: k, label: KINDS[k].label }))}
          />
          <Switch
            label="Late only"
            checked={lateOnly}
            onChange={(e) => setSearch({ late: e.currentTarget.checked || undefined })}
          />
        </Group>
        <Group gap="sm">
          <Text size="sm" c="gray.7" aria-live="polite" data-testid="suggestion-count">
            {fmt(total)} lines
          </Text>
          {canFirm && (
            <Button onClick={() => firm.mutate()} disabled={selected.size === 0} loading={firm.isPending}>
              Firm {selected.size > 0 ? `${selected.size} selected` : 'selected'}
            </Button>
          )}
        </Group>
      </Group>
      {kinds.length === 0 && (
        <Alert color="gray" role="status">
          Suggested orders are purchase or manufacturing orders: reading them needs the Procurement or the
          Manufacturing privilege, which your role does not have.
        </Alert>
      )}
      {kinds.length > 0 && !canFirm && (
        <Alert color="gray" role="status">
          You can review these suggestions but not firm them: firming{' '}
          {kindName === 'purchase'
            ? 'purchase orders needs Procurement'
            : 'manufacturing orders needs Manufacturing'}{' '}
          / Edit, which your role does not have.
        </Alert>
      )}
      {planDate && (
        <Text size="sm" c="gray.7">
          From planning run {run.data?.['Plan Run Id']} as of {formatDate(planDate)}. A suggestion is late
          when it should have been released before the plan date. Firming sets the order and its lines to
          Open.
        </Text>
      )}
      <ApiErrorAlert error={list.error} />
      {firm.error && <ApiErrorAlert error={firm.error} />}
      {list.isPending && !list.error ? (
        <Loader aria-label="Loading suggestions" />
      ) : rows.length === 0 ? (
        <Alert color="gray">
          No {lateOnly ? 'late ' : ''}suggestions. Run planning from the plan overview.
        </Alert>
      ) : (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={1000}>
            <Table striped aria-label={kind.label}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <VisuallyHidden>Select</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>{kindName === 'purchase' ? 'Supplier' : 'BOM'}</Table.Th>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Warehouse</Table.Th>
                  <Table.Th>Release</Table.Th>
                  <Table.Th>Receipt</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>Quantity</Table.Th>
                  {kindName === 'purchase' && <Table.Th style={{ textAlign: 'right' }}>Price</Table.Th>}
                  {kindName === 'purchase' && <Table.Th style={{ textAlign: 'right' }}>Value</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const lineId = Number(row.id);
                  const orderId = Number(row[kind.headerId]);
                  const number = String(row[kind.number]);
                  const change = edits.get(lineId);
                  const quantity = change?.quantity ?? Number(row[kind.quantity]);
                  const receipt = change?.receipt ?? String(row[kind.receipt] ?? '');
                  const late = isLate(row);
                  return (
                    <Table.Tr key={lineId} data-testid="suggestion-row" data-late={late ? 'true' : undefined}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Select ${number}`}
                          checked={selected.has(orderId)}
                          onChange={(e) => toggle(orderId, e.currentTarget.checked)}
                          disabled={!canFirm}
                        />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Anchor component={Link} {...pathLink(`${kind.editor}/${orderId}`)} size="sm">
                          {number}
                        </Anchor>
                        {late && (
                          <Badge color="red" variant="light" c="red.9" tt="none" ml={6}>
                            Late
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {kindName === 'purchase' ? (
                          <>
                            <Text size="sm">{String(row['Supplier Number'] ?? '')}</Text>
                            <Text size="xs" c="gray.7">
                              {String(row['Supplier Name'] ?? '')}
                            </Text>
                          </>
                        ) : (
                          <Text size="sm">{String(row['BOM Number'] ?? '')}</Text>
                        )}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <ItemLink
                          item={String(row['Item Number'])}
                          warehouse={row['Warehouse Number'] as string}
                          sub={row['Sub Item Number'] as string | null}
                        />
                      </Table.Td>
                      <Table.Td>{String(row['Warehouse Number'] ?? '')}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row[kind.release])}</Table.Td>
                      <Table.Td>
                        <TextInput
                          type="date"
                          size="xs"
                          aria-label={`Receipt date of ${number} ${row['Item Number']}`}
                          value={receipt}
                          onChange={(e) => edit(lineId, { receipt: e.currentTarget.value })}
                          disabled={!canFirm}
                          w={150}
                        />
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          size="xs"
                          aria-label={`Quantity of ${number} ${row['Item Number']}`}
                          value={quantity}
                          onChange={(value) =>
                            edit(lineId, { quantity: typeof value === 'number' ? value : Number(value) })
                          }
                          min={0}
                          disabled={!canFirm}
                          w={110}
                          styles={{ input: { textAlign: 'right' } }}
                        />
                      </Table.Td>
                      {kindName === 'purchase' && (
                        <Table.Td style={{ textAlign: 'right' }}>{money(row['PO Details Price'])}</Table.Td>
                      )}
                      {kindName === 'purchase' && (
                        <Table.Td style={{ textAlign: 'right' }} data-testid="suggestion-value">
                          {money(quantity * Number(row['PO Details Price'] ?? 0))}
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {total > PAGE_SIZE && (
        <Pagination
          total={Math.ceil(total / PAGE_SIZE)}
          value={page}
          onChange={setPage}
          aria-label="Pages of suggestions"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Stack>
  );
}
