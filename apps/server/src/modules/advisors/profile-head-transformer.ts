import { languageOfPath } from '@app/shared/rules/language';
import { urlPath } from '@app/shared/seo/pages';
import { injectHead } from '../../page-html/head-html.ts';
import type { HtmlTransformer } from '../../plugins/static-spa.ts';
import { advisorProfileHead, profileAgentId } from './profile-head.ts';
import type { AdvisorsService } from './service.ts';

/** index.html for /psychic/{slug} carries that advisor's title, description, canonical and JSON-LD. */
export function createProfileHeadTransformer(service: AdvisorsService, publicUrl: string): HtmlTransformer {
  return async (html, url) => {
    const agentId = profileAgentId(url);
    if (agentId === null) return html;
    const snapshot = service.peekStatusFeed() ?? (await service.getStatusFeed());
    const advisor = snapshot.records.find((record) => record.agentId === agentId);
    return advisor
      ? injectHead(html, advisorProfileHead(advisor, publicUrl, languageOfPath(urlPath(url))))
      : html;
  };
}
