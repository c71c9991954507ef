import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { siteContent } from './content/load.ts';
import { LegalDocument } from './legal-document.tsx';

/** /privacy: the Privacy Policy, rendered from its structured copy. */
export function PrivacyPage() {
  const privacy = siteContent('privacy');
  const { t } = useTranslation();
  return (
    <>
      <PageMeta page="privacy" />
      <PageHero title={t('site.pages.privacy')} subtitle={privacy.subtitle} />
      <LegalDocument document={privacy} />
    </>
  );
}
