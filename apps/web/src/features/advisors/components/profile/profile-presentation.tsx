import { useTranslation } from 'react-i18next';
import { ProfileSection } from '../../../../components/advisor/profile-section.tsx';
import { QuoteIcon } from '../../../../components/ui/action-icons.tsx';

/**
 * The advisor's presentation as customers read it on the profile, with the advisor's own line breaks.
 * The advisor's editor previews it through this same component.
 */
export function ProfilePresentation({
  description,
  headingLevel,
  lang,
}: {
  description: string;
  headingLevel?: 'h2' | 'h3';
  /** The text's language when it is not the page's (an English presentation on a French page). */
  lang?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ProfileSection
      title={t('advisors.profile.presentation')}
      icon={<QuoteIcon className="size-5" />}
      headingLevel={headingLevel}
    >
      <p className="leading-relaxed whitespace-pre-line text-ink/85" lang={lang}>
        {description}
      </p>
    </ProfileSection>
  );
}
