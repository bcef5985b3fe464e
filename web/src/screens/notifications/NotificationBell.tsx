import { ActionIcon, Indicator } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { unreadCountQuery } from './notifications';

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The header's bell: unread count as a badge, opens the inbox. */
export function NotificationBell() {
  const unread = useQuery(unreadCountQuery).data ?? 0;
  const label = unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} color="red" offset={4}>
      <ActionIcon component={Link} to="/notifications" variant="subtle" size="lg" aria-label={label}>
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
}
