import { calls } from '@app/shared/messages/fr/calls';
import {
  advisors,
  announcement,
  audio,
  common,
  horoscope,
  notice,
  promotion,
  tarot,
} from '@app/shared/messages/fr/general';
import { reviews } from '@app/shared/messages/fr/reviews';
import { site } from '@app/shared/messages/fr/site';

/** The French sections every page may show (see messages/load.ts). */
export const messages = {
  site,
  calls,
  common,
  advisors,
  audio,
  notice,
  tarot,
  horoscope,
  announcement,
  promotion,
  reviews,
};
