import type { Alerts, ReviewsPage } from '@app/shared/schemas/trust';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';
import { favoritePath, favoritesQueryKey, useFavorites } from '../../../lib/favorites.ts';
import { withFavorite } from '../lib/trust-public.ts';

// The schemas (classic zod) load with the first answer they check: the directory and the profiles are a
// visitor's first screen, which carries no zod.
const trustSchemas = () => import('@app/shared/schemas/trust');

/** Writes load their module (api-send.ts) when first used: a visitor never pays for it. */
const sendCommand = async (method: 'PUT' | 'DELETE', path: string, body?: unknown) =>
  (await import('../../../lib/api-send.ts')).sendCommand(method, path, body);

// --- reviews (public) ---

export const reviewsQueryKey = (agentId: number, page: number) =>
  ['advisors', agentId, 'reviews', page] as const;

/** One page of an advisor's visible reviews, newest first. */
export function reviewsQueryOptions(agentId: number, page: number, enabled = true) {
  return queryOptions({
    enabled,
    queryKey: reviewsQueryKey(agentId, page),
    queryFn: ({ signal }): Promise<ReviewsPage> =>
      getJson(
        `/api/advisors/${encodeURIComponent(String(agentId))}/reviews?page=${page}`,
        async () => (await import('./reviews-schema.ts')).reviewsPageSchema,
        { signal },
      ),
    // The page shown stays while the next one loads, so Newer/Older never flash an empty card.
    placeholderData: keepPreviousData,
  });
}

export const useAdvisorReviews = (agentId: number, page: number, enabled = true) =>
  useQuery(reviewsQueryOptions(agentId, page, enabled));

// --- favourites (customer) ---

export { useFavorites };

/**
 * Adds or removes a favourite at once in the shared list (the directory's filter and the dashboard read
 * the same query), then tells the server; a refusal puts the list back as it was and rethrows.
 */
export function useToggleFavorite(customerId: string) {
  const client = useQueryClient();
  const key = favoritesQueryKey(customerId);
  return useMutation({
    mutationFn: ({ agentId, on }: { agentId: number; on: boolean }) =>
      sendCommand(on ? 'PUT' : 'DELETE', favoritePath(agentId)),
    onMutate: async ({ agentId, on }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<number[]>(key);
      client.setQueryData<number[]>(key, (list) => withFavorite(list ?? [], agentId, on));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context) client.setQueryData(key, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

// --- availability alerts (customer) ---

export const ALERTS_PATH = '/api/me/availability-alerts';
export const alertsQueryKey = (customerId: string) => ['me', customerId, 'availability-alerts'] as const;
const alertPath = (agentId: number) => `${ALERTS_PATH}/${encodeURIComponent(String(agentId))}`;

export function alertsQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: alertsQueryKey(customerId),
    queryFn: ({ signal }): Promise<Alerts> =>
      getJson(ALERTS_PATH, async () => (await trustSchemas()).alertsSchema, { signal }),
    enabled: customerId !== '',
  });
}

/** Pass '' while signed out (no request is made). */
export const useAlerts = (customerId: string) => useQuery(alertsQueryOptions(customerId));

export interface AlertChoice {
  channel: 'sms' | 'email';
  nightOk: boolean;
}

/** Subscribes (or changes the subscription) to one advisor's next availability. */
export function useSaveAlert(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ agentId, choice }: { agentId: number; choice: AlertChoice }) => {
      const [{ sendJson }, { alertSchema }] = await Promise.all([
        import('../../../lib/api-send.ts'),
        trustSchemas(),
      ]);
      return sendJson('PUT', alertPath(agentId), choice, alertSchema);
    },
    onSuccess: (alert) => {
      client.setQueryData<Alerts>(alertsQueryKey(customerId), (data) =>
        data ? { ...data, alerts: [...data.alerts.filter((a) => a.agentId !== alert.agentId), alert] } : data,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: alertsQueryKey(customerId) }),
  });
}

/** Cancels the alert on one advisor. */
export function useCancelAlert(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (agentId: number) => sendCommand('DELETE', alertPath(agentId)),
    onSuccess: (_done, agentId) => {
      client.setQueryData<Alerts>(alertsQueryKey(customerId), (data) =>
        data ? { ...data, alerts: data.alerts.filter((a) => a.agentId !== agentId) } : data,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: alertsQueryKey(customerId) }),
  });
}
