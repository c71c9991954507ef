import { LANGUAGE_TAGS, type Language, pathInLanguage } from '@app/shared/rules/language';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pageLanguage } from '../../lib/language.ts';
import { rememberLanguage } from '../../lib/remember-language.ts';

/**
 * The same page in the other language: a plain link, since the other language is another address whose
 * words the page loads afresh. Written in that language (its name and label), for the reader who needs it.
 * `compact` shows the two-letter code, for the header's tight bar.
 */
export function LanguageSwitch({
  compact = false,
  className = '',
}: {
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const other: Language = pageLanguage() === 'fr' ? 'en' : 'fr';
  const href = pathInLanguage(`${location.pathname}${location.search}${location.hash}`, other);
  const tag = LANGUAGE_TAGS[other];
  return (
    <a
      href={href}
      hrefLang={tag}
      lang={tag}
      aria-label={compact ? t('site.otherLanguage.label') : undefined}
      onClick={() => rememberLanguage(other)}
      className={className}
      data-language-switch
    >
      {compact ? t('site.otherLanguage.short') : t('site.otherLanguage.name')}
    </a>
  );
}
