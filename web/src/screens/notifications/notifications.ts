import { queryOptions } from '@tanstack/react-query';
import { type AnswerOf, listRows, queryOf, typedApi, unwrap } from '../../api/typed';

/** A notification as the service answers it (the list's rows, and the answer of marking one read). */
export type NotificationRow = AnswerOf<'/api/notifications/{id}', 'put'>;

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
    queryFn: () =>
      listRows<NotificationRow>('/api/notifications', {
        filters: unreadOnly ? { Read: [false] } : undefined,
        sort: { key: 'Created At', type: 'Descending' },
        page,
        page_size: 25,
      }),
    refetchInterval: POLL_MS,
  });

export const markRead = (id: number) =>
  unwrap(typedApi.PUT('/api/notifications/{id}', { params: { path: { id } }, body: { read: true } }));
