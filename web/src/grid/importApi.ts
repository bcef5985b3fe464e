import { queryOptions } from '@tanstack/react-query';
import { ApiError, readCookie } from '../api/client';
import { type operations, typedApi, unwrap } from '../api/typed';

/**
 * The service's import (POST /api/import/{table}, GET /api/import): which tables the signed-in user may import,
 * their template headers, and an upload with progress that answers the service's report.
 */

/** A table the user may import: its view name (the path parameter), template headers, and the views offering it. */
export type ImportTable =
  operations['listImports']['responses'][200]['content']['application/json']['tables'][number];
/** The service's import report (its OpenAPI answer). */
export type ImportReport = operations['importTable']['responses'][200]['content']['application/json'];
export type RowError = ImportReport['errors'][number];
export type CellValue = NonNullable<RowError['values']>[string];

export const importTablesQuery = queryOptions({
  queryKey: ['import-tables'],
  queryFn: async (): Promise<ImportTable[]> => (await unwrap(typedApi.GET('/api/import'))).tables,
  staleTime: 5 * 60_000,
});

/** The import a list view's screen offers, if the service declares one for it. */
export const importOf = (tables: ImportTable[] | undefined, view: string): ImportTable | undefined =>
  tables?.find((t) => t.views.includes(view));

/** The header row as a CSV file (quoted where a name needs it), with a byte-order mark for spreadsheets. */
export function templateCsv(columns: string[]): Blob {
  const quote = (name: string) => (/[",\r\n]/.test(name) ? `"${name.replaceAll('"', '""')}"` : name);
  return new Blob([`\uFEFF${columns.map(quote).join(',')}\r\n`], { type: 'text/csv;charset=utf-8' });
}

export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface UploadOptions {
  dryRun: boolean;
  skipInvalid: boolean;
  /** Share of the file sent, 0 to 1. */
  onProgress: (sent: number) => void;
}

/** What an upload answers: the report (also for bad rows, `400 Import.InvalidRows`), or an error without one. */
export type UploadAnswer = { report: ImportReport; refused: boolean };

/**
 * Sends the file (multipart/form-data) with XMLHttpRequest, whose upload events give the progress of a large
 * file. A `400 Import.InvalidRows` carries the report of the bad rows: it is answered, not thrown.
 */
export function uploadImport(table: string, file: File, options: UploadOptions): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = new URLSearchParams({
    dry_run: String(options.dryRun),
    skip_invalid: String(options.skipInvalid),
  });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/import/${encodeURIComponent(table)}?${query}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const csrf = readCookie('csrf_access_token');
    if (csrf) xhr.setRequestHeader('X-XSRF-TOKEN', csrf);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('error', () =>
      reject(
        new ApiError(
          0,
          'Network.Failed',
          'The service could not be reached. Check the connection and retry.',
        ),
      ),
    );
    xhr.addEventListener('load', () => {
      let body: Partial<ImportReport> & { Message?: string; Code?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: the status text below
      }
      if (xhr.status === 200) resolve({ report: body as ImportReport, refused: false });
      else if (xhr.status === 400 && body.Code === 'Import.InvalidRows' && Array.isArray(body.errors))
        resolve({ report: body as ImportReport, refused: true });
      else
        reject(
          new ApiError(
            xhr.status,
            body.Code ?? `HTTP.${xhr.status}`,
            body.Message ?? (xhr.statusText || `The service answered ${xhr.status}`),
          ),
        );
    });
    xhr.send(form);
  });
}
