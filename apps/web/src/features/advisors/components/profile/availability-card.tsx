import {
  buildWeeklyAvailability,
  DAY_NAMES,
  type DayAvailability,
  dayNameFor,
} from '@app/shared/rules/availability';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from '../../../../components/advisor/profile-section.tsx';
import { CalendarIcon } from '../../../../components/ui/action-icons.tsx';
import { hourRanges, hoursText } from '../../../../lib/advisor-hours.ts';
import type { PsychicStatusRecord } from '../../../../lib/psychic-status.ts';

/**
 * A day's hours, with each range kept on one line: a narrow screen wraps between the morning and
 * the evening range, never inside one. The text content is exactly hoursText's (availabilityText's in English).
 */
function Hours({ day }: { day: DayAvailability }) {
  const { t } = useTranslation();
  const ranges = day.off ? [t('advisors.profile.dayOff')] : hourRanges(day, t);
  if (ranges.length === 0) ranges.push(t('advisors.profile.varies'));
  return (
    <>
      {ranges.map((range, i) => (
        <Fragment key={range}>
          {i > 0 ? ', ' : null}
          <span className="whitespace-nowrap">{range}</span>
        </Fragment>
      ))}
    </>
  );
}

/** The weekly schedule, Sunday to Saturday, with today (Montréal time) picked out. */
export function AvailabilityCard({ advisor, now }: { advisor: PsychicStatusRecord; now: Date }) {
  const { t } = useTranslation();
  const week = buildWeeklyAvailability(advisor.schedule, advisor.daysOff);
  const today = dayNameFor(now);

  return (
    <ProfileSection title={t('advisors.profile.availability')} icon={<CalendarIcon className="size-5" />}>
      <p className="inline-block rounded-2xl bg-gold-100 px-4 py-1.5 text-sm font-semibold text-gold-700 ring-1 ring-gold-400/40">
        {t('advisors.profile.today', { hours: hoursText(week[today], t) })}
      </p>
      <dl className="mt-5 divide-y divide-night-900/6 overflow-hidden rounded-2xl ring-1 ring-night-900/8">
        {DAY_NAMES.map((day) => {
          const isToday = day === today;
          return (
            <div
              key={day}
              data-day={day}
              aria-current={isToday ? 'date' : undefined}
              className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 px-4 py-2.5 text-sm ${
                isToday ? 'bg-night-50 font-semibold text-night-900' : 'text-ink/80'
              }`}
            >
              <dt className="font-medium">{t(`advisors.profile.weekdays.${day}`)}</dt>
              <dd className="text-right tabular-nums">
                <Hours day={week[day]} />
              </dd>
            </div>
          );
        })}
      </dl>
    </ProfileSection>
  );
}
