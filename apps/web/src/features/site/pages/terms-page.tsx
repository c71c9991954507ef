import { LANGUAGE_TAGS, pathInLanguage } from '@app/shared/rules/language';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { pageLanguage } from '../../../lib/language.ts';
import { siteContent } from './content/load.ts';
import { LegalDocument } from './legal-document.tsx';

/**
 * /terms: the Terms & Conditions, rendered from its structured copy. Under Québec's Charter of the French
 * language the French terms are the reference text: each page says which version governs and links to the
 * other (a plain link: the other language is another page load).
 */
export function TermsPage() {
  const terms = siteContent('terms');
  const { t } = useTranslation();
  const other = pageLanguage() === 'fr' ? 'en' : 'fr';
  const notice = (
    <p className="mb-8 rounded-2xl border border-gold-200 bg-gold-50 px-5 py-4 text-sm text-night-800">
      {t('site.termsReference.text')}{' '}
      <a
        href={pathInLanguage('/terms', other)}
        hrefLang={LANGUAGE_TAGS[other]}
        lang={LANGUAGE_TAGS[other]}
        className="font-semibold text-night-900 underline underline-offset-2"
      >
        {t('site.termsReference.link')}
      </a>
    </p>
  );
  return (
    <>
      <PageMeta page="terms" />
      <PageHero title={t('site.pages.terms')} subtitle={terms.subtitle} />
      <LegalDocument document={terms} notice={notice} />
    </>
  );
}
