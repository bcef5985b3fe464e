import { queryOf, typedApi, unwrap, unwrapWithHeaders } from '../../api/typed';
import type { OrderType } from './definitions';
import type { ApiRecord } from './draft';

export interface LoadedOrder {
  record: ApiRecord;
  etag: string | null;
}

/** GET of one order with its ETag (contract part 4: optimistic concurrency). */
export async function loadOrder(type: OrderType, id: number): Promise<LoadedOrder> {
  const { data, headers } = await unwrapWithHeaders(
    typedApi.GET(`/api/${type.path}/{id}`, { params: { path: { id } } }),
  );
  return { record: data as ApiRecord, etag: headers.get('etag') };
}

/** The id of the order numbered `number` (create and move answer only a message). */
export async function orderIdOf(type: OrderType, number: string): Promise<number | undefined> {
  const envelope = await unwrap(
    typedApi.GET(`/api/${type.path}`, {
      params: { query: queryOf({ filters: { [type.numberKey]: [number] }, page_size: 1 }) },
    }),
  );
  const id = envelope.data.rows[0]?.id;
  return typeof id === 'number' ? id : undefined;
}
