import { Alert } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { orderTypeOf } from './definitions';
import { OrderEditor } from './OrderEditor';

/** /orders/<type>/<id|new>: the editor of one order of the type named in the path. */
export function OrderEditorScreen() {
  const params = useParams({ strict: false }) as { type?: string; id?: string };
  const type = orderTypeOf(params.type ?? '');
  if (!type) return <Alert color="red">Unknown order type {params.type}</Alert>;
  const id = params.id === 'new' ? null : Number(params.id);
  if (id !== null && !(Number.isInteger(id) && id > 0))
    return <Alert color="red">Not an order id: {params.id}</Alert>;
  return <OrderEditor key={`${type.path}:${id ?? 'new'}`} type={type} id={id} />;
}
