import type { HtmlTransformer } from '../../plugins/static-spa.ts';
import type { AdvisorsService } from './service.ts';

export const INITIAL_ADVISORS_ID = 'initial-advisors';

/** The pages that show advisors as soon as they open: the home grid and the profiles. */
function showsAdvisors(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  return path === '/' || /^\/psychic\/[^/]+$/.test(path);
}

/** The feed's JSON made safe inside a <script> element (it must not be able to close it). */
function scriptSafe(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The home page and the profiles carry the status feed as it is now (inert JSON, the very bytes the feed
 * route sends): the server pre-renders them with their advisors, and the app starts with the same data
 * instead of showing a loading state and asking for it. It polls the feed as before.
 */
export function createInitialAdvisorsTransformer(service: AdvisorsService): HtmlTransformer {
  let last: { body: Buffer; script: string } | undefined;
  return async (html, url) => {
    if (!showsAdvisors(url)) return html;
    let snapshot: Awaited<ReturnType<AdvisorsService['getStatusFeed']>>;
    try {
      snapshot = service.peekStatusFeed() ?? (await service.getStatusFeed());
    } catch {
      // The page still works without it: the app fetches the feed itself.
      return html;
    }
    const body = snapshot.variants.identity.body;
    if (last?.body !== body) {
      last = {
        body,
        script: `<script type="application/json" id="${INITIAL_ADVISORS_ID}">${scriptSafe(body.toString('utf8'))}</script>`,
      };
    }
    const { script } = last;
    return html.replace('</head>', () => `  ${script}\n  </head>`);
  };
}
