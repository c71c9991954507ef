import { calls } from '@app/shared/messages/calls';
import {
  advisors,
  announcement,
  audio,
  common,
  horoscope,
  notice,
  promotion,
  tarot,
} from '@app/shared/messages/general';
import { reviews } from '@app/shared/messages/reviews';
import { site } from '@app/shared/messages/site';

/** The English sections every page may show (see messages/load.ts). */
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
