import { CLAN_SEARCH_LIMIT, type Clan, clanSchema } from '@protocol/api/clans.ts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/clans?search=&page=: the server matches name, tag and description, 50 a page. */
export async function searchClans(search: string, page: number): Promise<Clan[]> {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  return clanSchema.array().parse(await apiRequest('GET', `/api/clans?${params.toString()}`));
}

export const clanSearchQueryKey = (search: string) => [...queryKeys.clans, 'search', search] as const;

/**
 * Pages of the search: a full page means there may be more. While a new term loads, the previous
 * results stay on screen (no flash of an empty grid between keystrokes).
 */
export function clanSearchQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: clanSearchQueryKey(search),
    queryFn: ({ pageParam }) => searchClans(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length >= CLAN_SEARCH_LIMIT ? pages.length + 1 : undefined,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useClanSearch(search: string) {
  return useInfiniteQuery(clanSearchQueryOptions(search));
}
