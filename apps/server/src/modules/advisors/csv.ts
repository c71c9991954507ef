import { messagesIn } from '@app/shared/messages/catalogue';
import type { Language } from '@app/shared/rules/language';
import { wallClock } from '@app/shared/rules/week';
import type { AdvisorCall } from '@app/shared/schemas/advisor-console';

/**
 * RFC 4180 text: every field quoted, quotes doubled, CRLF between rows. A text field that a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe (OWASP's
 * advice on CSV injection): customer names are typed by customers.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const field = (value: string | number) => {
    const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return `"${text.replace(/"/g, '""')}"`;
  };
  return `${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** '2026-11-25 10:30:00' on the business clock. */
function torontoDateTime(instant: Date): string {
  const wall = wallClock(instant);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${wall.year}-${two(wall.month)}-${two(wall.day)} ${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`;
}

/**
 * A month of an advisor's calls as the console downloads it, oldest first: the headers (and "Customer"
 * for a caller without a usable name) in the console's language; the values stay machine-readable
 * (ISO-like times, a dot before the cents) in both.
 */
export function advisorCallsCsv(calls: readonly AdvisorCall[], language: Language): string {
  const words = messagesIn(language).advisorConsole.csv;
  return toCsv(
    [words.callStart, words.duration, words.billed, words.rate, words.earnings, words.customer],
    [...calls]
      .reverse()
      .map((call) => [
        torontoDateTime(new Date(call.callStart)),
        call.durationSeconds,
        call.minutesBilled,
        call.payoutCentsPerMinute,
        (call.earningsCents / 100).toFixed(2),
        call.customer ?? words.customer,
      ]),
  );
}
