import { queryOptions } from '@tanstack/react-query';
import { queryOf, rowsAs, typedApi, unwrap } from '../../api/typed';

export interface NotificationRow {
  id: number;
  Type: string;
  Source: string;
  Event: string;
  Message: string;
  'Entity Id': string | null;
  Read: boolean;
  'Created At': string;
}

/** How often the unread count is asked for (a fallback: the live stream announces new notifications at once). */
export const POLL_MS = 30_000;

export const unreadCountQuery = queryOptions({
  queryKey: ['notifications', 'unread-count'],
  queryFn: async () =>
    (
      await unwrap(
        typedApi.GET('/api/notifications', {
          params: { query: queryOf({ filters: { Read: [false] }, page_size: 1 }) },
        }),
      )
    ).extra.total,
  refetchInterval: POLL_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
});

export const inboxQuery = (unreadOnly: boolean, page: number) =>
  queryOptions({
    queryKey: ['notifications', 'inbox', unreadOnly, page],
    queryFn: async () =>
      rowsAs<NotificationRow>(
        await unwrap(
          typedApi.GET('/api/notifications', {
            params: {
              query: queryOf({
                filters: unreadOnly ? { Read: [false] } : undefined,
                sort: { key: 'Created At', type: 'Descending' },
                page,
                page_size: 25,
              }),
            },
          }),
        ),
      ),
    refetchInterval: POLL_MS,
  });

export const markRead = (id: number) =>
  unwrap(typedApi.PUT('/api/notifications/{id}', { params: { path: { id } }, body: { read: true } }));
