import type { AnyRoute } from '@tanstack/react-router';
import type { AccessLevel, ListRow } from './api/types';
import type { NavGroup } from './grid/catalog';

/** A column's text in words, and how much of the table's width it takes (AG Grid flex, default 1). */
export interface CellText {
  text: (value: unknown) => string;
  flex?: number;
}

/** A navigation entry a screen area adds to the side bar. */
export interface NavEntry {
  label: string;
  to: string;
  group: NavGroup;
  /** Shown only to users holding this privilege. */
  privilege?: { type: string; access: AccessLevel };
}

/**
 * What a screen area (web/src/screens/<area>/routes.tsx) exports to plug into the app. Each export is optional.
 * The file is imported eagerly, so keep it light: screens themselves are lazy (`lazyRouteComponent`).
 */
export interface ScreenModule {
  /** Routes under the signed-in layout (`parent`); paths are absolute, e.g. `/orders/purchase/$id`. */
  routes?: (parent: AnyRoute) => AnyRoute[];
  nav?: NavEntry[];
  /** Where a `string-link` cell of a view leads: view name → row → app path (undefined: plain text). */
  rowLinks?: Record<string, (row: ListRow) => string | undefined>;
  /** Where "New" leads from a view's table: view name → app path of the create screen. */
  createLinks?: Record<string, string>;
  /** Cell text of a view's column in words (view name → column key → how), e.g. the audit log's Changes. */
  cellTexts?: Record<string, Record<string, CellText>>;
}

const found = import.meta.glob<ScreenModule>('./screens/*/routes.tsx', { eager: true });
export const screenModules: ScreenModule[] = Object.values(found);

export const pluginNav: NavEntry[] = screenModules.flatMap((module) => module.nav ?? []);

const rowLinks = Object.assign({}, ...screenModules.map((module) => module.rowLinks ?? {})) as Record<
  string,
  (row: ListRow) => string | undefined
>;

/** The app path a row's link cell leads to in `view`, if a screen registered one. */
export const rowLinkOf = (view: string, row: ListRow): string | undefined => rowLinks[view]?.(row);

const createLinks: Record<string, string> = Object.assign(
  {},
  ...screenModules.map((module) => module.createLinks ?? {}),
);

/** The app path of the screen that creates a record of `view`, if a screen area registered one. */
export const createLinkOf = (view: string): string | undefined => createLinks[view];

const cellTexts: Record<string, Record<string, CellText>> = Object.assign(
  {},
  ...screenModules.map((module) => module.cellTexts ?? {}),
);

/** The text a screen area gives a column of `view`, if it registered one (else the format's). */
export const cellTextOf = (view: string, key: string): CellText | undefined => cellTexts[view]?.[key];
