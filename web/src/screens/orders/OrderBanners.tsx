import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ChangedNotice, ConflictNotice } from '../../editing/ChangedNotice';
import type { OrderType } from './definitions';
import { pathLink } from './links';
import type { Banner } from './useOrderWrites';

/** The messages above an order's fields: read-only, changed elsewhere, queued, refused, moved. */
export function OrderBanners({
  type,
  canEdit,
  banner,
  newerStored,
  changedBy,
  onReload,
}: {
  type: OrderType;
  canEdit: boolean;
  banner: Banner | null;
  /** A newer version is stored while the form has unsaved edits. */
  newerStored: boolean;
  changedBy: string | null;
  onReload: () => void;
}) {
  const what = type.title.toLowerCase();
  return (
    <>
      {!canEdit && (
        <Alert color="gray" role="status">
          You can view this {what} but not change it: your role may only view {type.privilege}.
        </Alert>
      )}
      {newerStored && banner?.kind !== 'conflict' && (
        <ChangedNotice who={changedBy} what={what} onReload={onReload} />
      )}
      {banner?.kind === 'warning' && (
        <Alert color="yellow" title="Queued: procurement is locked by an integration run" role="status">
          {banner.message} The change is applied when the run ends; you will be notified if it fails.
        </Alert>
      )}
      {banner?.kind === 'conflict' && <ConflictNotice what={what} onReload={onReload} />}
      {banner?.kind === 'error' && (
        <Alert color="red" title="Not saved" role="alert" tabIndex={-1} data-error-banner>
          <Text size="sm">{banner.message}</Text>
        </Alert>
      )}
      {banner?.kind === 'moved' && (
        <Alert color="green" title="Lines moved" role="status">
          <Text size="sm">{banner.message}</Text>
          {banner.target && (
            <Anchor component={Link} {...pathLink(`${type.editorBase}/${banner.target.id}`)} size="sm">
              Open {type.short} {banner.target.number}
            </Anchor>
          )}
        </Alert>
      )}
    </>
  );
}
