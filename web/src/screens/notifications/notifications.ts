import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { ListEnvelope } from '../../api/types';

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
      await api.get<ListEnvelope<NotificationRow>>('/api/notifications', {
        filters: { Read: [false] },
        page_size: 1,
      })
    ).extra.total,
  refetchInterval: POLL_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
});

export const inboxQuery = (unreadOnly: boolean, page: number) =>
  queryOptions({
    queryKey: ['notifications', 'inbox', unreadOnly, page],
    queryFn: () =>
      api.get<ListEnvelope<NotificationRow>>('/api/notifications', {
        filters: unreadOnly ? { Read: [false] } : undefined,
        sort: { key: 'Created At', type: 'Descending' },
        page,
        page_size: 25,
      }),
    refetchInterval: POLL_MS,
  });

export const markRead = (id: number) => api.put(`/api/notifications/${id}`, { read: true });
