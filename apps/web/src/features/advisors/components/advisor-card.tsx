import { SUPPORT_PHONE_TEL } from '@app/shared/constants';
import { presentationIn, presentationLanguageOn } from '@app/shared/rules/advisor-presentation';
import { buildWeeklyAvailability, dayNameFor } from '@app/shared/rules/availability';
import { derivePsychicStatus } from '@app/shared/rules/psychic-status';
import { advisorSlug } from '@app/shared/rules/slug';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdvisorPhoto } from '../../../components/advisor/advisor-photo.tsx';
import { StatusBadge } from '../../../components/advisor/status-badge.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ClockIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { hoursText } from '../../../lib/advisor-hours.ts';
import { pageLanguage } from '../../../lib/language.ts';
import type { PsychicStatusRecord } from '../../../lib/psychic-status.ts';
import { JoinLine } from '../../call-back/index.ts';
import { NotifyButton, RatingSummary } from '../../trust-public/index.ts';
import { AudioButton } from './audio-player/audio-button.tsx';

export interface AdvisorCardProps {
  advisor: PsychicStatusRecord;
  /** Signed-in customers dial; visitors are sent to /register first. */
  canCall: boolean;
  /** "Today" on the business's clock, passed down so every card of a render agrees. */
  now: Date;
  eager?: boolean;
}

export function AdvisorCard({ advisor, canCall, now, eager = false }: AdvisorCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const status = derivePsychicStatus(advisor);
  const profilePath = `/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`;
  // Two equal columns with tighter padding than buttonClass('sm'): both labels fit a 4-column card.
  // Labels may wrap (French runs longer than English) rather than spill out of a narrow card.
  const actionClass = 'relative z-10 min-w-0 px-3! whitespace-normal! text-center leading-tight';
  const callClass = `${buttonClass('gold', 'sm')} ${actionClass}`;

  return (
    <article
      aria-labelledby={nameId}
      data-agent-id={advisor.agentId}
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-night-900/5 transition duration-300 hover:shadow-card-hover motion-safe:hover:-translate-y-1"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-night-800 sm:aspect-square">
        <AdvisorPhoto
          agentId={advisor.agentId}
          name={advisor.agentName}
          photoUrl={advisor.photoUrl}
          eager={eager}
          className="transition-transform duration-500 motion-safe:group-hover:scale-[1.04]"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-night-950/35 to-transparent"
        />
        <StatusBadge status={status} className="absolute top-3 left-3 shadow-sm" />
      </div>

      <div className="flex flex-1 flex-col px-5 pt-4 pb-5">
        <h3 id={nameId} className="font-display text-xl leading-snug font-semibold text-night-900">
          {/* The stretched link makes the whole card one target; the buttons sit above it (z-10). */}
          <Link
            to={profilePath}
            className="rounded after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-night-600"
          >
            {advisor.agentName}
          </Link>
        </h3>
        <p className="mt-0.5 text-sm font-semibold tracking-wide text-gold-700">
          {t('advisors.extension', { agentId: advisor.agentId })}
        </p>
        <RatingSummary rating={advisor.rating} className="mt-1.5" />

        <p
          className="mt-3 line-clamp-3 text-sm leading-relaxed text-ink/75"
          lang={presentationLanguageOn(advisor, pageLanguage())}
        >
          {presentationIn(advisor, pageLanguage())}
        </p>

        <ul className="mt-4 space-y-1.5 text-sm">
          {status === 'busy' && advisor.availTimeStr ? (
            <li className="flex items-center gap-2 font-semibold text-amber-800">
              <ClockIcon className="size-4 shrink-0" />
              {t('advisors.timeRemaining', { time: advisor.availTimeStr })}
            </li>
          ) : null}
          <li className="flex items-start gap-2 text-ink/70">
            <ClockIcon className="mt-0.5 size-4 shrink-0 text-night-500/70" />
            <span>
              {t('advisors.today', {
                hours: hoursText(
                  buildWeeklyAvailability(advisor.schedule, advisor.daysOff)[dayNameFor(now)],
                  t,
                ),
              })}
            </span>
          </li>
          {status === 'offline' ? (
            <li className="font-semibold text-slate-500">{t('advisors.currentlyUnavailable')}</li>
          ) : null}
        </ul>

        {/* Pinned to the bottom so the audio and action rows line up across a row of cards. */}
        <div className="mt-auto flex flex-col pt-4">
          <AudioButton extension={String(advisor.agentId)} describedBy={nameId} />
        </div>

        <div className="grid grid-cols-2 gap-2 pt-4">
          {canCall ? (
            <a href={`tel:${SUPPORT_PHONE_TEL}`} aria-describedby={nameId} className={callClass}>
              <PhoneIcon className="size-4" />
              {t('advisors.callNow')}
            </a>
          ) : (
            <Link to="/register" aria-describedby={nameId} className={callClass}>
              <PhoneIcon className="size-4" />
              {t('advisors.callNow')}
            </Link>
          )}
          <Link
            to={profilePath}
            aria-describedby={nameId}
            className={`${buttonClass('outlineDark', 'sm')} ${actionClass}`}
          >
            {t('advisors.viewProfile')}
          </Link>
        </div>
        <JoinLine
          agentId={advisor.agentId}
          name={advisor.agentName}
          status={status}
          describedBy={nameId}
          className="pt-2"
        />
        {status === 'waiting' ? null : (
          <NotifyButton
            agentId={advisor.agentId}
            name={advisor.agentName}
            describedBy={nameId}
            className="pt-2"
          />
        )}
      </div>
    </article>
  );
}
