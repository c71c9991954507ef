import { DAY_PARTS } from '@app/shared/schemas/applications';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WeekPartsTable } from '../../../components/week/week-parts-table.tsx';
import type { Availability, DayPart, Weekday } from '../application-check.ts';
import { checkboxClass } from './form-parts.tsx';

/**
 * The week with a checkbox in each cell (WeekPartsTable). The row and column headers name each cell, and
 * each box also carries its own name ('Monday, morning') for a screen reader that reads a control
 * without its table.
 */
export function AvailabilityGrid({
  value,
  onChange,
}: {
  value: Availability;
  onChange: (next: Availability) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const toggle = (day: Weekday, part: DayPart, on: boolean) =>
    onChange({
      ...value,
      [day]: DAY_PARTS.filter((item) => (item === part ? on : value[day].includes(item))),
    });
  return (
    <div className="min-w-0">
      <p id={hintId} className="text-xs text-night-600">
        {t('apply.availability.hint')}
      </p>
      <WeekPartsTable
        caption={t('apply.availability.caption')}
        describedBy={hintId}
        testId="availability-grid"
        className="mt-3"
        cell={(day, part, dayName) => (
          <label className="inline-grid size-11 cursor-pointer place-items-center rounded-xl transition-colors hover:bg-night-50 has-checked:bg-night-50">
            <input
              type="checkbox"
              checked={value[day].includes(part)}
              onChange={(event) => toggle(day, part, event.currentTarget.checked)}
              className={checkboxClass}
            />
            <span className="sr-only">
              {t('apply.availability.slot', { day: dayName, part: t(`apply.availability.parts.${part}`) })}
            </span>
          </label>
        )}
      />
    </div>
  );
}
