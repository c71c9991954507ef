import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { privacy } from './content/en/privacy.ts';
import { LegalDocument } from './legal-document.tsx';

/** /privacy: the Privacy Policy, rendered from its structured copy. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta page="privacy" />
      <PageHero title={t('site.pages.privacy')}>
        <p className="mx-auto mt-4 max-w-2xl text-white/75">{privacy.subtitle}</p>
      </PageHero>
      <LegalDocument document={privacy} />
    </>
  );
}
