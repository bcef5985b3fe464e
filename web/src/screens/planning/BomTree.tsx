/** The item screen's bill of materials, level by level, with each component's shortage state in the last run. */
import { Badge, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { typedApi, unwrap } from '../../api/typed';
import type { ListRow } from '../../api/types';
import { formatDate } from '../../grid/format';
import { useHasPrivilege } from '../../session/session';
import { ApiErrorAlert } from '../orders/ApiErrorAlert';
import { viewQuery } from './api';
import { fmt, ItemLink } from './shared';

interface BomRecord {
  details: {
    id: number;
    'Component Item Number': string;
    'Component Description': string | null;
    'Component Quantity': number;
    'Component Unit': string | null;
  }[];
}

/**
 * A component's own state in the last run: a stockout or missing source (planned receipts do not cover it), late
 * planned supply, a shortage the planned orders cover, or covered by stock and firm supply.
 */
function ShortageState({ row, exceptions }: { row: ListRow | undefined; exceptions: ListRow[] }) {
  const badge = (color: string, text: string) => (
    <Badge color={color} variant="light" c={`${color === 'gray' ? 'dark' : color}.9`} tt="none">
      {text}
    </Badge>
  );
  if (!row) return badge('gray', 'Not planned');
  const worst = (type: string) => exceptions.find((x) => x['Exception Type'] === type);
  const stockout = worst('Stockout');
  if (stockout) return badge('red', `Stockout from ${formatDate(stockout['Exception Date'])}`);
  const none = worst('No Source');
  if (none) return badge('red', `No source, short from ${formatDate(none['Exception Date'])}`);
  const late = exceptions.filter((x) => x['Exception Type'] === 'Late').length;
  if (late > 0) return badge('orange', `${late} late planned order${late === 1 ? '' : 's'}`);
  if (row['First Shortage Date'])
    return badge('yellow', `Short from ${formatDate(row['First Shortage Date'])} without planned orders`);
  return badge('green', 'Covered');
}

/** One level of the BOM: its components with their own shortage state in the warehouse, and their BOMs below. */
function BomLevel({
  bomId,
  warehouse,
  bomOf,
  path,
}: {
  bomId: number;
  warehouse: string;
  bomOf: Map<string, number>;
  path: string[];
}) {
  const bom = useQuery({
    queryKey: ['planning', 'bom', bomId],
    queryFn: async ({ signal }) =>
      (await unwrap(
        typedApi.GET('/api/bill-of-materials/{id}', { params: { path: { id: bomId } }, signal }),
      )) as BomRecord,
    staleTime: 60_000,
  });
  const components = bom.data?.details ?? [];
  const analysis = useQuery({
    ...viewQuery('inventory_analysis', {
      filters: {
        'Item Number': components.map((c) => c['Component Item Number']),
        'Warehouse Number': [warehouse],
      },
      page_size: 1000,
    }),
    enabled: components.length > 0,
  });
  const exceptions = useQuery({
    ...viewQuery('planning_exceptions', {
      filters: {
        'Item Number': components.map((c) => c['Component Item Number']),
        'Warehouse Number': [warehouse],
        'Exception Type': ['Stockout', 'No Source', 'Late'],
      },
      page_size: 1000,
    }),
    enabled: components.length > 0,
  });
  if (bom.error) return <ApiErrorAlert error={bom.error} />;
  if (!bom.data) return <Loader size="xs" aria-label="Loading components" />;
  const exceptionsOf = (item: string) =>
    (exceptions.data?.data.rows ?? []).filter(
      (x) => x['Item Number'] === item && x['Sub Item Number'] === null,
    );
  const stateOf = new Map(
    (analysis.data?.data.rows ?? [])
      .filter((r) => r['Sub Item Number'] === null)
      .map((r) => [String(r['Item Number']), r]),
  );
  return (
    <ul style={{ listStyle: 'none', paddingLeft: path.length > 1 ? 20 : 0, margin: 0 }}>
      {components.map((c) => {
        const number = c['Component Item Number'];
        const child = bomOf.get(number);
        return (
          <li key={c.id} data-testid="bom-component" style={{ padding: '4px 0' }}>
            <Group gap="xs">
              <ItemLink item={number} warehouse={warehouse} />
              <Text size="sm" c="gray.7">
                {c['Component Description'] ?? ''} × {fmt(c['Component Quantity'])}{' '}
                {c['Component Unit'] ?? ''}
              </Text>
              {analysis.data && exceptions.data && (
                <ShortageState row={stateOf.get(number)} exceptions={exceptionsOf(number)} />
              )}
            </Group>
            {child !== undefined && !path.includes(number) && path.length < 8 && (
              <BomLevel bomId={child} warehouse={warehouse} bomOf={bomOf} path={[...path, number]} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function BomTree({ item, warehouse }: { item: string; warehouse: string }) {
  const allowed = useHasPrivilege('Bill of Materials');
  const boms = useQuery({
    ...viewQuery('bill_of_materials', { filters: { 'BOM Status': ['Active'] }, page_size: 1000 }),
    enabled: allowed,
  });
  const bomOf = useMemo(
    () => new Map((boms.data?.data.rows ?? []).map((r) => [String(r['Item Number']), Number(r.id)])),
    [boms.data],
  );
  if (!allowed)
    return (
      <Text size="sm">
        The components are not shown: reading bills of materials needs the Bill of Materials privilege, which
        your role does not have.
      </Text>
    );
  if (boms.error) return <ApiErrorAlert error={boms.error} />;
  if (!boms.data) return <Loader size="xs" aria-label="Loading the bill of materials" />;
  const root = bomOf.get(item);
  if (root === undefined) return <Text size="sm">No active bill of materials.</Text>;
  return <BomLevel bomId={root} warehouse={warehouse} bomOf={bomOf} path={[item]} />;
}
