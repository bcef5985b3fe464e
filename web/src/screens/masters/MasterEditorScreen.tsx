import { Alert } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { billOfMaterials } from '../orders/definitions';
import { OrderEditor } from '../orders/OrderEditor';
import { masterTypeOf } from './definitions';
import { MasterEditor } from './MasterEditor';

/** /masters/<master>/<id|new>: a master-data record, or a bill of materials with its component lines. */
export function MasterEditorScreen() {
  const params = useParams({ strict: false }) as { master?: string; id?: string };
  const id = params.id === 'new' ? null : Number(params.id);
  if (id !== null && !(Number.isInteger(id) && id > 0))
    return <Alert color="red">Not a record id: {params.id}</Alert>;
  if (params.master === billOfMaterials.path)
    return <OrderEditor key={`bom:${id ?? 'new'}`} type={billOfMaterials} id={id} />;
  const type = masterTypeOf(params.master ?? '');
  if (!type) return <Alert color="red">Unknown master {params.master}</Alert>;
  return <MasterEditor key={`${type.path}:${id ?? 'new'}`} type={type} id={id} />;
}
