import { useEffect, useRef, useState } from 'react';
import { versionOf } from '../../editing/useLiveRecord';
import type { LoadedOrder } from './api';
import type { CustomColumn } from './custom-columns';
import type { OrderType } from './definitions';
import { type Draft, type DraftLine, draftOf, emptyLine, type FormValue, newDraft } from './draft';
import { type FieldAddress, headerAddress, lineAddress } from './field-errors';

/**
 * The order editor's form state along its data path: the stored version the draft was made from (`base`), the
 * draft and whether it has unsaved edits, and the errors placed at fields. A newer stored version (after a save,
 * a move, or another user's change seen on the live stream) replaces the draft in place when there are no
 * unsaved edits; with unsaved edits it is only announced (`newerStored`), and `reload` takes it.
 */
export function useOrderForm(
  type: OrderType,
  latest: LoadedOrder | null,
  headerCustom: CustomColumn[],
  lineCustom: CustomColumn[],
  refetch: () => void,
) {
  const [base, setBase] = useState<LoadedOrder | null>(latest);
  const [draft, setDraft] = useState<Draft>(() =>
    latest
      ? draftOf(type, latest.record, headerCustom, lineCustom)
      : newDraft(type, headerCustom, lineCustom),
  );
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Map<FieldAddress, string>>(new Map());
  const [newerStored, setNewerStored] = useState(false);
  /** Bumped when errors are placed: the form then moves focus to the first invalid field. */
  const [focusRequest, setFocusRequest] = useState(0);
  const draftRef = useRef(draft);
  draftRef.current = draft;

  const latestVersion = versionOf(latest);
  const baseVersion = versionOf(base);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the stored version, not the object
  useEffect(() => {
    if (!latest || latestVersion === baseVersion) {
      setNewerStored(false);
      return;
    }
    if (dirty) {
      setNewerStored(true);
      return;
    }
    setBase(latest);
    setDraft(draftOf(type, latest.record, headerCustom, lineCustom));
    setErrors(new Map());
    setNewerStored(false);
  }, [latestVersion, baseVersion, dirty]);

  const edit = (change: (draft: Draft) => Draft) => {
    setDraft(change);
    setDirty(true);
  };
  const clearError = (address: FieldAddress) =>
    setErrors((current) => {
      if (!current.has(address)) return current;
      const next = new Map(current);
      next.delete(address);
      return next;
    });

  const setHeader = (key: string, value: FormValue) => {
    edit((d) => ({ ...d, header: { ...d.header, [key]: value } }));
    clearError(headerAddress(key));
  };
  const setLine = (lineKey: string, key: string, value: FormValue) => {
    edit((d) => ({
      ...d,
      lines: d.lines.map((l) => (l.key === lineKey ? { ...l, values: { ...l.values, [key]: value } } : l)),
    }));
    const index = draftRef.current.lines.findIndex((l) => l.key === lineKey);
    if (index >= 0) clearError(lineAddress(index, key));
  };
  const addLine = () => {
    edit((d) => ({ ...d, lines: [...d.lines, emptyLine(type, lineCustom, d.lines.at(-1))] }));
    clearError('lines');
  };
  const removeLine = (line: DraftLine) => {
    edit((d) => ({ ...d, lines: d.lines.filter((l) => l.key !== line.key) }));
    // Line errors are placed by position: after a removal they would point at other lines.
    setErrors((current) => new Map([...current].filter(([address]) => !address.startsWith('line:'))));
  };

  const placeErrors = (placed: Map<FieldAddress, string>) => {
    setErrors(placed);
    setFocusRequest((n) => n + 1);
  };

  /** Drops the unsaved edits and takes the newest stored version (asked for again). */
  const reload = () => {
    if (base) setDraft(draftOf(type, base.record, headerCustom, lineCustom));
    setDirty(false);
    setErrors(new Map());
    refetch();
  };

  return {
    base,
    /** The custom columns the draft carries (a save's body is built from the same). */
    headerCustom,
    lineCustom,
    /** Asks for the stored record again (after a save or a move): it replaces the draft when it arrives. */
    refresh: refetch,
    draft,
    dirty,
    setDirty,
    errors,
    placeErrors,
    clearErrors: () => setErrors(new Map()),
    focusRequest,
    newerStored,
    setHeader,
    setLine,
    addLine,
    removeLine,
    reload,
  };
}

export type OrderFormState = ReturnType<typeof useOrderForm>;
