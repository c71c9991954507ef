import { useTranslation } from 'react-i18next';
import { QuoteIcon } from '../../../../components/ui/action-icons.tsx';
import { ProfileSection } from './profile-section.tsx';

/**
 * The advisor's presentation as customers read it on the profile, with the advisor's own line breaks.
 * The advisor's editor previews it through this same component.
 */
export function ProfilePresentation({
  description,
  headingLevel,
}: {
  description: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  return (
    <ProfileSection
      title={t('advisors.profile.presentation')}
      icon={<QuoteIcon className="size-5" />}
      headingLevel={headingLevel}
    >
      <p className="leading-relaxed whitespace-pre-line text-ink/85">{description}</p>
    </ProfileSection>
  );
}
