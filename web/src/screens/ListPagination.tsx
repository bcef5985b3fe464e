import { Pagination } from '@mantine/core';
import { useState } from 'react';

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

/**
 * A paged list's page, from 1. `fromFirstPage` wraps a change of filter or sort: that is another list, shown from its
 * first page.
 */
export function useListPage() {
  const [page, setPage] = useState(1);
  const fromFirstPage =
    <A extends unknown[]>(change: (...args: A) => void) =>
    (...args: A) => {
      change(...args);
      setPage(1);
    };
  return { page, setPage, fromFirstPage };
}
