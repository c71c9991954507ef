import { elisionContext } from '@app/shared/rules/french-elision';
import type { CallBackPlace } from '@app/shared/schemas/call-back';
import type { TFunction } from 'i18next';

/**
 * The customer's place as a busy advisor's card and profile say it: "You're number 2 in line — about 9
 * minutes", "… any minute now" when nothing is left to wait, or that we are calling them now.
 */
export function placeText(t: TFunction, place: CallBackPlace): string {
  if (place.status === 'calling') return t('callBack.calling');
  if (place.estimateMinutes === 0) return t('callBack.placeSoon', { place: place.place });
  return t('callBack.place', { place: place.place, count: place.estimateMinutes });
}

/** The same place as the dashboard says it, naming the advisor (French elides « de » before a vowel). */
export function dashboardPlaceText(t: TFunction, place: CallBackPlace): string {
  const advisor = place.advisorName;
  if (place.status === 'calling') return t('callBack.dashboard.calling', { advisor });
  const position =
    place.estimateMinutes === 0
      ? t('callBack.dashboard.positionSoon', { place: place.place })
      : t('callBack.dashboard.position', { place: place.place, count: place.estimateMinutes });
  return t('callBack.dashboard.inLine', { advisor, position, context: elisionContext(advisor) });
}
