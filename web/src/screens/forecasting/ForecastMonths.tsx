/**
 * The forecast months of one SKU with the planner's own forecast editable in place (planning.md part 6: the
 * planner's number overrides the Statistical line of its month in planning, 0 included). A number typed in a month
 * and confirmed (Enter or leaving the field) becomes a line of the planner's own forecast list (overrides.ts); an
 * emptied field removes it. "Planning uses" is what the next planning run takes for the month: every planner's lines
 * of the month when there are any, else the Statistical line.
 */
import { Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../grid/format';
import { HistoryButton } from '../../history/RecordHistory';
import { useHasPrivilege, useProfile } from '../../session/session';
import { TableHead } from '../TableHead';
import type { ForecastSku } from './api';
import {
  type ForecastDetailRow,
  monthOverride,
  overrideListNumber,
  planLinesQuery,
  saveOverride,
} from './overrides';
import { ErrorInWords, num } from './shared';

interface MonthProps {
  date: string;
  statistical: number;
  own: number | null;
  total: number | null;
  editable: boolean;
  saving: boolean;
  onSave: (quantity: number | null) => void;
}

function MonthRow({ date, statistical, own, total, editable, saving, onSave }: MonthProps) {
  const [value, setValue] = useState<string | number>(own ?? '');
  // What was last stored or sent: Enter then leaving the field sends it once.
  const sent = useRef<number | null>(own);
  // The stored value when it changes (after a save, or another planner's edit read again).
  useEffect(() => {
    setValue(own ?? '');
    sent.current = own;
  }, [own]);
  const commit = () => {
    const typed = value === '' ? null : Number(value);
    if (typed === sent.current || (typed !== null && !Number.isFinite(typed))) return;
    sent.current = typed;
    onSave(typed);
  };
  const month = date.slice(0, 7);
  return (
    <Table.Tr data-testid="forecast-month">
      <Table.Td>{formatDate(date)}</Table.Td>
      <Table.Td>{num(statistical)}</Table.Td>
      <Table.Td>
        {editable ? (
          <NumberInput
            size="xs"
            w={110}
            min={0}
            hideControls
            aria-label={`Your forecast for ${month}`}
            placeholder="–"
            value={value}
            disabled={saving}
            onChange={setValue}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
            }}
          />
        ) : (
          num(own)
        )}
      </Table.Td>
      <Table.Td data-testid="forecast-month-used">
        {total === null ? (
          num(statistical)
        ) : (
          <Text span size="sm" fw={700}>
            {num(total)} (planner)
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function ForecastMonths({ sku, item }: { sku: ForecastSku; item: string }) {
  const profile = useProfile();
  const editable = useHasPrivilege('Demand', 'Edit');
  const warehouse = sku['Warehouse Number'];
  const sub = sku['Sub Item Number'] ?? null;
  const ownList = overrideListNumber(warehouse, profile.Username);
  const queryClient = useQueryClient();
  const lines = useQuery(planLinesQuery(item, warehouse));
  const rows: ForecastDetailRow[] = lines.data ?? [];
  const ownListId = rows.find((r) => r['Forecast List Number'] === ownList)?.['Forecast Id'];
  const [savingDate, setSavingDate] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (edit: { date: string; quantity: number | null }) =>
      saveOverride({ username: profile.Username, item, sub, warehouse, ...edit }),
    onMutate: (edit) => setSavingDate(edit.date),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['forecasting', 'plan-lines', item, warehouse] });
      await queryClient.invalidateQueries({ queryKey: ['history'] });
      setSavingDate(null);
    },
  });
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h5">
          Forecast
        </Title>
        {ownListId !== undefined ? (
          <HistoryButton
            entityType="ForecastList"
            id={Number(ownListId)}
            title={`your forecast ${ownList}`}
          />
        ) : null}
      </Group>
      <Text size="xs" c="gray.7">
        Type your own number for a month to override the statistical forecast in planning (0 included); empty
        the field to remove it. It is kept in your forecast list {ownList}.
      </Text>
      <ErrorInWords error={save.error} title="Your forecast was not saved" />
      <ErrorInWords error={lines.error} title="Your forecasts could not be read" />
      <Table striped aria-label="Forecast months">
        <TableHead columns={['Date', 'Statistical', 'Your forecast', 'Planning uses']} />
        <Table.Tbody>
          {sku.forecast.map((f) => {
            const override = monthOverride(rows, sub, f.Date.slice(0, 7), ownList);
            return (
              <MonthRow
                key={f.Date}
                date={f.Date}
                statistical={f.Quantity}
                own={override.own?.quantity ?? null}
                total={override.total}
                editable={editable && lines.isSuccess}
                saving={savingDate === f.Date}
                onSave={(quantity) => save.mutate({ date: f.Date, quantity })}
              />
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
