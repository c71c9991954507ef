import { DAY_PARTS, WEEKDAYS } from '@app/shared/schemas/applications';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Availability, DayPart, Weekday } from '../application-check.ts';
import { checkboxClass } from './form-parts.tsx';

/**
 * The week as a table: a row per weekday, a column per part of the day, a checkbox in each cell. The row
 * and column headers name each cell, and each box also carries its own name ('Monday, morning') for a
 * screen reader that reads a control without its table. On a phone the days are abbreviated (the full
 * name stays for screen readers) and each column is as wide as its heading needs (the table's automatic
 * layout; wider screens get equal columns), so the five columns fit in 320 px with no word cut.
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
      <table
        aria-describedby={hintId}
        className="mt-3 w-full border-collapse text-sm sm:table-fixed"
        data-testid="availability-grid"
      >
        <caption className="sr-only">{t('apply.availability.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="pb-2 text-left sm:w-32">
              <span className="sr-only">{t('apply.availability.day')}</span>
            </th>
            {DAY_PARTS.map((part) => (
              <th
                key={part}
                scope="col"
                className="pb-2 text-center align-bottom text-xs font-semibold text-night-800 hyphens-auto sm:px-1 sm:text-sm"
              >
                {t(`apply.availability.parts.${part}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day) => {
            const dayName = t(`apply.availability.days.${day}`);
            return (
              <tr key={day} className="border-t border-night-100">
                <th scope="row" className="py-1 pr-1 text-left font-semibold text-night-800">
                  <span aria-hidden="true" className="sm:hidden">
                    {t(`apply.availability.daysShort.${day}`)}
                  </span>
                  <span className="sr-only sm:not-sr-only">{dayName}</span>
                </th>
                {DAY_PARTS.map((part) => (
                  <td key={part} className="py-1 text-center">
                    <label className="inline-grid size-11 cursor-pointer place-items-center rounded-xl transition-colors hover:bg-night-50 has-checked:bg-night-50">
                      <input
                        type="checkbox"
                        checked={value[day].includes(part)}
                        onChange={(event) => toggle(day, part, event.currentTarget.checked)}
                        className={checkboxClass}
                      />
                      <span className="sr-only">
                        {t('apply.availability.slot', {
                          day: dayName,
                          part: t(`apply.availability.parts.${part}`),
                        })}
                      </span>
                    </label>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
