import { useQuery } from '@tanstack/react-query';
import { type AnswerOf, queryOf, typedApi, unwrap } from '../../api/typed';
import type { ListEnvelope } from '../../api/types';
import { useHasPrivilege } from '../../session/session';

/** A custom column as GET /api/custom-columns/{table} answers it (specification 2.8 plus layout). */
export type CustomColumn = AnswerOf<'/api/custom-columns', 'post'>;

/**
 * The custom columns of `table` in display order, visible ones only. Reading them needs Custom Columns / View;
 * without it the form has no custom fields and the stored values travel back unchanged (the editors keep every
 * field of the record they do not show).
 */
export function useCustomColumns(table: string | undefined) {
  const allowed = useHasPrivilege('Custom Columns');
  return useQuery({
    queryKey: ['custom-columns', table],
    enabled: table !== undefined && allowed,
    queryFn: async () => {
      // `{ref}` a table name: the list of its columns.
      const envelope = (await unwrap(
        typedApi.GET('/api/custom-columns/{ref}', {
          params: { path: { ref: table ?? '' }, query: queryOf({ page_size: 1000 }) },
        }),
      )) as unknown as ListEnvelope<CustomColumn & { id: number }>;
      return envelope.data.rows.filter((c) => c.visible);
    },
    staleTime: 60_000,
  });
}

export const columnLabel = (column: CustomColumn) => column.alias || column.key;
