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

/**
 * The English sections every page may show (see messages/load.ts). The `calls` section is not one of
 * them: it holds what the phone line says and what we text or e-mail after a call, which the server
 * alone writes (the web's own catalogue test checks that no page asks for it).
 */
export const messages = {
  site,
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
