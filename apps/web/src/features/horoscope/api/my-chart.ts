import type { ChartShares, CustomerChart } from '@app/shared/schemas/natal-chart';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';
import { sendJson } from '../../../lib/api-send.ts';
import { pageLanguage } from '../../../lib/language.ts';

const schemas = () => import('@app/shared/schemas/natal-chart');
const customerPath = (id: string) => `/api/customers/${encodeURIComponent(id)}`;

/** Under the customer's key: a change of the profile (the birth date) reads the chart again. */
export const myChartQueryKey = (id: string) => ['customers', id, 'chart', pageLanguage()] as const;
const sharesQueryKey = (id: string) => ['customers', id, 'chart-shares'] as const;

export function myChartQueryOptions(id: string) {
  return queryOptions({
    queryKey: myChartQueryKey(id),
    queryFn: ({ signal }): Promise<CustomerChart> =>
      getJson(`${customerPath(id)}/chart`, async () => (await schemas()).customerChartSchema, { signal }),
  });
}

/** The customer's chart from their birth date (and time and place), with today's transits to it. */
export function useMyChart(id: string) {
  return useQuery({ ...myChartQueryOptions(id), enabled: id !== '' });
}

/** A change answers the chart as it now stands: it replaces the kept one, and is read again after. */
function useChartChange<V>(id: string, send: (variables: V) => Promise<CustomerChart>) {
  const queryClient = useQueryClient();
  const queryKey = myChartQueryKey(id);
  return useMutation({
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    mutationFn: send,
    onSuccess: (chart) => queryClient.setQueryData(queryKey, chart),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function useSaveBirthDetails(id: string) {
  return useChartChange(id, (body: { birthTime: string; birthPlaceId: string }) =>
    sendJson(
      'PUT',
      `${customerPath(id)}/birth-details`,
      body,
      async () => (await schemas()).customerChartSchema,
    ),
  );
}

export function useDeleteBirthDetails(id: string) {
  return useChartChange(id, () =>
    sendJson(
      'DELETE',
      `${customerPath(id)}/birth-details`,
      {},
      async () => (await schemas()).customerChartSchema,
    ),
  );
}

/** The birth time and place in clear, for the customer's own eyes (the server audits each reveal). */
export function useRevealBirthDetails(id: string) {
  return useMutation({
    mutationFn: () =>
      sendJson(
        'POST',
        `${customerPath(id)}/birth-details/reveal`,
        {},
        async () => (await schemas()).revealedBirthDetailsSchema,
      ),
  });
}

/** The cities matching what is typed (two letters or more). */
export function usePlaces(query: string) {
  const text = query.trim();
  return useQuery({
    queryKey: ['places', text.toLowerCase()] as const,
    queryFn: ({ signal }) =>
      getJson(`/api/places?place=${encodeURIComponent(text)}`, async () => (await schemas()).placesSchema, {
        signal,
      }),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
  });
}

export function useChartShares(id: string) {
  return useQuery({
    queryKey: sharesQueryKey(id),
    queryFn: ({ signal }): Promise<ChartShares> =>
      getJson(`${customerPath(id)}/chart-shares`, async () => (await schemas()).chartSharesSchema, {
        signal,
      }),
    enabled: id !== '',
  });
}

export function useSaveChartShares(id: string) {
  const queryClient = useQueryClient();
  const queryKey = sharesQueryKey(id);
  return useMutation({
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    mutationFn: (body: { all: boolean; agentIds: number[] }) =>
      sendJson(
        'PUT',
        `${customerPath(id)}/chart-shares`,
        body,
        async () => (await schemas()).chartSharesSchema,
      ),
    onSuccess: (shares) => queryClient.setQueryData(queryKey, shares),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
