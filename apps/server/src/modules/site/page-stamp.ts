import { strongEtag } from '../../http-cache.ts';
import type { PageStamp } from '../../plugins/page-cache.ts';
import type { AdvisorsService } from '../advisors/service.ts';
import type { SiteContent } from '../catalogue/index.ts';
import type { Theme } from '../theme/index.ts';
import { steadyAdvisorsText } from './prerender.ts';

/** How long the pages' copies of the promotion, announcement and bundles are kept (initial-data.ts). */
const LOOKUP_PERIOD_MS = 15_000;

/**
 * What the visitor pages show, read from fields (no query): the season, the catalogue's version and the
 * advisors without their statuses are its content; the feed's version and the period of the data lookups
 * (a promotion that starts at a given time shows without any change being written) its live part.
 */
export function createPageStamp(deps: { advisors: AdvisorsService; theme: Theme; content: SiteContent }) {
  // A digest of each snapshot's advisors without their statuses, computed once per snapshot.
  const steady = new WeakMap<object, string>();
  return (): PageStamp => {
    const snapshot = deps.advisors.peekStatusFeed();
    let advisors = snapshot ? steady.get(snapshot) : 'none';
    if (advisors === undefined && snapshot) {
      advisors = strongEtag(steadyAdvisorsText(snapshot.records));
      steady.set(snapshot, advisors);
    }
    return {
      content: `${deps.theme.live.current()} ${deps.content.version.current()} ${advisors ?? 'none'}`,
      live: `${snapshot?.etags[0] ?? 'none'} ${Math.floor(Date.now() / LOOKUP_PERIOD_MS)}`,
    };
  };
}
