import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { cookies } from './content/en/cookies.ts';
import { LegalDocument } from './legal-document.tsx';

/** /cookies: the Cookie Policy, rendered from its structured copy. */
export function CookiesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta page="cookies" />
      <PageHero title={t('site.pages.cookies')}>
        <p className="mx-auto mt-4 max-w-2xl text-white/75">{cookies.subtitle}</p>
      </PageHero>
      <LegalDocument document={cookies} />
    </>
  );
}
