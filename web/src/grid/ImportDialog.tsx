import { Alert, Button, FileInput, Group, Modal, Progress, Radio, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../api/client';
import { typedApi, unwrap } from '../api/typed';
import {
  type CellValue,
  type ImportReport,
  type ImportTable,
  saveBlob,
  templateCsv,
  type UploadAnswer,
  uploadImport,
} from './importApi';

/** Bad rows listed at most (the count says how many more there are). */
const SHOWN_ERRORS = 200;
/** Alert titles in the text colour: the light variant's coloured titles fall short of 4.5:1 contrast. */
const READABLE = { title: { color: 'var(--mantine-color-dark-9)' } };

type Phase = 'idle' | 'checking' | 'checked' | 'storing' | 'stored' | 'refused';
type Mode = 'all' | 'skip';

const plural = (n: number, word: string) => `${n.toLocaleString()} ${word}${n === 1 ? '' : 's'}`;
const shown = (value: CellValue | undefined) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : String(value);

/** Each bad row: its line, the field at fault and the problem in words, then the row's data as the file has it. */
function BadRows({ report }: { report: ImportReport }) {
  const errors = report.errors.slice(0, SHOWN_ERRORS);
  const columns = Object.keys(errors.find((e) => e.values)?.values ?? {});
  return (
    <Stack gap={4}>
      {/* Scrolls both ways with the keyboard too: a named, focusable region. */}
      <section
        aria-label="Invalid rows, scrollable"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        tabIndex={0}
        style={{ maxHeight: 320, overflow: 'auto' }}
      >
        <Table
          withTableBorder
          withColumnBorders
          striped
          fz="sm"
          aria-label="Invalid rows"
          style={{ whiteSpace: 'nowrap' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th>Problem</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((error) => (
              <Table.Tr key={`${error.line}:${error.field ?? ''}:${error.Message}`} data-testid="invalid-row">
                <Table.Td>{error.line}</Table.Td>
                <Table.Td>{error.field ?? 'the whole row'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'normal', minWidth: 240 }}>{error.Message}</Table.Td>
                {columns.map((c) => {
                  const atFault = c === error.field;
                  return (
                    <Table.Td
                      key={c}
                      aria-invalid={atFault || undefined}
                      style={
                        atFault
                          ? {
                              background: '#fff0f0',
                              color: '#8a1c1c',
                              fontWeight: 700,
                              outline: '2px solid #c92a2a',
                            }
                          : undefined
                      }
                    >
                      {shown(error.values?.[c])}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
      {report.errors.length > errors.length && (
        <Text size="sm">and {plural(report.errors.length - errors.length, 'more invalid row')}</Text>
      )}
    </Stack>
  );
}

export interface ImportDialogProps {
  target: ImportTable;
  /** The screen's title, e.g. "Items". */
  title: string;
  onClose: () => void;
  /** Called after rows were stored, so the screen shows them. */
  onImported: () => void;
}

/**
 * Import into a table: a file (CSV or XLSX) is checked first (a dry run: every row through the create rules,
 * nothing stored), its bad rows listed with their line, field and problem beside the data; then stored all or
 * nothing, or skipping the invalid rows. The upload shows its progress; the template holds the right headers.
 */
export function ImportDialog({ target, title, onClose, onImported }: ImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [check, setCheck] = useState<UploadAnswer | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [mode, setMode] = useState<Mode>('all');
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (chosen: File, dryRun: boolean, skipInvalid: boolean) => {
    setProgress(0);
    setFailure(null);
    const upload = () => uploadImport(target.table, chosen, { dryRun, skipInvalid, onProgress: setProgress });
    try {
      try {
        return await upload();
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
        // The access token expired: the client renews the session on its next request, then the upload is sent again.
        await unwrap(typedApi.GET('/api/profile'));
        setProgress(0);
        return await upload();
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return null;
    }
  };

  const runCheck = async (chosen: File | null) => {
    setFile(chosen);
    setCheck(null);
    setResult(null);
    setMode('all');
    if (!chosen) {
      setPhase('idle');
      return;
    }
    setPhase('checking');
    const answer = await send(chosen, true, true);
    setCheck(answer);
    setPhase(answer ? 'checked' : 'idle');
  };

  const store = async () => {
    if (!file) return;
    setPhase('storing');
    const answer = await send(file, false, mode === 'skip');
    if (!answer) {
      setPhase('checked');
      return;
    }
    setResult(answer.report);
    if (answer.refused) setPhase('refused');
    else {
      setPhase('stored');
      onImported();
    }
  };

  const busy = phase === 'checking' || phase === 'storing';
  const report = check?.report;
  const invalid = report?.errors.length ?? 0;
  const valid = report ? report.stored : 0;
  const storeLabel =
    invalid === 0
      ? `Store ${plural(report?.rows ?? 0, 'row')}`
      : mode === 'skip'
        ? `Store ${plural(valid, 'valid row')}, skip ${plural(invalid, 'invalid row')}`
        : 'Store all rows';

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Import ${title.toLowerCase()}`}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close import' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          A CSV (comma separated, UTF-8) or Excel (.xlsx) file whose first row holds the column names of the
          template. The file is checked first; nothing is stored until you choose to.
        </Text>
        <Group gap="sm" align="flex-end">
          <FileInput
            label="File to import"
            placeholder="Choose a .csv or .xlsx file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={(chosen) => void runCheck(chosen)}
            disabled={busy}
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the file' }}
            style={{ flex: 1 }}
          />
          <Button
            variant="default"
            onClick={() => saveBlob(templateCsv(target.columns), `${title} import template.csv`)}
          >
            Download template
          </Button>
        </Group>

        {busy && (
          <Stack gap={4} role="status" aria-live="polite">
            <Progress value={progress * 100} animated={progress >= 1} aria-label="Upload progress" />
            <Text size="sm">
              {progress < 1
                ? `Uploading ${Math.round(progress * 100)}%`
                : phase === 'checking'
                  ? 'Checking every row…'
                  : 'Storing…'}
            </Text>
          </Stack>
        )}

        {failure && (
          <Alert styles={READABLE} color="red" title="The file could not be imported" role="alert">
            {failure}
          </Alert>
        )}

        {report && phase !== 'stored' && (
          <Alert
            styles={READABLE}
            color={invalid === 0 ? 'green' : 'yellow'}
            title={
              invalid === 0
                ? `All ${plural(report.rows, 'row')} are valid`
                : `${plural(invalid, 'row')} of ${report.rows.toLocaleString()} ${invalid === 1 ? 'is' : 'are'} invalid`
            }
            role="status"
          >
            {invalid === 0
              ? 'Nothing is stored yet.'
              : `${plural(valid, 'row')} can be stored.${
                  report.rows - valid > invalid
                    ? ' The other rows of an order with an invalid row are kept out with it.'
                    : ''
                }`}
          </Alert>
        )}

        {phase === 'refused' && result && (
          <Alert styles={READABLE} color="red" title="Nothing was stored" role="alert">
            {plural(result.errors.length, 'row')} {result.errors.length === 1 ? 'is' : 'are'} invalid. Fix the
            file and choose it again, or skip the invalid rows.
          </Alert>
        )}
        {phase === 'stored' && result && (
          <Alert styles={READABLE} color="green" title="Imported" role="status">
            {plural(result.stored, 'row')} stored
            {result.errors.length > 0 ? `; ${plural(result.not_stored, 'row')} skipped` : ''}.
          </Alert>
        )}

        {report && invalid > 0 && phase !== 'stored' && <BadRows report={result ?? report} />}

        {report && invalid > 0 && phase !== 'stored' && (
          <Radio.Group
            label="When rows are invalid"
            value={mode}
            onChange={(value) => setMode(value === 'skip' ? 'skip' : 'all')}
          >
            <Stack gap={6} mt={6}>
              <Radio value="all" label="Store nothing (all or nothing)" />
              <Radio value="skip" label="Skip the invalid rows and store the others" />
            </Stack>
          </Radio.Group>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {phase === 'stored' ? 'Close' : 'Cancel'}
          </Button>
          {report && phase !== 'stored' && (
            <Button onClick={() => void store()} loading={phase === 'storing'} disabled={busy}>
              {storeLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
