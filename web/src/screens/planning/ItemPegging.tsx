/** The item screen's exceptions and its two-way pegging of one SKU. */
import { Anchor, Button, Table, Tabs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { formatDate } from '../../grid/format';
import { pathLink } from '../orders/links';
import { type HeadColumn, TableHead } from '../TableHead';
import { type ChartPegging, type ChartSku, supplyPathPath } from './api';
import { fmt, OrderLink } from './shared';

export function ExceptionsTable({ sku }: { sku: ChartSku }) {
  if (sku.exceptions.length === 0) return <Text size="sm">No exceptions for this SKU.</Text>;
  return (
    <Table withTableBorder striped aria-label="Exceptions of this SKU">
      <TableHead columns={['Type', 'Date', { label: 'Quantity', numeric: true }, 'Order', 'Message']} />
      <Table.Tbody>
        {sku.exceptions.map((x) => (
          <Table.Tr key={`${x['Exception Type']}-${x['Exception Date']}-${x['Order Number'] ?? ''}`}>
            <Table.Td>{x['Exception Type']}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(x['Exception Date'])}</Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>{fmt(x['Exception Quantity'])}</Table.Td>
            <Table.Td>{x['Order Number'] ? <OrderLink number={x['Order Number']} /> : ''}</Table.Td>
            <Table.Td>
              <Text size="xs">{x.Message}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const DEMAND_ORDER_TYPE = {
  'Sales Order': 'Sales',
  Forecast: 'Forecast',
  Dependent: 'Manufacturing',
} as const;

function DemandLink({ peg }: { peg: ChartPegging }) {
  if (!peg['Demand Number']) return <>{peg['Demand Type']}</>;
  const type = peg['Demand Type'] === 'Safety Stock' ? undefined : DEMAND_ORDER_TYPE[peg['Demand Type']];
  return <OrderLink number={peg['Demand Number']} type={type} />;
}

const SHOWN = 100;
/** An order covers one demand at most once: order and demand name the row. */
const pegKey = (p: ChartPegging) =>
  `${p['Order Number']}|${p['Demand Type']}|${p['Demand Number'] ?? ''}|${p['Demand Date'] ?? ''}`;

/** One tab of the pegging: a table of its rows under `columns`. */
function PegPanel({
  value,
  label,
  columns,
  children,
}: {
  value: string;
  label: string;
  columns: HeadColumn[];
  children: ReactNode;
}) {
  return (
    <Tabs.Panel value={value} pt="xs">
      <Table withTableBorder striped aria-label={label}>
        <TableHead columns={columns} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Tabs.Panel>
  );
}

export function PeggingTables({ sku }: { sku: ChartSku }) {
  const [all, setAll] = useState(false);
  if (sku.pegging.length === 0) return <Text size="sm">No planned orders for this SKU.</Text>;
  const bySupply = sku.pegging;
  const byDemand = [...sku.pegging].sort(
    (a, b) =>
      (a['Demand Date'] ?? '').localeCompare(b['Demand Date'] ?? '') ||
      (a['Demand Number'] ?? '').localeCompare(b['Demand Number'] ?? ''),
  );
  const cut = <T,>(rows: T[]) => (all ? rows : rows.slice(0, SHOWN));
  return (
    <Tabs defaultValue="supply" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="supply">Planned order → demands it covers</Tabs.Tab>
        <Tabs.Tab value="demand">Demand → supply that covers it</Tabs.Tab>
      </Tabs.List>
      <PegPanel
        value="supply"
        label="Planned orders and the demands they cover"
        columns={[
          'Planned order',
          'Receipt',
          'Demand',
          'Demand type',
          'Demand date',
          { label: 'Pegged quantity', numeric: true },
        ]}
      >
        {cut(bySupply).map((p) => (
          <Table.Tr key={pegKey(p)} data-testid="peg-supply-row">
            <Table.Td>
              <OrderLink number={p['Order Number']} type={p['Order Type']} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p['Receipt Date'])}</Table.Td>
            <Table.Td>
              <DemandLink peg={p} />
            </Table.Td>
            <Table.Td>{p['Demand Type']}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p['Demand Date'])}</Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>{fmt(p['Pegged Quantity'])}</Table.Td>
          </Table.Tr>
        ))}
      </PegPanel>
      <PegPanel
        value="demand"
        label="Demands and the supply that covers them"
        columns={[
          'Demand',
          'Demand type',
          'Demand date',
          'Covered by',
          'Receipt',
          { label: 'Quantity', numeric: true },
          'Supply path',
        ]}
      >
        {cut(byDemand).map((p) => (
          <Table.Tr key={pegKey(p)} data-testid="peg-demand-row">
            <Table.Td>
              <DemandLink peg={p} />
            </Table.Td>
            <Table.Td>{p['Demand Type']}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p['Demand Date'])}</Table.Td>
            <Table.Td>
              <OrderLink number={p['Order Number']} type={p['Order Type']} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p['Receipt Date'])}</Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>{fmt(p['Pegged Quantity'])}</Table.Td>
            <Table.Td>
              {p['Demand Number'] && (
                <Anchor
                  component={Link}
                  {...pathLink(supplyPathPath(p['Demand Number']))}
                  size="sm"
                  aria-label={`Supply path of ${p['Demand Number']}`}
                >
                  Path
                </Anchor>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </PegPanel>
      {!all && sku.pegging.length > SHOWN && (
        <Button variant="subtle" size="xs" onClick={() => setAll(true)}>
          Show all {sku.pegging.length} pegging rows
        </Button>
      )}
    </Tabs>
  );
}
