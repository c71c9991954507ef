/**
 * `months` calendar months after `instant` (before it when negative), at the same time of day (UTC):
 * the same day of the month, or the month's last day when it has fewer (31 August + 6 months →
 * 28 or 29 February; 29 February − 12 months → 28 February).
 */
export function addCalendarMonths(instant: Date, months: number): Date {
  const result = new Date(instant.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
