import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ListRow } from '../../api/types';
import { formatDate } from '../../grid/format';
import { fmt, OrderLink, SkuTitle } from './shared';

/** A label over its value, for a card's facts. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/**
 * The shortages as cards, for a phone: what is short, when and by how much on top, then the order that covers it;
 * everything readable without scrolling sideways.
 */
export function ShortageCards({
  rows,
  exceptionOf,
}: {
  rows: ListRow[];
  exceptionOf: (value: unknown) => { value: string; color: string } | undefined;
}) {
  return (
    <Stack gap="xs" role="list" aria-label="Shortages">
      {rows.map((row) => {
        const exception = exceptionOf(row['Exception Type']);
        const orderType = row['Order Type'] === 'Manufacturing' ? 'Manufacturing' : 'Purchase';
        return (
          <Card key={String(row.id)} withBorder padding="sm" role="listitem" data-testid="shortage-card">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <SkuTitle row={row} />
              {exception && (
                <Badge color={exception.color} variant="light" c="dark.9">
                  {exception.value}
                </Badge>
              )}
            </Group>
            {row['Item Description'] ? (
              <Text size="xs" c="gray.7">
                {String(row['Item Description'])}
              </Text>
            ) : null}
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} mt={4}>
              <Fact label="First short">
                <span data-testid="shortage-date">{formatDate(row['First Shortage Date'])}</span>
              </Fact>
              <Fact label="Short by">
                <span data-testid="shortage-quantity">{fmt(row['Shortage Quantity'])}</span>
              </Fact>
              <Fact label="Suggested order">
                {row['Order Number'] ? (
                  <OrderLink number={String(row['Order Number'])} type={orderType} />
                ) : (
                  'None'
                )}
              </Fact>
              <Fact label="Order quantity">{fmt(row['Order Quantity'])}</Fact>
              <Fact label="Release">{formatDate(row['Release Date'])}</Fact>
              <Fact label="Receipt">{formatDate(row['Receipt Date'])}</Fact>
            </SimpleGrid>
          </Card>
        );
      })}
    </Stack>
  );
}
