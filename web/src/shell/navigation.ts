import { useQuery } from '@tanstack/react-query';
import { NAV_GROUPS, type NavGroup, readableLists } from '../grid/catalog';
import { pluginNav } from '../plugins';
import { hasPrivilege, readableViewsQuery, useProfile } from '../session/session';

export interface NavGroupEntries {
  group: NavGroup;
  entries: { label: string; to: string }[];
}

/** The side bar: the lists the user may read, then the entries screen areas add, grouped. */
export function useNavigation(): NavGroupEntries[] {
  const profile = useProfile();
  const views = useQuery(readableViewsQuery).data ?? [];
  const lists = readableLists(views, (privilege) => hasPrivilege(profile, privilege)).filter(
    (l) => !l.hidden,
  );
  const extra = pluginNav.filter(
    (entry) => !entry.privilege || hasPrivilege(profile, entry.privilege.type, entry.privilege.access),
  );
  return NAV_GROUPS.map((group) => ({
    group,
    entries: [
      ...extra.filter((e) => e.group === group).map((e) => ({ label: e.label, to: e.to })),
      ...lists.filter((l) => l.group === group).map((l) => ({ label: l.title, to: `/views/${l.name}` })),
    ],
  })).filter((g) => g.entries.length > 0);
}
