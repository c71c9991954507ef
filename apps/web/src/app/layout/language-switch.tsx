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
  role,
}: {
  compact?: boolean;
  className?: string;
  /** 'menuitem' inside the account menu. */
  role?: 'menuitem';
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
      onClick={(event) => {
        rememberLanguage(other);
        // The address as the browser has it now: a pre-rendered page's link was written for its path alone,
        // and hydration keeps the server's href, so the query and the fragment are read here.
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        window.location.assign(pathInLanguage(`${pathname}${search}${hash}`, other));
      }}
      className={className}
      role={role}
      data-language-switch
    >
      {compact ? t('site.otherLanguage.short') : t('site.otherLanguage.name')}
    </a>
  );
}
