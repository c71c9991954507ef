import { formatPhoneDisplay } from '@app/shared/rules/phone';
import type { StaffApplication } from '@app/shared/schemas/application-screening';
import { WEEKDAYS } from '@app/shared/schemas/applications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WeekPartsTable } from '../../../../components/week/week-parts-table.tsx';
import { BackOfficeCard } from '../../components/back-office-shell.tsx';
import { formatDateTime } from '../../format.ts';
import { applicationMediaUrl } from '../paths.ts';
import { useApplicationWords } from './application-parts.tsx';

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-night-700">{term}</dt>
      <dd className="text-night-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** Everything the applicant wrote in the form, with when they confirmed their age and the terms. */
export function SubmittedCard({ application }: { application: StaffApplication }) {
  const { t } = useTranslation();
  const words = useApplicationWords();
  const label = (key: keyof typeof fields) => t(`backOffice.applications.detail.${key}`);
  const fields = {
    email: (
      <a href={`mailto:${application.email}`} className="underline underline-offset-2 hover:text-night-600">
        {application.email}
      </a>
    ),
    phone: (
      <a href={`tel:${application.phone}`} className="tabular-nums underline underline-offset-2">
        {formatPhoneDisplay(application.phone)}
      </a>
    ),
    province: words.province(application.province),
    languages: words.languages(application.languages),
    specialties: words.specialties(application.specialties),
    styles: words.styles(application.styles),
    confirmed: t('backOffice.applications.detail.confirmedAt', {
      date: formatDateTime(application.confirmedAt),
    }),
  } as const;
  return (
    <BackOfficeCard title={t('backOffice.applications.detail.submitted')}>
      <dl className="grid gap-3" data-testid="application-submitted">
        {(Object.keys(fields) as (keyof typeof fields)[]).map((key) => (
          <Entry key={key} term={label(key)}>
            {fields[key]}
          </Entry>
        ))}
      </dl>
      <h3 className="mt-6 mb-1.5 text-sm font-semibold text-night-700">
        {t('backOffice.applications.detail.experience')}
      </h3>
      <p className="whitespace-pre-line text-night-900 [overflow-wrap:anywhere]">{application.experience}</p>
      <h3 className="mt-5 mb-1.5 text-sm font-semibold text-night-700">
        {t('backOffice.applications.detail.presentation')}
      </h3>
      <p className="whitespace-pre-line text-night-900 [overflow-wrap:anywhere]">
        {application.presentation}
      </p>
    </BackOfficeCard>
  );
}

/**
 * The week the applicant could take calls, as they ticked it: a row per day, a column per part of the
 * day; each cell says available or not in words for screen readers.
 */
export function AvailabilityCard({ availability }: { availability: StaffApplication['availability'] }) {
  const { t } = useTranslation();
  const given = WEEKDAYS.some((day) => (availability[day] ?? []).length > 0);
  return (
    <BackOfficeCard title={t('backOffice.applications.detail.availability')}>
      <p className="text-sm text-night-600">{t('backOffice.applications.detail.availabilityHint')}</p>
      {given ? null : (
        <p className="mt-3 text-night-800">{t('backOffice.applications.detail.noAvailability')}</p>
      )}
      <WeekPartsTable
        caption={t('backOffice.applications.detail.availability')}
        testId="availability-week"
        className="mt-3"
        cell={(day, part) => {
          const on = (availability[day] ?? []).includes(part);
          return (
            <>
              <span
                aria-hidden="true"
                className={`inline-block size-6 rounded-full ${
                  on ? 'bg-night-600 ring-2 ring-night-600/30' : 'bg-night-50 ring-1 ring-night-100'
                }`}
              />
              <span className="sr-only">
                {on
                  ? t('backOffice.applications.detail.available')
                  : t('backOffice.applications.detail.unavailable')}
              </span>
            </>
          );
        }}
      />
    </BackOfficeCard>
  );
}

/**
 * The photo and the voice sample, read from the staff-only media route (private, never cached). A
 * medium the server no longer holds says so.
 */
export function MediaCard({ application }: { application: StaffApplication }) {
  const { t } = useTranslation();
  return (
    <BackOfficeCard title={t('backOffice.applications.detail.media')}>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-start">
        <figure className="grid gap-2">
          <figcaption className="text-sm font-semibold text-night-700">
            {t('backOffice.applications.detail.photo')}
          </figcaption>
          {application.media.photo ? (
            <img
              src={applicationMediaUrl(application.id, 'photo')}
              alt={t('backOffice.applications.detail.photoAlt')}
              className="aspect-square w-full max-w-56 rounded-2xl bg-night-50 object-cover ring-1 ring-night-100"
            />
          ) : (
            <p className="text-night-600">{t('backOffice.applications.detail.noPhoto')}</p>
          )}
        </figure>
        <figure className="grid gap-2">
          <figcaption className="text-sm font-semibold text-night-700">
            {t('backOffice.applications.detail.voice')}
          </figcaption>
          {application.media.voice ? (
            <>
              {/* biome-ignore lint/a11y/useMediaCaption: a voice sample staff judge by ear; no transcript exists. */}
              <audio
                controls
                preload="metadata"
                src={applicationMediaUrl(application.id, 'voice')}
                className="w-full max-w-md"
              >
                {t('backOffice.applications.detail.noAudio')}
              </audio>
            </>
          ) : (
            <p className="text-night-600">{t('backOffice.applications.detail.noVoice')}</p>
          )}
        </figure>
      </div>
    </BackOfficeCard>
  );
}
