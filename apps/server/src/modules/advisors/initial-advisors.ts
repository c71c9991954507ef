import { INITIAL_DATA_IDS } from '@app/shared/constants';
import { scriptSafeText } from '@app/shared/rules/json-ld';
import { pathWithoutLanguage } from '@app/shared/rules/language';
import { urlPath } from '@app/shared/seo/pages';
import { appendToHead, initialDataScript } from '../../page-html/initial-data.ts';
import type { HtmlTransformer } from '../../plugins/static-spa.ts';
import { profileAgentId } from './profile-head.ts';
import type { AdvisorsService } from './service.ts';

/**
 * The home page and the profiles carry the status feed as it is now (inert JSON, the very bytes the feed
 * route sends): the server pre-renders them with their advisors, and the app starts with the same data
 * instead of showing a loading state and asking for it. It polls the feed as before.
 */
export function createInitialAdvisorsTransformer(service: AdvisorsService): HtmlTransformer {
  let last: { body: Buffer; script: string } | undefined;
  return async (html, url) => {
    // The home page in either language ('/' and '/fr'), and the profiles.
    if (pathWithoutLanguage(urlPath(url)) !== '/' && profileAgentId(url) === null) return html;
    let snapshot: Awaited<ReturnType<AdvisorsService['getStatusFeed']>>;
    try {
      snapshot = service.peekStatusFeed() ?? (await service.getStatusFeed());
    } catch {
      // The page still works without it: the app fetches the feed itself.
      return html;
    }
    // The script is rebuilt only when the feed changes (a new snapshot has a new body).
    const body = snapshot.variants.identity.body;
    if (last?.body !== body) {
      last = {
        body,
        script: initialDataScript(INITIAL_DATA_IDS.advisors, scriptSafeText(body.toString('utf8'))),
      };
    }
    return appendToHead(html, last.script);
  };
}
