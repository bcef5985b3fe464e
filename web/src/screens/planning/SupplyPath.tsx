/**
 * Why a suggestion exists and what feeds it, from the last run's pegging (the planning_pegging view): downwards,
 * the planned orders covering an order (a sales order's planned MO, that MO's component purchases, level by level);
 * upwards, the demands a planned order covers (the MO whose components it buys, the sales order that MO covers).
 * The run keeps pegging of planned orders only, so a firm MO is reached from the purchases that feed it, not from
 * the sales order it covers.
 */
import { Badge, Group, List, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ListRow } from '../../api/types';
import { formatDate } from '../../grid/format';
import { ApiErrorAlert } from '../orders/ApiErrorAlert';
import { viewQuery } from './api';
import { fmt, ItemLink, OrderLink } from './shared';

/** Deeper BOMs than this are cut (a cycle could not come from the run, but a hand-made BOM could be deep). */
const MAX_DEPTH = 8;
/** A level below the first is indented with a rule on its left, as a tree. */
const nested = (depth: number) =>
  depth > 0
    ? { paddingLeft: 16, marginLeft: 8, marginTop: 4, borderLeft: '2px solid var(--mantine-color-gray-3)' }
    : undefined;
/** Per level, more children than this are summed up in a line. */
const SHOWN = 25;

const pegging = (filters: Record<string, string[]>) =>
  viewQuery('planning_pegging', {
    filters,
    sort: { key: 'Receipt Date', type: 'Ascending' },
    page_size: 1000,
  });

/** A run's planned orders are numbered SUG-…; any other number is a firm order or a demand. */
export const isPlanned = (number: string) => number.startsWith('SUG-');

type Kind = 'Purchase' | 'Manufacturing' | 'Transfer' | 'Sales' | 'Forecast';
/** Supply that is itself demand elsewhere: an MO's components, a transfer's warehouse it ships from. */
const FED = new Set<Kind>(['Manufacturing', 'Transfer']);

function NodeLabel({
  kind,
  planned,
  number,
}: {
  kind: Kind | 'Safety Stock';
  planned: boolean;
  number: string;
}) {
  const word = {
    Purchase: 'PO',
    Manufacturing: 'MO',
    Transfer: 'TO',
    Sales: 'Sales order',
    Forecast: 'Forecast',
    'Safety Stock': 'Safety stock',
  }[kind];
  const color = kind === 'Sales' || kind === 'Forecast' ? 'blue' : planned ? 'grape' : 'teal';
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={color} variant="light" c={`${color}.9`} tt="none" size="sm">
        {kind === 'Purchase' || (kind !== 'Safety Stock' && FED.has(kind))
          ? `${planned ? 'Planned' : 'Firm'} ${word}`
          : word}
      </Badge>
      {kind === 'Safety Stock' ? null : <OrderLink number={number} type={kind} />}
    </Group>
  );
}

interface Supply {
  number: string;
  type: 'Purchase' | 'Manufacturing' | 'Transfer';
  item: string;
  warehouse: string;
  sub: string | null;
  receipt: string;
  quantity: number;
}

/** Pegging rows grouped by planned order, in receipt order, with the quantity pegged summed. */
function supplies(rows: ListRow[]): Supply[] {
  const byOrder = new Map<string, Supply>();
  for (const row of rows) {
    const number = String(row['Order Number']);
    const known = byOrder.get(number);
    if (known) known.quantity += Number(row['Pegged Quantity']);
    else
      byOrder.set(number, {
        number,
        type: row['Order Type'] as Supply['type'],
        item: String(row['Item Number']),
        warehouse: String(row['Warehouse Number']),
        sub: (row['Sub Item Number'] as string | null) ?? null,
        receipt: String(row['Receipt Date'] ?? ''),
        quantity: Number(row['Pegged Quantity']),
      });
  }
  return [...byOrder.values()];
}

interface Demand {
  key: string;
  type: 'Safety Stock' | 'Sales Order' | 'Forecast' | 'Dependent' | 'Transfer';
  number: string | null;
  date: string | null;
  quantity: number;
}

/** Pegging rows grouped by the demand they cover. */
function demands(rows: ListRow[]): Demand[] {
  const byDemand = new Map<string, Demand>();
  for (const row of rows) {
    const type = row['Demand Type'] as Demand['type'];
    const number = (row['Demand Number'] as string | null) ?? null;
    const key = `${type}|${number ?? ''}`;
    const known = byDemand.get(key);
    if (known) known.quantity += Number(row['Pegged Quantity']);
    else
      byDemand.set(key, {
        key,
        type,
        number,
        date: (row['Demand Date'] as string | null) ?? null,
        quantity: Number(row['Pegged Quantity']),
      });
  }
  return [...byDemand.values()];
}

const More = ({ count }: { count: number }) =>
  count > 0 ? (
    <List.Item>
      <Text size="sm" c="gray.7">
        and {count} more
      </Text>
    </List.Item>
  ) : null;

/** A node of a supply or demand tree: its order number, its depth and the numbers above it (a cycle stops there). */
interface TreeNode {
  number: string;
  depth?: number;
  path?: string[];
}

/**
 * The planned orders that cover `number` (a sales order, forecast, MO or TO), and below each MO and transfer its own
 * feeders (the components' supply, the supply at the warehouse it ships from).
 */
export function SupplyTree(props: TreeNode) {
  const { number, depth = 0, path = [] } = props;
  const query = useQuery(pegging({ 'Demand Number': [number] }));
  if (query.error) return <ApiErrorAlert error={query.error} />;
  if (!query.data) return <Loader size="xs" aria-label={`Loading the supply of ${number}`} />;
  const list = supplies(query.data.data.rows);
  if (list.length === 0)
    return depth === 0 ? (
      <Text size="sm" data-testid="path-empty-down">
        No planned order feeds {number}: stock and firm supply cover it, or it was not planned.
      </Text>
    ) : null;
  return (
    <List listStyleType="none" style={nested(depth)} spacing={4} aria-label={`Supply of ${number}`}>
      {list.slice(0, SHOWN).map((supply) => (
        <List.Item key={supply.number} data-testid="path-supply">
          <Group gap="xs" wrap="wrap">
            <NodeLabel kind={supply.type} planned={isPlanned(supply.number)} number={supply.number} />
            <ItemLink item={supply.item} warehouse={supply.warehouse} sub={supply.sub} />
            <Text size="sm" c="gray.7">
              in {supply.warehouse}, {fmt(supply.quantity)} for {number}, receipt {formatDate(supply.receipt)}
            </Text>
          </Group>
          {FED.has(supply.type) && depth < MAX_DEPTH && !path.includes(supply.number) && (
            <SupplyTree number={supply.number} depth={depth + 1} path={[...path, number]} />
          )}
        </List.Item>
      ))}
      <More count={list.length - SHOWN} />
    </List>
  );
}

const DEMAND_KIND = {
  'Sales Order': 'Sales',
  Forecast: 'Forecast',
  Dependent: 'Manufacturing',
  Transfer: 'Transfer',
} as const;

/**
 * The demands planned order `number` covers, and above each MO's component demand and each transfer's demand at its
 * source what that MO or transfer covers.
 */
export function DemandTree(props: TreeNode) {
  const { number, depth = 0, path = [] } = props;
  const query = useQuery(pegging({ 'Order Number': [number] }));
  if (query.error) return <ApiErrorAlert error={query.error} />;
  if (!query.data) return <Loader size="xs" aria-label={`Loading what ${number} covers`} />;
  const list = demands(query.data.data.rows);
  if (list.length === 0)
    return depth === 0 ? (
      <Text size="sm" data-testid="path-empty-up">
        {isPlanned(number)
          ? `${number} covers no demand in the last run.`
          : `${number} is not a planned order of the last run: what it covers is not pegged.`}
      </Text>
    ) : null;
  return (
    <List listStyleType="none" style={nested(depth)} spacing={4} aria-label={`What ${number} covers`}>
      {list.slice(0, SHOWN).map((demand) => (
        <List.Item key={demand.key} data-testid="path-demand">
          <Group gap="xs" wrap="wrap">
            <NodeLabel
              kind={demand.type === 'Safety Stock' ? 'Safety Stock' : DEMAND_KIND[demand.type]}
              planned={demand.number !== null && isPlanned(demand.number)}
              number={demand.number ?? ''}
            />
            <Text size="sm" c="gray.7">
              {demand.type === 'Dependent' ? 'needs components: ' : ''}
              {demand.type === 'Transfer' ? 'ships from here: ' : ''}
              {fmt(demand.quantity)} from {number}
              {demand.date ? `, needed ${formatDate(demand.date)}` : ''}
            </Text>
          </Group>
          {(demand.type === 'Dependent' || demand.type === 'Transfer') &&
            demand.number !== null &&
            isPlanned(demand.number) &&
            depth < MAX_DEPTH &&
            !path.includes(demand.number) && (
              <DemandTree number={demand.number} depth={depth + 1} path={[...path, number]} />
            )}
        </List.Item>
      ))}
      <More count={list.length - SHOWN} />
    </List>
  );
}
