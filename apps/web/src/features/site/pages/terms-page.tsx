import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { siteContent } from './content/load.ts';
import { LegalDocument } from './legal-document.tsx';

/** /terms: the Terms & Conditions, rendered from its structured copy. */
export function TermsPage() {
  const terms = siteContent('terms');
  const { t } = useTranslation();
  return (
    <>
      <PageMeta page="terms" />
      <PageHero title={t('site.pages.terms')} subtitle={terms.subtitle} />
      <LegalDocument document={terms} />
    </>
  );
}
