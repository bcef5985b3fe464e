import { Pagination } from '@mantine/core';

/**
 * The page buttons under a list of `total` rows shown `pageSize` at a time; nothing when they fit on one page.
 * The arrows and page buttons are named for screen readers ("next page", "Page 2").
 */
export function ListPagination(props: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  /** What the pages are of, for screen readers ("Notification pages"). */
  label?: string;
}) {
  if (props.total <= props.pageSize) return null;
  return (
    <Pagination
      total={Math.ceil(props.total / props.pageSize)}
      value={props.page}
      onChange={props.onChange}
      aria-label={props.label}
      getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
    />
  );
}
