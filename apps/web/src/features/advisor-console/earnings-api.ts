import {
  earningsAnnualSchema,
  earningsOverviewSchema,
  earningsStatementSchema,
} from '@app/shared/schemas/earnings';
import { payoutInstantResultSchema } from '@app/shared/schemas/payouts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client.ts';
import { sendJson } from '../../lib/api-send.ts';
import { pageLanguage } from '../../lib/language.ts';

/** The signed-in advisor's earnings: the server knows whose they are from the session. */
const EARNINGS = '/api/advisor/earnings';

export const earningsKey = ['advisor', 'earnings'] as const;

/** The balance, the current period, the periods and years with entries, the last payouts. */
export function earningsOverviewQueryOptions() {
  return queryOptions({
    queryKey: [...earningsKey, 'overview'] as const,
    queryFn: ({ signal }) => getJson(EARNINGS, earningsOverviewSchema, { signal }),
  });
}

/** One period's statement; the one on screen stays while another period loads. */
export function statementQueryOptions(period: string) {
  return queryOptions({
    queryKey: [...earningsKey, 'statement', period] as const,
    queryFn: ({ signal }) =>
      getJson(`${EARNINGS}/statements/${encodeURIComponent(period)}`, earningsStatementSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One year by month and quarter (the current year: to date). */
export function annualQueryOptions(year: number) {
  return queryOptions({
    queryKey: [...earningsKey, 'annual', year] as const,
    queryFn: ({ signal }) => getJson(`${EARNINGS}/annual/${year}`, earningsAnnualSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The statement's CSV, its headers in the page's language (a download sends no Accept-Language of ours). */
export const statementCsvUrl = (period: string) =>
  `${EARNINGS}/statements/${encodeURIComponent(period)}/csv?lang=${pageLanguage()}`;

export const annualCsvUrl = (year: number) => `${EARNINGS}/annual/${year}/csv?lang=${pageLanguage()}`;

/** "Pay me now": the whole balance, free, once a Toronto day (the server says why not, by its code). */
export function usePayNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson('POST', '/api/advisor/payouts/instant', {}, payoutInstantResultSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKey }),
  });
}
