import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { PlanningSearch } from './routes';
import { DemandTree, isPlanned, SupplyTree } from './SupplyPath';
import { PageTitle } from './shared';

/**
 * Both directions of one order's pegging: what covers it, level by level, and (for a planned order) what it covers;
 * `whyFirst` puts what it covers first (the suggestion's reason).
 */
export function SupplyPathCards({ number, whyFirst = false }: { number: string; whyFirst?: boolean }) {
  const feeds = (
    <Card withBorder padding="md" key="feeds">
      <Title order={2} size="h4" mb="xs">
        What feeds {number}
      </Title>
      <SupplyTree number={number} />
    </Card>
  );
  const covers = isPlanned(number) ? (
    <Card withBorder padding="md" key="covers">
      <Title order={2} size="h4" mb="xs">
        What {number} covers
      </Title>
      <DemandTree number={number} />
    </Card>
  ) : null;
  return <>{whyFirst ? [covers, feeds] : [feeds, covers]}</>;
}

/** Supply path: from a sales order, forecast or MO down to the purchases that feed it; from a suggestion up. */
export function SupplyPathScreen() {
  const search = useSearch({ strict: false }) as PlanningSearch;
  const navigate = useNavigate();
  const [draft, setDraft] = useState(search.order ?? '');
  const number = search.order;
  return (
    <Stack gap="md">
      <PageTitle>{number ? `Supply path of ${number}` : 'Supply path'}</PageTitle>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const order = draft.trim();
          void navigate({ to: '.', search: { order: order || undefined } as never });
        }}
      >
        <Group align="flex-end">
          <TextInput
            label="Order number"
            description="A sales order, forecast, manufacturing order or suggestion"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            w={320}
          />
          <Button type="submit">Show path</Button>
        </Group>
      </form>
      {number ? (
        <SupplyPathCards number={number} />
      ) : (
        <Text size="sm">
          Name an order to see the planned orders that feed it, level by level, from the last planning run.
        </Text>
      )}
    </Stack>
  );
}
