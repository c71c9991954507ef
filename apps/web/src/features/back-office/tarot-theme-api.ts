import type { ThemeMode } from '@app/shared/constants';
import {
  staffTarotCreateWeeksResultSchema,
  staffTarotPlayPageSchema,
  staffTarotWeekPageSchema,
  staffTarotWeekSchema,
  staffThemeSchema,
} from '@app/shared/schemas/staff-tarot-theme';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client.ts';
import { sendJson } from '../../lib/api-send.ts';
import type { PageListState } from './search-params.ts';

const WEEKS = '/api/staff/tarot/weeks';
const THEME = '/api/staff/settings/theme';

export const tarotThemeKeys = {
  tarot: ['staff', 'tarot'] as const,
  weeks: (state: PageListState) => ['staff', 'tarot', 'weeks', state] as const,
  plays: (gameId: string, state: PageListState) => ['staff', 'tarot', 'plays', gameId, state] as const,
  theme: ['staff', 'theme'] as const,
};

const pageQuery = (state: PageListState) => `page=${state.page}&pageSize=${state.pageSize}`;
const weekPath = (gameId: string) => `${WEEKS}/${encodeURIComponent(gameId)}`;

export function tarotWeeksQueryOptions(state: PageListState) {
  return queryOptions({
    queryKey: tarotThemeKeys.weeks(state),
    queryFn: ({ signal }) => getJson(`${WEEKS}?${pageQuery(state)}`, staffTarotWeekPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function tarotPlaysQueryOptions(gameId: string, state: PageListState) {
  return queryOptions({
    queryKey: tarotThemeKeys.plays(gameId, state),
    queryFn: ({ signal }) =>
      getJson(`${weekPath(gameId)}/plays?${pageQuery(state)}`, staffTarotPlayPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function themeQueryOptions() {
  return queryOptions({
    queryKey: tarotThemeKeys.theme,
    queryFn: ({ signal }) => getJson(THEME, staffThemeSchema, { signal }),
  });
}

/** A change asks again for what it touched and for the audit log, which holds one more row. */
function useStaffChange<V, R>(send: (variables: V) => Promise<R>, touched: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: touched }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] }),
      ]);
    },
  });
}

export function useCreateTarotWeeks() {
  return useStaffChange(
    (weeks: number) => sendJson('POST', WEEKS, { weeks }, staffTarotCreateWeeksResultSchema),
    tarotThemeKeys.tarot,
  );
}

export function useSetTarotWeekActive() {
  return useStaffChange(
    ({ gameId, isActive, note }: { gameId: string; isActive: boolean; note: string }) =>
      sendJson('POST', weekPath(gameId), { isActive, note }, staffTarotWeekSchema),
    tarotThemeKeys.tarot,
  );
}

export function useSetTheme() {
  return useStaffChange(
    ({ theme, note }: { theme: ThemeMode; note: string }) =>
      sendJson('PUT', THEME, { theme, note }, staffThemeSchema),
    tarotThemeKeys.theme,
  );
}
