import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  CloseButton,
  Drawer,
  Group,
  List,
  Loader,
  Modal,
  NumberInput,
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
import { Link, useBlocker, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { ListRow } from '../../api/types';
import { formatDate } from '../../grid/format';
import { ListErrorAlert } from '../../grid/ListErrorAlert';
import { queryClient, useHasPrivilege } from '../../session/session';
import { ListPagination } from '../ListPagination';
import { pathLink } from '../orders/links';
import { addDays, type LinkedOrderType, lastRunQuery, supplyPathPath, viewQuery } from './api';
import {
  type FirmAnswer,
  firmOrders,
  firmRequest,
  firmRolesQuery,
  KIND_PRIVILEGE,
  KINDS,
  type Kind,
  type KindDef,
  type LineEdit,
  orList,
  plainFirmMessage,
  SOURCE_COLUMN,
} from './firming';
import type { PlanningSearch } from './routes';
import { SupplyPathCards } from './SupplyPathScreen';
import { fmt, money, OrderLink, PageTitle, RowItemLink } from './shared';

const PAGE_SIZE = 50;

/** For a planner without the privilege: who may firm, instead of greyed fields. */
function MayNotFirm({ kind }: { kind: KindDef }) {
  const roles = useQuery(firmRolesQuery);
  const entry = roles.data?.[kind.orderType];
  return (
    <Alert color="blue" title="You can review these suggestions" data-testid="may-not-firm">
      <Text size="sm">
        Editing and firming {kind.label} needs the {entry?.Privilege ?? 'Edit'} privilege
        {entry && entry.Roles.length > 0
          ? `, which the role${entry.Roles.length === 1 ? '' : 's'} ${orList(entry.Roles)} ${entry.Roles.length === 1 ? 'has' : 'have'}: ask someone in ${entry.Roles.length === 1 ? 'it' : 'one of them'}.`
          : '. Ask an administrator.'}
      </Text>
    </Alert>
  );
}

/** The orders just firmed, with their new numbers (the rows leave the grid: they are no longer Suggested). */
function Firmed({ answer, onClose }: { answer: FirmAnswer; onClose: () => void }) {
  return (
    <Card withBorder padding="md" data-testid="firmed">
      <Group justify="space-between" mb={4}>
        <Text fw={600}>Firmed just now</Text>
        <CloseButton aria-label="Close the list of firmed orders" onClick={onClose} />
      </Group>
      <List size="sm" spacing={2}>
        {answer.Orders.map((order) => (
          <List.Item key={order.id} data-testid="firmed-order">
            {order['Old Number']} is now{' '}
            <OrderLink number={order.Number} type={order['Order Type'] as LinkedOrderType} />
            {', Open'}
          </List.Item>
        ))}
      </List>
      {answer.notification_type === 'Warning' && (
        <Text size="sm" mt="xs">
          An integration run locks procurement: the firmed POs are queued and stored when it ends.
        </Text>
      )}
    </Card>
  );
}

/** Suggestions: the run's Suggested POs and MOs, late ones marked; adjust, select and firm them in one action. */
export function SuggestionsScreen() {
  const search = useSearch({ strict: false }) as PlanningSearch;
  const navigate = useNavigate();
  // Only the kinds whose orders the role may read are offered (a buyer without Manufacturing sees POs only).
  const mayRead = {
    purchase: useHasPrivilege(KIND_PRIVILEGE.purchase),
    manufacturing: useHasPrivilege(KIND_PRIVILEGE.manufacturing),
    transfer: useHasPrivilege(KIND_PRIVILEGE.transfer),
  };
  const kinds = (Object.keys(KINDS) as Kind[]).filter((k) => mayRead[k]);
  const kindName: Kind =
    search.kind && mayRead[search.kind] ? search.kind : (kinds[0] ?? search.kind ?? 'purchase');
  const kind = KINDS[kindName];
  const lateOnly = search.late === true;
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [edits, setEdits] = useState<Map<number, LineEdit>>(new Map());
  const [firmed, setFirmed] = useState<FirmAnswer | null>(null);
  const [why, setWhy] = useState<string | null>(null);
  const canFirm = useHasPrivilege(KIND_PRIVILEGE[kindName], 'Edit');
  const source = SOURCE_COLUMN[kindName];
  const run = useQuery(lastRunQuery);
  const planDate = run.data?.['Plan Date'] ?? null;

  // Unsaved edits are never lost silently: leaving the screen (or switching the kind) asks first.
  const dirty = useRef(false);
  dirty.current = edits.size > 0;
  const blocker = useBlocker({
    shouldBlockFn: () => dirty.current,
    enableBeforeUnload: () => dirty.current,
    withResolver: true,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: another kind or filter is another list to select from
  useEffect(() => {
    setPage(1);
    setSelected(new Set());
    setEdits(new Map());
  }, [kindName, lateOnly]);

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

  const setSearch = (next: Partial<PlanningSearch>) =>
    void navigate({ to: '.', search: { ...search, ...next } as never, replace: true });
  const edit = (lineId: number, orderId: number, change: Omit<LineEdit, 'orderId'>) => {
    setEdits((all) => new Map(all).set(lineId, { ...all.get(lineId), ...change, orderId }));
    setSelected((all) => new Set(all).add(orderId));
  };
  const toggle = (orderId: number, on: boolean) =>
    setSelected((all) => {
      const next = new Set(all);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });

  const firm = useMutation({
    mutationFn: () => firmOrders(firmRequest(kind, selected, edits)),
    onSuccess: async (answer) => {
      const done = new Set(answer.Orders.map((o) => o.id));
      setFirmed(answer);
      notifications.show({
        color: answer.notification_type === 'Warning' ? 'orange' : 'green',
        title: answer.message.replace(/:.*$/, ''),
        message: answer.Orders.map((o) => `${o['Old Number']} → ${o.Number}`).join(', '),
      });
      setSelected(new Set());
      setEdits((all) => new Map([...all].filter(([, e]) => !done.has(e.orderId))));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['view'] }),
        queryClient.invalidateQueries({ queryKey: ['list'] }),
      ]);
    },
  });

  const rows: ListRow[] = list.data?.data.rows ?? [];
  const total = list.data?.extra.total ?? 0;
  const isLate = (row: ListRow) => planDate !== null && String(row[kind.release] ?? '') < planDate;
  const edited = new Set([...edits.values()].map((e) => e.orderId));

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
          {edits.size > 0 && (
            <Button variant="default" onClick={() => setEdits(new Map())}>
              Discard {edits.size} edit{edits.size === 1 ? '' : 's'}
            </Button>
          )}
          {canFirm && (
            <Button onClick={() => firm.mutate()} disabled={selected.size === 0} loading={firm.isPending}>
              Firm {selected.size > 0 ? `${selected.size} selected` : 'selected'}
            </Button>
          )}
        </Group>
      </Group>
      {kinds.length === 0 && (
        <Alert color="gray" role="status">
          Suggested orders are purchase, manufacturing or transfer orders: reading them needs the Procurement,
          Manufacturing or Inventory privilege, which your role does not have.
        </Alert>
      )}
      {kinds.length > 0 && !canFirm && (
        <Alert color="gray" role="status">
          You can review these suggestions but not firm them: firming{' '}
          {`${kind.orderType.toLowerCase()} orders needs ${KIND_PRIVILEGE[kindName]}`} / Edit, which your role
          does not have.
        </Alert>
      )}
      {planDate && (
        <Text size="sm" c="gray.7">
          From planning run {run.data?.['Plan Run Id']} as of {formatDate(planDate)}. A suggestion is late
          when it should have been released before the plan date. Firming opens the selected orders with their
          edits and gives each the next order number.
        </Text>
      )}
      {!canFirm && <MayNotFirm kind={kind} />}
      {firmed && <Firmed answer={firmed} onClose={() => setFirmed(null)} />}
      <ListErrorAlert error={list.error} />
      {firm.error && (
        <Alert color="red" title="Nothing was firmed" role="alert">
          <Text size="sm">{plainFirmMessage(firm.error.message)}</Text>
        </Alert>
      )}
      {list.isPending && !list.error ? (
        <Loader aria-label="Loading suggestions" />
      ) : rows.length === 0 ? (
        <Alert color="gray">
          No {lateOnly ? 'late ' : ''}suggestions. Run planning from the plan overview.
        </Alert>
      ) : (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={1100}>
            <Table striped aria-label={kind.label}>
              <Table.Thead>
                <Table.Tr>
                  {canFirm && (
                    <Table.Th>
                      <VisuallyHidden>Select</VisuallyHidden>
                    </Table.Th>
                  )}
                  <Table.Th>Order</Table.Th>
                  <Table.Th>{source.label}</Table.Th>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Warehouse</Table.Th>
                  <Table.Th>Release</Table.Th>
                  <Table.Th>Receipt</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>Quantity</Table.Th>
                  {kindName === 'purchase' && <Table.Th style={{ textAlign: 'right' }}>Price</Table.Th>}
                  {kindName === 'purchase' && <Table.Th style={{ textAlign: 'right' }}>Value</Table.Th>}
                  <Table.Th>
                    <VisuallyHidden>Why</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const lineId = Number(row.id);
                  const orderId = Number(row[kind.headerId]);
                  const number = String(row[kind.number]);
                  const itemNumber = String(row['Item Number']);
                  const change = edits.get(lineId);
                  const quantity = change?.quantity ?? Number(row[kind.quantity]);
                  const release = change?.release ?? String(row[kind.release] ?? '');
                  const receipt = change?.receipt ?? String(row[kind.receipt] ?? '');
                  const late = isLate(row);
                  return (
                    <Table.Tr
                      key={lineId}
                      data-testid="suggestion-row"
                      data-late={late ? 'true' : undefined}
                      data-edited={change ? 'true' : undefined}
                    >
                      {canFirm && (
                        <Table.Td>
                          <Checkbox
                            aria-label={`Select ${number}`}
                            checked={selected.has(orderId)}
                            onChange={(e) => toggle(orderId, e.currentTarget.checked)}
                          />
                        </Table.Td>
                      )}
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Anchor component={Link} {...pathLink(`${kind.editor}/${orderId}`)} size="sm">
                          {number}
                        </Anchor>
                        {late && (
                          <Badge color="red" variant="light" c="red.9" tt="none" ml={6}>
                            Late
                          </Badge>
                        )}
                        {edited.has(orderId) && (
                          <Badge color="blue" variant="light" c="blue.9" tt="none" ml={6}>
                            Edited
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{String(row[source.key] ?? '')}</Text>
                        {source.name && (
                          <Text size="xs" c="gray.7">
                            {String(row[source.name] ?? '')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <RowItemLink row={row} />
                      </Table.Td>
                      <Table.Td>{String(row['Warehouse Number'] ?? '')}</Table.Td>
                      {(
                        [
                          ['release', 'Release date', release],
                          ['receipt', 'Receipt date', receipt],
                        ] as const
                      ).map(([key, label, date]) => (
                        <Table.Td key={key} style={{ whiteSpace: 'nowrap' }}>
                          {canFirm ? (
                            <TextInput
                              type="date"
                              size="xs"
                              aria-label={`${label} of ${number} ${itemNumber}`}
                              value={date}
                              onChange={(e) => edit(lineId, orderId, { [key]: e.currentTarget.value })}
                              w={150}
                            />
                          ) : (
                            formatDate(date)
                          )}
                        </Table.Td>
                      ))}
                      <Table.Td style={{ textAlign: 'right' }}>
                        {canFirm ? (
                          <NumberInput
                            size="xs"
                            aria-label={`Quantity of ${number} ${itemNumber}`}
                            value={quantity}
                            onChange={(value) =>
                              edit(lineId, orderId, {
                                quantity: typeof value === 'number' ? value : Number(value),
                              })
                            }
                            min={0}
                            w={110}
                            styles={{ input: { textAlign: 'right' } }}
                          />
                        ) : (
                          fmt(quantity)
                        )}
                      </Table.Td>
                      {kindName === 'purchase' && (
                        <Table.Td style={{ textAlign: 'right' }}>{money(row['PO Details Price'])}</Table.Td>
                      )}
                      {kindName === 'purchase' && (
                        <Table.Td style={{ textAlign: 'right' }} data-testid="suggestion-value">
                          {money(quantity * Number(row['PO Details Price'] ?? 0))}
                        </Table.Td>
                      )}
                      <Table.Td>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          aria-label={`Why ${number} ${itemNumber}`}
                          onClick={() => setWhy(number)}
                        >
                          Why
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <ListPagination
        total={total}
        pageSize={PAGE_SIZE}
        page={page}
        onChange={setPage}
        label="Pages of suggestions"
      />
      <Drawer
        opened={why !== null}
        onClose={() => setWhy(null)}
        position="right"
        size="lg"
        title={why ? `Why ${why}: what it covers and what feeds it` : ''}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {why && (
          <Stack gap="md">
            <Anchor component={Link} {...pathLink(supplyPathPath(why))} size="sm">
              Open the supply path of {why} as a page
            </Anchor>
            <SupplyPathCards number={why} whyFirst />
          </Stack>
        )}
      </Drawer>
      <Modal
        opened={blocker.status === 'blocked'}
        onClose={() => blocker.reset?.()}
        title="Leave without firming?"
        closeButtonProps={{ 'aria-label': 'Stay on the suggestions' }}
        centered
      >
        <Text size="sm" mb="md">
          {edits.size} edited suggestion line{edits.size === 1 ? ' is' : 's are'} not firmed yet. Leaving
          discards the edit{edits.size === 1 ? '' : 's'}.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            Stay
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            Discard and leave
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
