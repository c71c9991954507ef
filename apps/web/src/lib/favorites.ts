import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './api-client.ts';

/**
 * The signed-in customer's favourite advisors, shared by the dashboard's card and the
 * profile's "Add to favorites": one query key, so a change on one page shows on the other at once.
 * Keyed by the customer's id, because signing out does not empty the query cache.
 */
export const FAVORITES_PATH = '/api/me/favorites';

export const favoritesQueryKey = (customerId: string) => ['me', customerId, 'favorites'] as const;

/** The favourites as a list of agent ids. The schema loads with the first answer (the profile is a first screen). */
export function favoritesQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: favoritesQueryKey(customerId),
    queryFn: async ({ signal }): Promise<number[]> =>
      (
        await getJson(
          FAVORITES_PATH,
          async () => (await import('@app/shared/schemas/trust')).favoritesSchema,
          {
            signal,
          },
        )
      ).favorites,
    enabled: customerId !== '',
  });
}

/** Pass '' while signed out (no request is made). */
export const useFavorites = (customerId: string) => useQuery(favoritesQueryOptions(customerId));

/** The path that adds (PUT) or removes (DELETE) one favourite; both answer 204 and are idempotent. */
export const favoritePath = (agentId: number) => `${FAVORITES_PATH}/${encodeURIComponent(String(agentId))}`;
