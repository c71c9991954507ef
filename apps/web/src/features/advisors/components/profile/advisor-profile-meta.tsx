import { BRAND } from '@app/shared/brand';
import { presentationIn } from '@app/shared/rules/advisor-presentation';
import { metaDescription } from '@app/shared/rules/meta';
import { advisorSlug } from '@app/shared/rules/slug';
import { advisorStructuredData } from '@app/shared/seo/advisor';
import { useTranslation } from 'react-i18next';
import { useStockPhoto } from '../../../../components/advisor/use-stock-photo.ts';
import { HeadTags } from '../../../../components/ui/head-tags.tsx';
import { localPath } from '../../../../lib/formats.ts';
import { pageLanguage } from '../../../../lib/language.ts';
import type { PsychicStatusRecord } from '../../../../lib/psychic-status.ts';

/** The profile's head: the same tags the server writes for crawlers (modules/advisors/profile-head.ts). */
export function AdvisorProfileMeta({ advisor }: { advisor: PsychicStatusRecord }) {
  const { t } = useTranslation();
  const stock = useStockPhoto(advisor.agentId, advisor.agentName, !advisor.photoUrl);
  // Pre-rendered on the server (no window): the server has written this head already.
  if (typeof window === 'undefined') return null;
  const origin = window.location.origin;
  const url = `${origin}${localPath(`/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`)}`;
  const image = new URL(advisor.photoUrl ?? stock?.src ?? '/favicon.svg', origin).href;
  const title = `${t('advisors.profile.pageTitle', { name: advisor.agentName, id: advisor.agentId })} | ${BRAND.productName}`;
  const description = metaDescription(presentationIn(advisor, pageLanguage()));
  const person = advisorStructuredData(advisor, {
    url,
    image,
    description,
    jobTitle: t('advisors.profile.jobTitle'),
  });

  return <HeadTags tags={{ title, description, canonical: url, ogType: 'profile', image, jsonLd: person }} />;
}
