import { BRAND } from '@app/shared/brand';
import { presentationIn, presentationLanguageOn } from '@app/shared/rules/advisor-presentation';
import { parseAdvisorSlug } from '@app/shared/rules/slug';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ProfileSection } from '../../../../components/advisor/profile-section.tsx';
import { MicIcon } from '../../../../components/ui/action-icons.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../../components/ui/icons.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { pageLanguage } from '../../../../lib/language.ts';
import { type PsychicStatusRecord, usePsychicStatus } from '../../../../lib/psychic-status.ts';
import { FavoriteButton, ProfileReviews } from '../../../trust-public/index.profile.ts';
import { RatingSummary } from '../../../trust-public/index.ts';
import { useDemoPsychics } from '../../hooks/use-demo-psychics.ts';
import { useMinuteClock } from '../../hooks/use-minute-clock.ts';
import { AudioTrack } from '../audio-player/audio-track.tsx';
import { AdvisorProfileMeta } from './advisor-profile-meta.tsx';
import { AvailabilityCard } from './availability-card.tsx';
import { ProfileNeighbours } from './profile-neighbours.tsx';
import { ProfilePresentation } from './profile-presentation.tsx';
import { ProfileSidePanel } from './profile-side-panel.tsx';

type Lookup =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | {
      kind: 'found';
      advisor: PsychicStatusRecord;
      previous: PsychicStatusRecord | undefined;
      next: PsychicStatusRecord | undefined;
    };

/** The advisor is read from the same feed query as the home grid, so going back and forth costs nothing. */
function useAdvisorLookup(slug: string): Lookup {
  const query = usePsychicStatus();
  // The home grid links to its demo advisors when the feed is down; their pages work from the same data.
  const demo = useDemoPsychics(query.data === undefined && query.isError);
  const { agentId } = parseAdvisorSlug(slug);
  if (agentId === null) return { kind: 'failed' };
  const list = query.data ?? demo;
  if (!list) return { kind: 'loading' };
  const index = list.findIndex((advisor) => advisor.agentId === agentId);
  const advisor = list[index];
  if (!advisor) return { kind: 'failed' };
  return { kind: 'found', advisor, previous: list[index - 1], next: list[index + 1] };
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={{ pathname: '/', hash: '#psychics' }}
      className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-white/75 transition-colors hover:text-gold-200"
    >
      <ArrowLeftIcon className="size-4" />
      {t('advisors.profile.backToList')}
    </Link>
  );
}

/** The night band on top; `overlap` leaves room on wide screens for the side panel to rise into it. */
function Hero({ children, overlap = false }: { children: ReactNode; overlap?: boolean }) {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-night-sky text-white">
      <div aria-hidden="true" className="starfield absolute inset-0 -z-10 animate-twinkle" />
      <div
        className={`mx-auto w-full max-w-6xl px-5 pt-8 pb-12 sm:px-8 sm:pt-10 ${overlap ? 'lg:pb-40' : ''}`}
      >
        {children}
      </div>
    </section>
  );
}

function StatusScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <title>{`${title} | ${BRAND.productName}`}</title>
      <Hero>
        <BackLink />
      </Hero>
      <div className="mx-auto flex w-full max-w-6xl flex-1 items-start justify-center px-5 py-12 sm:px-8 sm:py-16">
        <div className="w-full max-w-md rounded-3xl bg-white px-6 py-12 text-center shadow-card ring-1 ring-night-900/5">
          {children}
        </div>
      </div>
    </>
  );
}

/** /psychic/{slug}: the advisor's presentation, voice, weekly hours and a way to call. */
export function AdvisorProfilePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const lookup = useAdvisorLookup(slug);
  const now = useMinuteClock();

  if (lookup.kind === 'loading') {
    return (
      <StatusScreen title={t('advisors.profile.loading')}>
        <Spinner label={t('advisors.profile.loading')} />
      </StatusScreen>
    );
  }
  if (lookup.kind === 'failed') {
    return (
      <StatusScreen title={t('advisors.profile.loadError')}>
        <h1 role="alert" className="font-display text-2xl font-semibold text-night-900">
          {t('advisors.profile.loadError')}
        </h1>
        <Link to={{ pathname: '/', hash: '#psychics' }} className={`${buttonClass('gold', 'md')} mt-6`}>
          {t('site.home.seeAllPsychics')}
          <ArrowRightIcon className="size-4" />
        </Link>
      </StatusScreen>
    );
  }

  const { advisor, previous, next } = lookup;
  return (
    <>
      <AdvisorProfileMeta advisor={advisor} />
      <Hero overlap>
        <BackLink />
        <div className="mt-8 lg:max-w-[calc(100%-24rem)]">
          <h1 className="font-display text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl">
            {advisor.agentName}
          </h1>
          <p className="mt-2 text-base font-semibold tracking-wide text-gold-300">
            {t('advisors.extension', { agentId: advisor.agentId })}
          </p>
          <RatingSummary rating={advisor.rating} tone="dark" className="mt-3" />
          <FavoriteButton agentId={advisor.agentId} />
        </div>
      </Hero>

      <div className="mx-auto grid w-full max-w-6xl gap-6 px-5 py-8 sm:px-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 lg:py-12">
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:-mt-44 lg:self-start">
          <ProfileSidePanel advisor={advisor} />
        </div>

        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <ProfileSection
            title={t('advisors.profile.voiceIntroduction')}
            icon={<MicIcon className="size-5" />}
          >
            <AudioTrack extension={String(advisor.agentId)} />
          </ProfileSection>

          <ProfilePresentation
            description={presentationIn(advisor, pageLanguage())}
            lang={presentationLanguageOn(advisor, pageLanguage())}
          />

          <AvailabilityCard advisor={advisor} now={now} />

          <ProfileReviews agentId={advisor.agentId} advisorName={advisor.agentName} />

          <ProfileNeighbours previous={previous} next={next} />
        </div>
      </div>
    </>
  );
}

/**
 * The advisor console's profile editor previews the photo, the voice and the presentation with these very
 * components, and imports them from this module, not from their own: then every module of the public
 * profile has the same importers, and the bundler keeps the profile's and the directory's code in the
 * chunks a visitor already loads. Imported from their own modules, they were cut into extra shared
 * chunks that every visitor paid for (about 1 KB on the home page and 2 KB on a profile, measured).
 */
export { AdvisorPhoto } from '../../../../components/advisor/advisor-photo.tsx';
export { AudioTrack, ProfilePresentation };
