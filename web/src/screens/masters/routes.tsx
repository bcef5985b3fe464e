import type { AnyRoute } from '@tanstack/react-router';
import type { ListRow } from '../../api/types';
import type { ScreenModule } from '../../plugins';
import { billOfMaterials } from '../orders/definitions';
import { lazyScreens } from '../routing';
import { MASTER_TYPES } from './definitions';

/** Master-data editors and the BOM editor: /masters/<master>/<id|new>. */
export const routes = (parent: AnyRoute) => [
  lazyScreens(parent)('/masters/$master/$id', () => import('./MasterEditorScreen'), 'MasterEditorScreen'),
];

const editors = [
  ...MASTER_TYPES.map((m) => ({ view: m.view, path: m.path })),
  { view: billOfMaterials.listView, path: billOfMaterials.path },
];

export const rowLinks: ScreenModule['rowLinks'] = Object.fromEntries(
  editors.map((e) => [
    e.view,
    (row: ListRow) => (typeof row.id === 'number' ? `/masters/${e.path}/${row.id}` : undefined),
  ]),
);

export const createLinks: Record<string, string> = Object.fromEntries(
  editors.map((e) => [e.view, `/masters/${e.path}/new`]),
);
