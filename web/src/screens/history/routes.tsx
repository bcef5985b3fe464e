import { changesText } from '../../history/changes';
import type { ScreenModule } from '../../plugins';
import { MASTER_TYPES } from '../masters/definitions';
import { billOfMaterials, ORDER_TYPES } from '../orders/definitions';

/** Entity types of the audit log in words: "Purchase order", "Purchase order line", "Item"… */
const ENTITY_WORDS = new Map<string, string>([
  ...ORDER_TYPES.flatMap((type) => [
    [type.entity, type.title] as const,
    [type.lineEntity, `${type.title} line`] as const,
  ]),
  ...MASTER_TYPES.map((master) => [master.entity, master.title] as const),
  [billOfMaterials.entity, billOfMaterials.title],
  ['Inventory', 'Inventory'],
  ['ChangeTrackingSettings', 'Change tracking settings'],
]);

const entityText = (value: unknown) => {
  const name = String(value ?? '');
  // Unnamed types in words from their name: "PlanningRun" → "Planning run".
  return (
    ENTITY_WORDS.get(name) ??
    name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`)
  );
};

/** The audit log's table (log_list) in words: entity types by name, changes as `Field: old → new`. */
export const cellTexts: ScreenModule['cellTexts'] = {
  log_list: {
    'Entity Type': { text: entityText, flex: 2 },
    Changes: { text: changesText, flex: 3.5 },
  },
};
