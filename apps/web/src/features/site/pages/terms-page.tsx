import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { terms } from './content/en/terms.ts';
import { LegalDocument } from './legal-document.tsx';

/** /terms: the Terms & Conditions, rendered from its structured copy. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta page="terms" />
      <PageHero title={t('site.pages.terms')} subtitle={terms.subtitle} />
      <LegalDocument document={terms} />
    </>
  );
}
