import type { AnyRoute } from '@tanstack/react-router';
import type { ListRow } from '../../api/types';
import type { ScreenModule } from '../../plugins';
import { lazyScreens } from '../routing';
import { ORDER_TYPES } from './definitions';

const editorLink = (path: string, idKey: string) => (row: ListRow) => {
  const id = row[idKey];
  return typeof id === 'number' ? `/orders/${path}/${id}` : undefined;
};

/** Order editors: /orders/<purchase-order|sales-order|manufacturing-order|forecast>/<id|new>. */
export const routes = (parent: AnyRoute) => [
  lazyScreens(parent)('/orders/$type/$id', () => import('./OrderEditorScreen'), 'OrderEditorScreen'),
];

export const rowLinks: ScreenModule['rowLinks'] = Object.fromEntries(
  ORDER_TYPES.flatMap((type) => {
    const stem = type.listView.replace(/_list$/, '');
    return [
      [type.listView, editorLink(type.path, 'id')],
      [`${stem}_details`, editorLink(type.path, type.idField ?? 'id')],
    ];
  }),
);

export const createLinks: Record<string, string> = Object.fromEntries(
  ORDER_TYPES.map((type) => [type.listView, `/orders/${type.path}/new`]),
);
