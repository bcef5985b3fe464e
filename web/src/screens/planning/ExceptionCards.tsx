import { Card, Group, Stack, Text } from '@mantine/core';
import type { ListRow } from '../../api/types';
import { formatDate } from '../../grid/format';
import { fmt, OrderLink, SkuTitle } from './shared';

/**
 * One exception type's rows as cards, for a phone: the item and warehouse, the date and quantity on one line, then
 * the order and the whole message (a table row there was 230 px tall with the message off screen).
 */
export function ExceptionCards({ rows, label }: { rows: ListRow[]; label: string }) {
  return (
    <Stack gap="xs" role="list" aria-label={label}>
      {rows.map((row) => (
        <Card key={String(row.id)} withBorder padding="xs" role="listitem" data-testid="exception-card">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <SkuTitle row={row} />
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              <span data-testid="exception-date">{formatDate(row['Exception Date'])}</span> ·{' '}
              <span data-testid="exception-quantity">{fmt(row['Exception Quantity'])}</span>
            </Text>
          </Group>
          {row['Order Number'] ? (
            <Text size="sm">
              Order <OrderLink number={String(row['Order Number'])} />
            </Text>
          ) : null}
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {String(row.Message ?? '')}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
