import { DAY_PARTS, WEEKDAYS } from '@app/shared/schemas/applications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Weekday = (typeof WEEKDAYS)[number];
type DayPart = (typeof DAY_PARTS)[number];

/**
 * A week as a table of the application's day parts: a row per weekday, a column per part of the day,
 * `cell` drawing each (a checkbox on /apply, a dot in the back office). On a phone the days are
 * abbreviated (the full name stays for screen readers) and each column is as wide as its heading needs
 * (the table's automatic layout; wider screens get equal columns), so the five columns fit in 320 px.
 */
export function WeekPartsTable({
  caption,
  cell,
  testId,
  className = '',
  describedBy,
}: {
  caption: string;
  cell: (day: Weekday, part: DayPart, dayName: string) => ReactNode;
  testId: string;
  className?: string;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <table
      aria-describedby={describedBy}
      className={`w-full border-collapse text-sm sm:table-fixed ${className}`}
      data-testid={testId}
    >
      <caption className="sr-only">{caption}</caption>
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
                  {cell(day, part, dayName)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
