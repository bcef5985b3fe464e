import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { ListEnvelope } from '../../api/types';
import { useHasPrivilege } from '../../session/session';

/** A custom column as GET /api/custom-columns/{table} answers it (specification 2.8 plus layout). */
export interface CustomColumn {
  id: number;
  table: string;
  key: string;
  format: 'string' | 'number' | 'date' | 'boolean' | 'currency' | string;
  alias: string | null;
  description: string | null;
  required: boolean;
  default_value: unknown;
  display_order: number;
  visible: boolean;
}

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
      const envelope = await api.get<ListEnvelope<CustomColumn & { id: number }>>(
        `/api/custom-columns/${table}`,
        {
          page_size: 1000,
        },
      );
      return envelope.data.rows.filter((c) => c.visible);
    },
    staleTime: 60_000,
  });
}

export const columnLabel = (column: CustomColumn) => column.alias || column.key;
