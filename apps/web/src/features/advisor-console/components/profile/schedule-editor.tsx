import {
  DAY_OFF,
  type EditorDay,
  type EditorWeek,
  isDayOff,
  normalizeSchedule,
  OPEN_END,
} from '@app/shared/rules/advisor-console';
import { DAY_NAMES, type DayName } from '@app/shared/rules/availability';
import type { AdvisorProfile } from '@app/shared/schemas/advisor-console';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarIcon } from '../../../../components/ui/action-icons.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import {
  type DayChoice,
  dayChoiceOf,
  editorWeekOfProfile,
  endOptions,
  problemsByDay,
  timeOptions,
  timesOfWeek,
  withDayChoice,
  withSlotTime,
} from '../../../../lib/advisor-profile-form.ts';
import { messageOf } from '../../../../lib/api-client.ts';
import { formatClockText } from '../../../../lib/formats.ts';
import { schemaMessage } from '../../../../lib/schema-messages.ts';
import { toast } from '../../../../lib/toast.ts';
import { scheduleProblemsOf, useSaveSchedule } from '../../profile-api.ts';
import { ConsoleCard } from '../console-shell.tsx';
import { fieldClass, SaveRow } from './editor-parts.tsx';

const CHOICES: readonly { choice: DayChoice; label: 'dayOff' | 'varies' | 'oneSlot' | 'twoSlots' }[] = [
  { choice: DAY_OFF, label: 'dayOff' },
  { choice: 0, label: 'varies' },
  { choice: 1, label: 'oneSlot' },
  { choice: 2, label: 'twoSlots' },
];

/** Day off, 'Varies', one slot or two: four radio buttons drawn as one segmented control. */
function DayChoiceControl({
  day,
  value,
  onChange,
}: {
  day: DayName;
  value: DayChoice;
  onChange: (choice: DayChoice) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <div className="grid grid-cols-2 gap-1 rounded-3xl bg-night-50 p-1 ring-1 ring-night-100 sm:w-[27rem] sm:grid-cols-4 sm:rounded-full">
      {CHOICES.map((option) => (
        <label key={option.label} className="relative min-w-0">
          <input
            type="radio"
            name={name}
            value={option.choice}
            checked={value === option.choice}
            onChange={() => onChange(option.choice)}
            data-day={day}
            className="peer sr-only"
          />
          <span className="flex min-h-10 cursor-pointer items-center justify-center truncate rounded-full px-2 text-sm font-semibold text-night-700 transition-colors peer-checked:bg-night-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-night-600 hover:bg-white peer-checked:hover:bg-night-700">
            {t(`advisorConsole.profile.schedule.${option.label}`)}
          </span>
        </label>
      ))}
    </div>
  );
}

function TimeSelect({
  label,
  value,
  options,
  invalid,
  describedBy,
  onChange,
  openEnd,
}: {
  label: string;
  value: string;
  options: readonly string[];
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (time: string) => void;
  /** The label of the open end ('Varies'), for a slot saved with it before (see endOptions). */
  openEnd?: string;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.currentTarget.value)}
      className={`${fieldClass} min-h-11 min-w-0 px-3 tabular-nums ${invalid ? 'border-red-500' : 'border-night-200'}`}
    >
      {options.map((time) => (
        <option key={time} value={time}>
          {time === OPEN_END && openEnd ? openEnd : formatClockText(time)}
        </option>
      ))}
    </select>
  );
}

/** One day: its name, what it is (off, 'Varies', one or two slots), each slot's from and to, its problem. */
function DayRow({
  day,
  value,
  problem,
  options,
  onChange,
}: {
  day: DayName;
  value: EditorDay;
  problem: string | undefined;
  options: readonly string[];
  onChange: (value: EditorDay) => void;
}) {
  const { t } = useTranslation();
  const problemId = useId();
  const dayId = useId();
  const dayName = t(`advisors.profile.weekdays.${day}`);
  const slots = isDayOff(value) ? [] : value;
  const slotNames = slots.length === 2 ? (['morning', 'evening'] as const) : (['slot'] as const);
  const setTime = (index: number, end: 'from' | 'to', time: string) =>
    onChange(withSlotTime(slots, index, end, time));

  return (
    <li data-day={day} className="py-4 first:pt-0 last:pb-0">
      {/* Named by the day shown on top: a legend cannot sit in the row it shares with the choice. */}
      <fieldset
        aria-labelledby={dayId}
        aria-describedby={problem ? problemId : undefined}
        className="min-w-0"
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <p id={dayId} className="font-semibold text-night-900">
            {dayName}
          </p>
          <DayChoiceControl
            day={day}
            value={dayChoiceOf(value)}
            onChange={(choice) => onChange(withDayChoice(value, choice))}
          />
        </div>
        {isDayOff(value) ? (
          <p className="mt-2 text-sm text-night-600">{t('advisorConsole.profile.schedule.dayOffNote')}</p>
        ) : slots.length === 0 ? (
          <p className="mt-2 text-sm text-night-600">{t('advisorConsole.profile.schedule.variesNote')}</p>
        ) : (
          <div className="mt-3 grid gap-3">
            {slots.map((slot, index) => {
              const slotName = t(`advisorConsole.profile.schedule.${slotNames[index] ?? 'slot'}`);
              const field = (end: 'from' | 'to') =>
                t('advisorConsole.profile.schedule.fieldLabel', {
                  day: dayName,
                  slot: slotName,
                  end: t(`advisorConsole.profile.schedule.${end}`),
                });
              return (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: a day's slots are its first and its second.
                  key={index}
                  className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-x-2 gap-y-1 sm:grid-cols-[5.5rem_minmax(0,10rem)_auto_minmax(0,10rem)] sm:justify-start"
                >
                  <p className="col-span-3 text-xs font-semibold tracking-wide text-night-500 uppercase sm:col-span-1">
                    {slotName}
                  </p>
                  <TimeSelect
                    label={field('from')}
                    value={slot.from}
                    options={options}
                    invalid={problem !== undefined}
                    describedBy={problem ? problemId : undefined}
                    onChange={(time) => setTime(index, 'from', time)}
                  />
                  <span aria-hidden="true" className="text-night-500">
                    –
                  </span>
                  <TimeSelect
                    label={field('to')}
                    value={slot.to}
                    options={endOptions(options, slot.to)}
                    invalid={problem !== undefined}
                    describedBy={problem ? problemId : undefined}
                    onChange={(time) => setTime(index, 'to', time)}
                    openEnd={t('advisorConsole.profile.schedule.varies')}
                  />
                </div>
              );
            })}
          </div>
        )}
        {problem ? (
          <p id={problemId} className="mt-2 text-sm font-medium text-red-700">
            {schemaMessage(problem)}
          </p>
        ) : null}
      </fieldset>
    </li>
  );
}

/**
 * The weekly hours. The shared rule checks the week before it is sent (each day's problem shows beside
 * that day, and keeps showing as the advisor fixes it); the server's own refusal is shown the same way.
 */
export function ScheduleEditor({ profile }: { profile: AdvisorProfile }) {
  const { t } = useTranslation();
  const save = useSaveSchedule(profile.agentId);
  const [week, setWeek] = useState<EditorWeek>(() => editorWeekOfProfile(profile.week));
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const options = useMemo(() => timeOptions(timesOfWeek(profile.week)), [profile.week]);
  const result = normalizeSchedule(week);
  const local = checked && !result.ok ? problemsByDay(result.problems) : {};
  const fromServer = problemsByDay(scheduleProblemsOf(save.error));
  const problems = { ...fromServer, ...local };
  const hasProblems = Object.keys(problems).length > 0;

  const change = (day: DayName, value: EditorDay) => {
    setWeek((current) => ({ ...current, [day]: value }));
    setSaved(null);
    if (save.isError) save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setChecked(true);
    if (!result.ok) {
      const first = result.problems[0]?.day;
      listRef.current?.querySelector<HTMLElement>(`li[data-day="${first}"] select`)?.focus();
      return;
    }
    save.mutate(week, {
      onSuccess: (next) => {
        setWeek(editorWeekOfProfile(next.week));
        setChecked(false);
        setSaved(t('advisorConsole.profile.schedule.saved'));
        toast.success(t('advisorConsole.profile.schedule.saved'));
      },
    });
  };

  const otherError =
    save.isError && Object.keys(fromServer).length === 0
      ? messageOf(save.error, t('advisorConsole.profile.schedule.failed'))
      : null;
  return (
    <ConsoleCard
      id="hours"
      title={t('advisorConsole.profile.schedule.heading')}
      icon={<CalendarIcon className="size-5" />}
    >
      <p className="mb-5 text-sm text-night-600">{t('advisorConsole.profile.schedule.intro')}</p>
      <form noValidate onSubmit={submit}>
        <ul ref={listRef} className="divide-y divide-night-100">
          {DAY_NAMES.map((day) => (
            <DayRow
              key={day}
              day={day}
              value={week[day]}
              problem={problems[day]}
              options={options}
              onChange={(value) => change(day, value)}
            />
          ))}
        </ul>
        <div className="mt-5 grid gap-3 border-t border-night-100 pt-5">
          {hasProblems ? <Alert tone="error">{t('advisorConsole.profile.schedule.fixDays')}</Alert> : null}
          {otherError ? <Alert tone="error">{otherError}</Alert> : null}
          <SaveRow pending={save.isPending} label={t('advisorConsole.profile.schedule.save')} saved={saved} />
        </div>
      </form>
    </ConsoleCard>
  );
}
