import {
  DAY_OFF,
  type EditorDay,
  type EditorWeek,
  isDayOff,
  OPEN_END,
} from '@app/shared/rules/advisor-console';
import { DAY_NAMES, type DayName } from '@app/shared/rules/availability';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { hourText } from '../../../lib/advisor-hours.ts';
import {
  endOptions,
  type SlotCount,
  withSlotCount,
  withSlotTime,
} from '../../../lib/advisor-profile-form.ts';
import { schemaMessage } from '../../../lib/schema-messages.ts';
import { fieldClass } from './form-parts.tsx';

interface WeekProps {
  week: EditorWeek;
  options: readonly string[];
  problems: Partial<Record<DayName, string>>;
  onChange: (week: EditorWeek) => void;
}

/** One select of a slot's start or end, among the editor's half hours ('Varies' only as a saved end). */
function TimeSelect({
  label,
  value,
  options,
  invalid,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  invalid: boolean;
  onChange: (time: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-night-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldClass} py-2 ${invalid ? 'border-red-500' : 'border-night-100'}`}
      >
        {options.map((time) => (
          <option key={time} value={time}>
            {time === OPEN_END ? t('backOffice.advisors.form.varies') : hourText(time, t)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * One day of the week: a day off, 'Varies' or its slots, each with its start and end, and the day's
 * problem.
 */
function DayFields({ day, ...week }: WeekProps & { day: DayName }) {
  const { t } = useTranslation();
  const problemId = useId();
  const dayId = useId();
  const offId = useId();
  const value = week.week[day];
  const off = isDayOff(value);
  const slots = off ? [] : value;
  const problem = week.problems[day];
  const { options } = week;
  const onChange = (next: EditorDay) => week.onChange({ ...week.week, [day]: next });
  const setTime = (index: number, end: 'from' | 'to', time: string) =>
    onChange(withSlotTime(slots, index, end, time));
  const count = (next: number) => onChange(withSlotCount(slots, next as SlotCount));
  return (
    <li data-day={day} className="py-3 first:pt-0 last:pb-0">
      <fieldset
        aria-labelledby={dayId}
        aria-describedby={problem ? problemId : undefined}
        className="grid gap-2 md:grid-cols-[9rem_1fr] md:items-start"
      >
        <p id={dayId} className="pt-2 text-sm font-semibold text-night-900">
          {t(`advisors.profile.weekdays.${day}`)}
        </p>
        <div className="grid gap-2">
          <label htmlFor={offId} className="flex min-h-10 w-fit cursor-pointer items-center gap-2 text-sm">
            <input
              id={offId}
              type="checkbox"
              checked={off}
              onChange={(event) => onChange(event.currentTarget.checked ? DAY_OFF : [])}
              className="size-4 accent-night-600"
            />
            {t('backOffice.advisors.form.dayOff')}
          </label>
          {!off && slots.length === 0 ? (
            <p className="text-sm text-night-600">{t('backOffice.advisors.form.varies')}</p>
          ) : null}
          {slots.map((slot, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a day's slots are its first and second, by place
            <div key={index} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <TimeSelect
                label={t('backOffice.advisors.form.from')}
                value={slot.from}
                options={options}
                invalid={Boolean(problem)}
                onChange={(time) => setTime(index, 'from', time)}
              />
              <TimeSelect
                label={t('backOffice.advisors.form.to')}
                value={slot.to}
                options={endOptions(options, slot.to)}
                invalid={Boolean(problem)}
                onChange={(time) => setTime(index, 'to', time)}
              />
              <button
                type="button"
                onClick={() => onChange(slots.filter((_, at) => at !== index))}
                aria-label={t('backOffice.advisors.form.removeSlotOf', {
                  number: index + 1,
                  day: t(`advisors.profile.weekdays.${day}`),
                })}
                className={`${buttonClass('outlineDark', 'sm')} col-span-2 min-h-10 w-fit sm:col-span-1`}
              >
                {t('backOffice.advisors.form.removeSlot')}
              </button>
            </div>
          ))}
          {!off && slots.length < 2 ? (
            <button
              type="button"
              onClick={() => count(slots.length + 1)}
              className={`${buttonClass('outlineDark', 'sm')} w-fit`}
            >
              {t('backOffice.advisors.form.addSlot')}
            </button>
          ) : null}
          {problem ? (
            <p id={problemId} className="text-sm font-medium text-red-700">
              {schemaMessage(problem)}
            </p>
          ) : null}
        </div>
      </fieldset>
    </li>
  );
}

/**
 * The weekly hours as the advisor's own editor takes them (per day off, 'Varies', one or two slots); the
 * shared rule judges them on submit and each day's problem shows beside it.
 */
export function AdvisorWeekFields(props: WeekProps) {
  return (
    <ul className="divide-y divide-night-100">
      {DAY_NAMES.map((day) => (
        <DayFields key={day} day={day} {...props} />
      ))}
    </ul>
  );
}
