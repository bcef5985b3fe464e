import { Alert, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { type BodyOf, typedApi, unwrap } from '../../api/typed';
import { DialogActions } from '../../editing/DialogActions';
import { plainMessage } from '../../editing/fieldMessages';
import { orderIdOf } from './api';
import type { MasterRef, Movable, OrderType } from './definitions';
import { MasterPicker } from './MasterPicker';

export interface MoveResult {
  message: string;
  rows_updated?: number;
  notification_type?: 'Warning';
  target?: { id: number; number: string };
}

interface Props {
  type: OrderType;
  /** How the type's lines move (only a movable type offers the move). */
  movable: Movable;
  sourceId: number;
  sourceNumber: string;
  lineIds: number[];
  onClose: () => void;
  onMoved: (result: MoveResult) => void;
}

/**
 * Moves the selected lines of one order to another one or to a new one of its type
 * (PUT /api/<path>-details-move-lines, specification 4.2.1): one source, one target, atomic.
 */
export function MoveLinesModal({ type, movable, sourceId, sourceNumber, lineIds, onClose, onMoved }: Props) {
  const { label, stem } = movable;
  const names = {
    old: `Old ${label} List Id`,
    newId: `New ${label} List Id`,
    newNumber: `New ${label} List Number`,
  };
  const [mode, setMode] = useState<'existing' | 'new'>('new');
  const [existing, setExisting] = useState('');
  const [fresh, setFresh] = useState('');
  const [error, setError] = useState<{ message: string; code: string } | null>(null);
  const orders: MasterRef = {
    source: { endpoint: `/api/${stem}` },
    numberKey: type.numberKey,
    nameKey: movable.nameKey,
    entity: type.entity,
  };

  const move = useMutation({
    mutationFn: async (): Promise<MoveResult> => {
      let target: Record<string, unknown>;
      let targetNumber: string;
      if (mode === 'existing') {
        targetNumber = existing.trim();
        const id = await orderIdOf(type, targetNumber);
        if (id === undefined)
          throw { message: `${type.short} ${targetNumber} not found`, code: `${type.entity}.NotFound` };
        target = { [names.newId]: id };
      } else {
        targetNumber = fresh.trim();
        target = { [names.newNumber]: targetNumber };
      }
      const path = `/api/${stem}-details-move-lines` as const;
      // The moves' field names are built from the type's label: the description checks the path and the answer.
      const moves = lineIds.map((id) => ({ id, [names.old]: sourceId, ...target }));
      const answer: MoveResult = await unwrap(
        typedApi.PUT(path, { body: { moves } as BodyOf<typeof path, 'put'> }),
      );
      if (answer.notification_type === 'Warning') return answer;
      const targetId =
        names.newId in target ? (target[names.newId] as number) : await orderIdOf(type, targetNumber);
      return {
        ...answer,
        target: targetId === undefined ? undefined : { id: targetId, number: targetNumber },
      };
    },
    onSuccess: onMoved,
    onError: (e) => {
      if (isApiError(e)) setError({ message: e.message, code: e.code });
      else if (e && typeof e === 'object' && 'message' in e && 'code' in e)
        setError(e as { message: string; code: string });
      else setError({ message: String(e), code: 'Client.Error' });
    },
  });

  const targetError = error ? plainMessage(error.message) : undefined;
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={`Move ${lineIds.length} line(s) of ${type.short} ${sourceNumber}`}
      centered
    >
      <Stack gap="sm">
        <Radio.Group
          label="Move to"
          value={mode}
          onChange={(value) => {
            setMode(value === 'existing' ? 'existing' : 'new');
            setError(null);
          }}
        >
          <Group mt="xs">
            <Radio value="new" label={`A new ${type.title.toLowerCase()}`} />
            <Radio value="existing" label={`An existing ${type.title.toLowerCase()}`} />
          </Group>
        </Radio.Group>
        {mode === 'new' ? (
          <TextInput
            label={`New ${type.numberKey}`}
            description={`Created with the header of ${type.short} ${sourceNumber}`}
            value={fresh}
            onChange={(event) => setFresh(event.currentTarget.value)}
            error={targetError}
            required
            data-autofocus
          />
        ) : (
          <MasterPicker
            master={orders}
            label={`Target ${type.numberKey}`}
            value={existing}
            onChange={setExisting}
            error={targetError}
            required
          />
        )}
        {error && !targetError && (
          <Alert color="red" role="alert">
            <Text size="sm">{error.message}</Text>
          </Alert>
        )}
        <DialogActions
          label="Move"
          onCancel={onClose}
          onConfirm={() => {
            setError(null);
            move.mutate();
          }}
          loading={move.isPending}
          disabled={(mode === 'new' ? fresh : existing).trim() === ''}
        />
      </Stack>
    </Modal>
  );
}
