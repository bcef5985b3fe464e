import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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

/** How long to wait before reopening a stream the service closed (e.g. after the access token expired). */
const REOPEN_MS = 60_000;

/**
 * Listens to GET /api/events/stream (server-sent events): a message carrying the user's new in-app notifications
 * refreshes the badge and the inbox at once. Polling stays as the fallback.
 */
export function useLiveNotifications(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource('/api/events/stream');
      source.onmessage = (message) => {
        try {
          const body = JSON.parse(message.data) as { notifications?: unknown[] };
          if (Array.isArray(body.notifications) && body.notifications.length > 0)
            void client.invalidateQueries({ queryKey: ['notifications'] });
        } catch {
          // not a change message (e.g. a comment line): nothing to do
        }
      };
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return; // the browser reconnects by itself
        timer = setTimeout(open, REOPEN_MS);
      };
    };
    open();
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, [client]);
}
