import { BRAND } from '@app/shared/brand';
import { SUPPORT_PHONE } from '@app/shared/constants';
import { scriptSafeJson } from '@app/shared/rules/json-ld';
import { metaDescription } from '@app/shared/rules/meta';
import { advisorSlug } from '@app/shared/rules/slug';
import { useTranslation } from 'react-i18next';
import type { PsychicStatusRecord } from '../../api/get-psychic-status.ts';
import { useStockPhoto } from '../../hooks/use-stock-photo.ts';

/**
 * React 19 hoists <title>, <meta> and <link> into <head>. The JSON-LD block stays in place: it is data,
 * never executed, so the CSP's ban on inline scripts does not apply to it.
 */
export function AdvisorProfileMeta({ advisor }: { advisor: PsychicStatusRecord }) {
  const { t } = useTranslation();
  const stock = useStockPhoto(advisor.agentId, advisor.agentName, !advisor.photoUrl);
  const origin = window.location.origin;
  const url = `${origin}/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`;
  const image = new URL(advisor.photoUrl ?? stock?.src ?? '/favicon.svg', origin).href;
  const title = `${t('advisors.profile.pageTitle', { name: advisor.agentName, id: advisor.agentId })} | ${BRAND.productName}`;
  const description = metaDescription(advisor.descr);
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: advisor.agentName,
    jobTitle: t('advisors.profile.jobTitle'),
    image,
    description,
    url,
    telephone: `+${SUPPORT_PHONE}`,
  };

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="profile" />
      <meta property="og:site_name" content={BRAND.productName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON-LD data, not markup or code.
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(person) }}
      />
    </>
  );
}
