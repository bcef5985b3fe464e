import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Menu,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { queryOf, rowsAs, typedApi, unwrap } from '../../api/typed';
import { useUnsavedGuard } from '../../editing/UnsavedGuard';
import type { GridSearch } from '../../grid/gridState';
import { ViewGrid } from '../../grid/ViewGrid';
import { useHasPrivilege } from '../../session/session';
import { ApiErrorAlert } from '../orders/ApiErrorAlert';
import { pathNavigation } from '../orders/links';
import { BalanceChart } from './BalanceChart';
import { ComparisonSummary } from './ComparisonSummary';

type Adjustment = Record<string, unknown> & { type: string };

interface Scenario {
  id: number;
  'Scenario Name': string;
  'Scenario Description': string | null;
  'Scenario Status': string;
  'Scenario Adjustments': Adjustment[];
  'Plan Date': string | null;
  'Horizon Days': number | null;
}

const STATUSES = ['Draft', 'Active', 'Archived'];
const ORDER_TYPES = ['Purchase', 'Sales', 'Manufacturing', 'Forecast', 'Transfer'];

/** The fields of each adjustment type (planning.md part 4); the optional ones narrow it. */
const ADJUSTMENT_FIELDS: Record<
  string,
  { key: string; kind: 'number' | 'text' | 'date' | 'orderType' | 'order' }[]
> = {
  'Demand Change': [
    { key: 'Percent', kind: 'number' },
    { key: 'Item Number', kind: 'text' },
    { key: 'Customer Number', kind: 'text' },
    { key: 'Warehouse Number', kind: 'text' },
    { key: 'From Date', kind: 'date' },
    { key: 'To Date', kind: 'date' },
  ],
  'Supplier Delay': [
    { key: 'Days', kind: 'number' },
    { key: 'Supplier Number', kind: 'text' },
    { key: 'Item Number', kind: 'text' },
  ],
  'Safety Stock Change': [
    { key: 'Percent', kind: 'number' },
    { key: 'Quantity', kind: 'number' },
    { key: 'Item Number', kind: 'text' },
    { key: 'Warehouse Number', kind: 'text' },
  ],
  'Cancel Order': [
    { key: 'Order Type', kind: 'orderType' },
    { key: 'Order Number', kind: 'text' },
  ],
  'Add Order': [
    { key: 'Order Type', kind: 'orderType' },
    { key: 'Order', kind: 'order' },
  ],
};

const EMPTY: Omit<Scenario, 'id'> = {
  'Scenario Name': '',
  'Scenario Description': null,
  'Scenario Status': 'Draft',
  'Scenario Adjustments': [],
  'Plan Date': null,
  'Horizon Days': null,
};

/** One adjustment's form: a field per key of its type; an added order's body is JSON (a create body). */
function AdjustmentForm({
  index,
  adjustment,
  onChange,
  onRemove,
  readOnly,
}: {
  index: number;
  adjustment: Adjustment;
  onChange: (next: Adjustment) => void;
  onRemove: () => void;
  readOnly: boolean;
}) {
  const set = (key: string, value: unknown) => {
    const next: Adjustment = { ...adjustment };
    if (value === '' || value === null || value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const [orderText, setOrderText] = useState(() =>
    adjustment.Order === undefined ? '' : JSON.stringify(adjustment.Order, null, 2),
  );
  const [orderError, setOrderError] = useState<string | null>(null);
  return (
    <Paper withBorder p="sm" aria-label={`Adjustment ${index + 1}: ${adjustment.type}`} role="group">
      <Group justify="space-between" mb="xs">
        <Text fw={600} size="sm">
          {index + 1}. {adjustment.type}
        </Text>
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={`Remove adjustment ${index + 1}`}
          >
            ×
          </ActionIcon>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {(ADJUSTMENT_FIELDS[adjustment.type] ?? []).map((field) => {
          const value = adjustment[field.key];
          const label = field.key;
          if (field.kind === 'number')
            return (
              <NumberInput
                key={field.key}
                label={label}
                value={typeof value === 'number' ? value : ''}
                onChange={(v) => set(field.key, typeof v === 'number' ? v : undefined)}
                readOnly={readOnly}
                size="xs"
              />
            );
          if (field.kind === 'orderType')
            return (
              <Select
                key={field.key}
                label={label}
                data={ORDER_TYPES}
                value={typeof value === 'string' ? value : null}
                onChange={(v) => set(field.key, v)}
                readOnly={readOnly}
                size="xs"
              />
            );
          if (field.kind === 'order')
            return (
              <Textarea
                key={field.key}
                label="Order (create body as JSON)"
                autosize
                minRows={3}
                value={orderText}
                error={orderError}
                readOnly={readOnly}
                size="xs"
                style={{ gridColumn: '1 / -1' }}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setOrderText(text);
                  try {
                    set('Order', text.trim() === '' ? undefined : JSON.parse(text));
                    setOrderError(null);
                  } catch {
                    setOrderError('Not valid JSON');
                  }
                }}
              />
            );
          return (
            <TextInput
              key={field.key}
              label={label}
              type={field.kind === 'date' ? 'date' : 'text'}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => set(field.key, event.currentTarget.value)}
              readOnly={readOnly}
              size="xs"
            />
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

const CHANGED = { Changed: [true] };

/** The last day planned: Plan Date + Horizon Days − 1. */
const horizonEnd = (planDate: string, days: number) =>
  new Date(Date.parse(`${planDate}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10);

/** A scenario's editor (name, status, plan date, adjustments) and, when Active, its comparison with the base. */
export function ScenarioScreen() {
  const { id } = useParams({ strict: false }) as { id: string };
  const isNew = id === 'new';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useHasPrivilege('Scenarios', 'Edit');
  const loaded = useQuery({
    queryKey: ['scenario', id],
    queryFn: async () =>
      (await unwrap(
        typedApi.GET('/api/scenario-analysis/{id}', { params: { path: { id: Number(id) } } }),
      )) as Scenario,
    enabled: !isNew,
  });
  const [draft, setDraft] = useState<Omit<Scenario, 'id'>>(EMPTY);
  // Stable keys for the adjustment forms (each keeps its own JSON text while being edited).
  const [keys, setKeys] = useState<number[]>([]);
  useEffect(() => {
    if (!loaded.data) return;
    setDraft(loaded.data);
    setKeys(loaded.data['Scenario Adjustments'].map((_, i) => i));
  }, [loaded.data]);
  // The comparison opens on the rows that changed (the summary above it sums them all).
  const [comparison, setComparison] = useState<GridSearch>({ filters: CHANGED });
  const changedOnly = JSON.stringify(comparison.filters?.Changed) === JSON.stringify([true]);
  const [chartItem, setChartItem] = useState<string | null>(null);
  const active = !isNew && loaded.data?.['Scenario Status'] === 'Active';
  const stamp = (loaded.data as unknown as { 'Updated At'?: string } | undefined)?.['Updated At'];
  // The chart opens on the SKU the scenario changes most (the comparison's first changed row).
  const firstRow = useQuery({
    queryKey: ['comparison', id, stamp, 'first'],
    queryFn: async () =>
      rowsAs<{ 'Item Number': string }>(
        await unwrap(
          typedApi.GET('/api/scenario-analysis/{id}/comparison', {
            params: { path: { id: Number(id) }, query: queryOf({ page_size: 1, filters: CHANGED }) },
          }),
        ),
      ),
    enabled: active,
  });
  const item = chartItem ?? firstRow.data?.data.rows[0]?.['Item Number'] ?? null;
  const balances = useQuery({
    queryKey: ['scenario-balances', id, stamp, item],
    queryFn: () =>
      unwrap(
        typedApi.GET('/api/scenario-analysis/{id}/item/{item_number}', {
          params: { path: { id: Number(id), item_number: item ?? '' } },
        }),
      ),
    enabled: active && item !== null,
  });

  const save = useMutation({
    mutationFn: () => {
      const body = {
        'Scenario Name': draft['Scenario Name'],
        'Scenario Description': draft['Scenario Description'] || null,
        'Scenario Status': draft['Scenario Status'],
        'Scenario Adjustments': draft['Scenario Adjustments'],
        'Plan Date': draft['Plan Date'] || null,
        'Horizon Days': draft['Horizon Days'],
      };
      return unwrap(
        isNew
          ? typedApi.POST('/api/scenario-analysis', { body })
          : typedApi.PUT('/api/scenario-analysis/{id}', { params: { path: { id: Number(id) } }, body }),
      ) as Promise<Scenario>;
    },
    onSuccess: (saved) => {
      notifications.show({ color: 'green', title: 'Scenario saved', message: saved['Scenario Name'] });
      queryClient.setQueryData(['scenario', String(saved.id)], saved);
      void queryClient.invalidateQueries({ queryKey: ['comparison', String(saved.id)] });
      setComparison({ ...comparison });
      if (isNew) {
        guard.release();
        void navigate(pathNavigation(`/scenarios/${saved.id}`));
      }
    },
  });

  const adjustments = draft['Scenario Adjustments'];
  const setAdjustments = (next: Adjustment[]) => setDraft({ ...draft, 'Scenario Adjustments': next });
  const readOnly = !canEdit;
  const saved = loaded.data;
  // Unsaved edits: the draft differs from the stored scenario (or from the empty one of a new scenario).
  const dirty = isNew
    ? JSON.stringify(draft) !== JSON.stringify(EMPTY)
    : saved !== undefined && JSON.stringify(draft) !== JSON.stringify(saved);
  const guard = useUnsavedGuard(dirty && canEdit, 'this scenario');

  if (!isNew && loaded.isPending) return <Text>Loading…</Text>;
  if (!isNew && loaded.error)
    return <ApiErrorAlert error={loaded.error} title="The scenario could not be read" />;

  return (
    <Stack gap="sm">
      {guard.dialog}
      <Title order={1} size="h3">
        {isNew ? 'New scenario' : `Scenario: ${saved?.['Scenario Name'] ?? ''}`}
      </Title>
      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs">
          <TextInput
            label="Scenario Name"
            required
            value={draft['Scenario Name']}
            onChange={(e) => setDraft({ ...draft, 'Scenario Name': e.currentTarget.value })}
            readOnly={readOnly}
          />
          <Select
            label="Scenario Status"
            data={STATUSES}
            value={draft['Scenario Status']}
            onChange={(v) => setDraft({ ...draft, 'Scenario Status': v ?? 'Draft' })}
            readOnly={readOnly}
            allowDeselect={false}
          />
          <TextInput
            label="Plan Date"
            type="date"
            description="Empty: the last run's"
            value={draft['Plan Date'] ?? ''}
            onChange={(e) => setDraft({ ...draft, 'Plan Date': e.currentTarget.value || null })}
            readOnly={readOnly}
          />
          <NumberInput
            label="Horizon Days"
            description="Empty: the last run's"
            min={1}
            max={1095}
            value={draft['Horizon Days'] ?? ''}
            onChange={(v) => setDraft({ ...draft, 'Horizon Days': typeof v === 'number' ? v : null })}
            readOnly={readOnly}
          />
        </SimpleGrid>
        <Textarea
          mt="xs"
          label="Scenario Description"
          value={draft['Scenario Description'] ?? ''}
          onChange={(e) => setDraft({ ...draft, 'Scenario Description': e.currentTarget.value })}
          readOnly={readOnly}
          autosize
        />
      </Paper>

      <Group justify="space-between">
        <Title order={2} size="h5">
          Adjustments
        </Title>
        {canEdit && (
          <Menu>
            <Menu.Target>
              <Button size="xs" variant="light">
                Add adjustment
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {Object.keys(ADJUSTMENT_FIELDS).map((type) => (
                <Menu.Item
                  key={type}
                  onClick={() => {
                    setKeys([...keys, Math.max(-1, ...keys) + 1]);
                    setAdjustments([...adjustments, { type }]);
                  }}
                >
                  {type}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {adjustments.length === 0 && (
        <Text size="sm" c="dimmed">
          No adjustments: the scenario plans the base data as it is.
        </Text>
      )}
      {adjustments.map((adjustment, i) => (
        <AdjustmentForm
          key={keys[i] ?? i}
          index={i}
          adjustment={adjustment}
          readOnly={readOnly}
          onChange={(next) => setAdjustments(adjustments.map((a, j) => (j === i ? next : a)))}
          onRemove={() => {
            setKeys(keys.filter((_, j) => j !== i));
            setAdjustments(adjustments.filter((_, j) => j !== i));
          }}
        />
      ))}
      {save.error && <ApiErrorAlert error={save.error} title="The scenario was not saved" />}
      {canEdit && (
        <Group>
          <Button
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={!draft['Scenario Name'].trim()}
          >
            Save
          </Button>
        </Group>
      )}

      {!isNew && saved && (
        <>
          <Title order={2} size="h5">
            Comparison with the base plan
          </Title>
          {saved['Scenario Status'] !== 'Active' ? (
            <Alert color="gray">Only an Active scenario plans: set its status to Active and save.</Alert>
          ) : (
            <>
              <ComparisonSummary id={saved.id} stamp={stamp} />
              <Switch
                label="Only the rows that changed"
                checked={changedOnly}
                onChange={(e) => {
                  const { Changed: _, ...others } = comparison.filters ?? {};
                  setComparison({
                    ...comparison,
                    page: 1,
                    filters: e.currentTarget.checked ? { ...others, ...CHANGED } : others,
                  });
                }}
              />
              {/* A fixed height: the grid fills its flex parent, which here is not the page. */}
              <div style={{ height: 440, display: 'flex', flexDirection: 'column' }}>
                <ViewGrid
                  key={saved.id + (saved as unknown as { 'Updated At': string })['Updated At']}
                  source={{
                    recordList: { path: '/api/scenario-analysis/{id}/comparison', id: saved.id },
                  }}
                  state={comparison}
                  onStateChange={setComparison}
                  label="Scenario comparison"
                />
              </div>
            </>
          )}
          {active && (
            <Stack gap="xs">
              <TextInput
                label="Item Number to chart"
                description="Base and scenario projected balance per warehouse"
                value={item ?? ''}
                onChange={(e) => setChartItem(e.currentTarget.value.trim() || null)}
                maw={320}
              />
              {balances.error && (
                <ApiErrorAlert error={balances.error} title="The balances could not be read" />
              )}
              {balances.data?.skus.length === 0 && (
                <Text size="sm" c="dimmed">
                  Neither plan has this item.
                </Text>
              )}
              {balances.data?.skus.map((sku) => (
                <BalanceChart
                  key={`${sku['Sub Item Number'] ?? ''}|${sku['Warehouse Number']}`}
                  sku={sku}
                  endDate={horizonEnd(balances.data['Plan Date'], balances.data['Horizon Days'])}
                />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
