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
      <PageHero title={t('site.pages.terms')}>
        <p className="mx-auto mt-4 max-w-2xl text-white/75">{terms.subtitle}</p>
      </PageHero>
      <LegalDocument document={terms} />
    </>
  );
}
