import { horoscopeResponseSchema } from '@app/shared/schemas/horoscope';
import type { ZodiacKey } from '@app/shared/zodiac';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';
import { pageLanguage } from '../../../lib/language.ts';

export function horoscopeQueryOptions(sign: ZodiacKey) {
  return queryOptions({
    queryKey: ['horoscope', sign] as const,
    queryFn: async ({ signal }) => {
      // The reading in the page's language; English stays the spec's request, unchanged.
      const lang = pageLanguage() === 'fr' ? '&lang=fr' : '';
      const url = `/.netlify/functions/fetchHoroscope?sign=${sign}${lang}`;
      return (await getJson(url, horoscopeResponseSchema, { signal })).data;
    },
    staleTime: 15 * 60_000,
    // Closing the modal clears its data (SPEC 4): nothing is kept once no one shows it.
    gcTime: 0,
  });
}

export const useHoroscope = (sign: ZodiacKey | null) =>
  useQuery({ ...horoscopeQueryOptions(sign ?? 'aries'), enabled: sign !== null });
