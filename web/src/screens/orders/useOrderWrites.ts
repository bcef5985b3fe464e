import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isApiError } from '../../api/client';
import { type BodyOf, typedApi, unwrap } from '../../api/typed';
import type { WriteAnswer } from '../../api/types';
import { plainFieldMessage, plainMessage } from '../../editing/fieldMessages';
import { orderIdOf } from './api';
import type { OrderType } from './definitions';
import { type ApiRecord, bodyOf, plainDraft } from './draft';
import { addressErrors, type FieldAddress } from './field-errors';
import { pathNavigation } from './links';
import type { OrderFormState } from './useOrderForm';

/** A message above the form (the fields' own errors sit next to them). */
export type Banner =
  | { kind: 'warning'; message: string }
  | { kind: 'conflict' }
  | { kind: 'error'; message: string }
  | { kind: 'moved'; message: string; target?: { id: number; number: string } };

/** The field an address names (`line:2:PO Details Quantity` → `PO Details Quantity`). */
const fieldOf = (address: FieldAddress) =>
  address.startsWith('header:') ? address.slice(7) : (/^line:\d+:(.+)$/.exec(address)?.[1] ?? '');

interface WriteContext {
  type: OrderType;
  id: number | null;
  form: OrderFormState;
  setBanner: (banner: Banner | null) => void;
  /** Lines whose "more fields" row must open (an error sits on a field not shown in the table). */
  expandLines: (keys: string[]) => void;
  /** Lets the next navigation through (the guard on unsaved edits). */
  release: () => void;
}

/** Save and delete of the order editor: the service's answer becomes a banner or words next to fields. */
export function useOrderWrites({ type, id, form, setBanner, expandLines, release }: WriteContext) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { draft, base, headerCustom, lineCustom } = form;
  const number = String(draft.header[type.numberKey] ?? '');
  const ifMatch = (): Record<string, string> => (base?.etag ? { 'If-Match': base.etag } : {});
  const collection = `/api/${type.path}` as const;
  const one = `/api/${type.path}/{id}` as const;

  const save = useMutation({
    // Orders answer `{message, notification_type, id}`, bills of materials the stored record.
    mutationFn: async (): Promise<Partial<WriteAnswer> & ApiRecord> => {
      // The body's fields are the type's declared ones (src/catalogue/orders.ts), built at run time.
      const body = bodyOf(type, draft, headerCustom, lineCustom, id);
      const answer =
        id === null
          ? typedApi.POST(collection, { body: body as BodyOf<typeof collection, 'post'> })
          : typedApi.PUT(one, {
              params: { path: { id } },
              body: body as BodyOf<typeof one, 'put'>,
              headers: ifMatch(),
            });
      return unwrap<Partial<WriteAnswer> & ApiRecord>(answer);
    },
    onMutate: () => {
      form.clearErrors();
      setBanner(null);
    },
    onSuccess: async (answer) => {
      form.setDirty(false);
      release();
      void queryClient.invalidateQueries({ queryKey: ['view'] });
      if ('notification_type' in answer && answer.notification_type === 'Warning') {
        // Procurement is locked by an integration run: the change waits in the queue (contract part 5).
        setBanner({ kind: 'warning', message: answer.message ?? '' });
        return;
      }
      notifications.show({
        color: 'green',
        title: `${type.title} saved`,
        message: 'message' in answer ? plainMessage(String(answer.message)) : `${type.short} ${number}`,
      });
      if (id === null) {
        // Orders answer a message only; bills of materials answer the stored record.
        const created = typeof answer.id === 'number' ? answer.id : await orderIdOf(type, number);
        if (created !== undefined) await navigate(pathNavigation(`${type.editorBase}/${created}`));
      } else form.refresh();
    },
    onError: (error) => {
      if (!isApiError(error)) {
        setBanner({ kind: 'error', message: plainMessage(String(error)) });
        return;
      }
      if (error.status === 412) {
        setBanner({ kind: 'conflict' });
        return;
      }
      const placed = addressErrors(type, plainDraft(draft), error);
      const words = new Map<FieldAddress, string>();
      for (const address of placed.keys())
        words.set(
          address,
          address === 'form' || address === 'lines'
            ? plainMessage(error.message)
            : plainFieldMessage(error, fieldOf(address)),
        );
      form.placeErrors(words);
      if (placed.has('form')) {
        setBanner({ kind: 'error', message: plainMessage(error.message) });
        return;
      }
      // Open the "more fields" row of a line whose error sits on a field not shown in the table.
      const hidden: string[] = [];
      for (const address of placed.keys()) {
        const match = /^line:(\d+):(.+)$/.exec(address);
        const field = match && type.lineFields.find((f) => f.key === match[2]);
        const line = match ? draft.lines[Number(match[1])] : undefined;
        if (line && !field?.inTable) hidden.push(line.key);
      }
      if (hidden.length) expandLines(hidden);
    },
  });

  const remove = useMutation({
    mutationFn: () => unwrap(typedApi.DELETE(one, { params: { path: { id: id! } }, headers: ifMatch() })),
    onSuccess: async () => {
      notifications.show({
        color: 'green',
        title: `${type.title} deleted`,
        message: `${type.short} ${number}`,
      });
      release();
      void queryClient.invalidateQueries({ queryKey: ['view'] });
      await navigate(pathNavigation(`/views/${type.listView}`));
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 412) setBanner({ kind: 'conflict' });
      else if (isApiError(error)) setBanner({ kind: 'error', message: plainMessage(error.message) });
    },
  });

  return { save, remove, number };
}
