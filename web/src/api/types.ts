/** Shapes of the documented API (specification 2.11, 2.15; contract parts 2, 3 and 6). */

export type HeaderFormat = 'string' | 'string-link' | 'number' | 'date' | 'datetime' | 'boolean' | 'currency';

export interface ListHeader {
  key: string;
  format: HeaderFormat | string;
  alias?: string;
}

export type SortType = 'Ascending' | 'Descending';
export interface ListSort {
  key: string;
  type: SortType;
}

export type ListRow = Record<string, unknown> & { id: number | string };

/** The list envelope every collection and view answers. */
export interface ListEnvelope<Row = ListRow> {
  data: { headers: ListHeader[]; sort?: ListSort; rows: Row[] };
  extra: { page: number; page_size: number; total: number };
}

/** A column's filter: a list of allowed values, or an inclusive range for numbers and dates. */
export type ColumnFilter =
  | (string | number | boolean | null)[]
  | { from?: string | number; to?: string | number };
export type ListFilters = Record<string, ColumnFilter>;

export interface ListQuery {
  filters?: ListFilters;
  search?: string;
  sort?: ListSort;
  page?: number;
  page_size?: number;
}

export type AccessLevel = 'View' | 'Edit';
export interface Privilege {
  type: string;
  access: AccessLevel;
}

export interface Profile {
  id: number;
  'User Fullname': string;
  Username: string;
  'User Email': string;
  'User Phone': string | null;
  'First Signin': boolean;
  'Password Expiration': string | null;
  'Role Name': string;
  'Role Description': string;
  'User Status': string;
  '2FA Enabled': boolean;
  Privileges: Privilege[];
}

/** Answers of POST /api/authenticate (contract part 2). */
export type LoginAnswer =
  | { login: true }
  | { first_signin: true; session_token: string }
  | { two_factor_required: true; session_token: string };

/** Answer of order writes: `Warning` means queued behind an integration run. */
export interface WriteAnswer {
  message: string;
  notification_type: 'Success' | 'Warning';
}
