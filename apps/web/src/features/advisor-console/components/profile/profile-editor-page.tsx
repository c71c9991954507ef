import type { AdvisorProfile } from '@app/shared/schemas/advisor-console';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { ExternalLinkIcon } from '../../../../components/ui/icons.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useAdvisorIdentity } from '../../api.ts';
import { profileQueryOptions } from '../../profile-api.ts';
import { ConsoleShell } from '../console-shell.tsx';
import { PhotoEditor, VoiceEditor } from './media-editors.tsx';
import { PhoneEditor } from './phone-editor.tsx';
import { PresentationEditor } from './presentation-editor.tsx';
import { ScheduleEditor } from './schedule-editor.tsx';

/** The public profile in a new tab: what customers see, while the editor keeps what is not saved yet. */
function PublicProfileLink({ profile }: { profile: AdvisorProfile }) {
  const { t } = useTranslation();
  return (
    <a
      href={profile.profilePath}
      target="_blank"
      rel="noopener"
      className={`${buttonClass('outlineLight', 'sm')} [--focus-ring:var(--color-gold-300)]`}
    >
      {t('advisorConsole.profile.seePublic')}
      <ExternalLinkIcon className="size-4" />
      <span className="sr-only">{t('site.opensInNewTab')}</span>
    </a>
  );
}

function Frame({ profile, children }: { profile?: AdvisorProfile; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ConsoleShell
      title={t('advisorConsole.profile.title')}
      heading={t('advisorConsole.profile.title')}
      subline={t('advisorConsole.profile.intro')}
      action={profile ? <PublicProfileLink profile={profile} /> : undefined}
    >
      {children}
    </ConsoleShell>
  );
}

/**
 * /advisor/profile: what customers see of the advisor (presentation, weekly hours, photo, voice) and the
 * number their calls ring. Each part saves on its own, so a change never waits for the others.
 */
export function AdvisorProfileEditorPage() {
  const { t } = useTranslation();
  const identity = useAdvisorIdentity();
  const agentId = identity.data?.agentId;
  const query = useQuery({ ...profileQueryOptions(agentId ?? 0), enabled: agentId !== undefined });

  if (identity.isError || query.isError) {
    return (
      <Frame>
        <Alert tone="error">{t('advisorConsole.profile.loadFailed')}</Alert>
        <button
          type="button"
          className={`${buttonClass('night', 'md')} justify-self-start`}
          onClick={() => void (identity.isError ? identity.refetch() : query.refetch())}
        >
          {t('advisorConsole.errors.retry')}
        </button>
      </Frame>
    );
  }
  const profile = query.data;
  if (!profile) {
    return (
      <Frame>
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner label={t('common.loading')} />
        </div>
      </Frame>
    );
  }
  return (
    <Frame profile={profile}>
      <PresentationEditor profile={profile} />
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <ScheduleEditor profile={profile} />
        <div className="grid min-w-0 gap-5">
          <PhotoEditor profile={profile} />
          <VoiceEditor profile={profile} />
          <PhoneEditor profile={profile} />
        </div>
      </div>
    </Frame>
  );
}
