import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { siteContent } from './content/load.ts';
import { LegalDocument } from './legal-document.tsx';

/** /cookies: the Cookie Policy, rendered from its structured copy. */
export function CookiesPage() {
  const cookies = siteContent('cookies');
  const { t } = useTranslation();
  return (
    <>
      <PageMeta page="cookies" />
      <PageHero title={t('site.pages.cookies')} subtitle={cookies.subtitle} />
      <LegalDocument document={cookies} />
    </>
  );
}
