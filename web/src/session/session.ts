import { QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../api/client';
import { typedApi, unwrap } from '../api/typed';
import type { AccessLevel, Profile } from '../api/types';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx is an answer, not a hiccup: retrying a 403 only delays showing it.
      retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
  },
});

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: async (): Promise<Profile> => unwrap(typedApi.GET('/api/profile')),
  staleTime: 60_000,
});

/** Names of the registry views the signed-in user may read (GET /api/views filters by privilege). */
export const readableViewsQuery = queryOptions({
  queryKey: ['views'],
  queryFn: async () => (await unwrap(typedApi.GET('/api/views'))).views,
  staleTime: 5 * 60_000,
});

/** The signed-in user's profile; the app layout has loaded it before any screen renders. */
export function useProfile(): Profile {
  const { data } = useQuery(profileQuery);
  if (!data) throw new Error('useProfile outside the signed-in layout');
  return data;
}

/** Edit implies View (contract part 2). */
export function hasPrivilege(profile: Profile, type: string, access: AccessLevel = 'View'): boolean {
  return profile.Privileges.some((p) => p.type === type && (access === 'View' || p.access === 'Edit'));
}

export function useHasPrivilege(type: string, access: AccessLevel = 'View'): boolean {
  return hasPrivilege(useProfile(), type, access);
}
