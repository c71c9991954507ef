import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import type { Language } from '@app/shared/rules/language';
import { wallClock } from '@app/shared/rules/week';
import type { EarningsAnnual, EarningsStatement } from '@app/shared/schemas/earnings';

/**
 * The statement and the annual summary as files for a spreadsheet or an accountant, in the console CSV's
 * conventions (advisors/csv.ts): RFC 4180, every field quoted, CRLF, headers and words in the advisor's
 * language, values machine-readable in both (ISO-like Toronto times, a dot before the cents). Unlike the
 * console's file they start with a byte-order mark: the French headers and names must open in Excel as
 * UTF-8, which it assumes only with one.
 */

const BOM = '\uFEFF';

/** A cell: text (guarded against formulas), a count, or an amount in cents written as dollars. */
export type CsvCell = string | number | { cents: number };

/**
 * One quoted field. Text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first)
 * gets a leading apostrophe: notes and names are typed by people. Numbers and amounts are ours and
 * written as they are, a negative amount with its minus sign.
 */
export function csvField(cell: CsvCell): string {
  let text: string;
  if (typeof cell === 'number') text = String(cell);
  else if (typeof cell === 'object') text = (cell.cents / 100).toFixed(2);
  else text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return `${BOM}${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** '2026-11-25 10:30:00' on the business clock. */
export function torontoDateTime(instant: Date): string {
  const wall = wallClock(instant);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${wall.year}-${two(wall.month)}-${two(wall.day)} ${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`;
}

type Line = { at: string; order: number; row: CsvCell[] };

/**
 * A statement, one row a ledger entry in the order the balance moved, between an opening and a closing
 * row: date, type, description (the caller as the console shows them, an adjustment's reason and note, a
 * payout's method and status), the call's figures, the amount and the balance after it.
 */
export function statementCsv(statement: EarningsStatement, language: Language): string {
  const words = messagesIn(language).earnings;
  const csv = words.csv;
  const lines: Line[] = [
    ...statement.calls.map((call) => ({
      at: call.at,
      order: call.id,
      row: [
        torontoDateTime(new Date(call.callStart ?? call.at)),
        csv.call,
        call.customer ?? csv.customer,
        call.durationSeconds ?? '',
        call.minutesBilled,
        call.rateCents,
        { cents: call.amountCents },
        { cents: call.balanceAfterCents },
      ],
    })),
    ...statement.adjustments.map((adjustment) => ({
      at: adjustment.at,
      order: adjustment.id,
      row: [
        torontoDateTime(new Date(adjustment.at)),
        csv.adjustment,
        `${words.reasons[adjustment.reason]}: ${adjustment.note}`,
        '',
        '',
        '',
        { cents: adjustment.amountCents },
        { cents: adjustment.balanceAfterCents },
      ],
    })),
    ...statement.payouts.map((payout) => ({
      at: payout.at,
      order: payout.id,
      row: [
        torontoDateTime(new Date(payout.at)),
        words.kinds[payout.kind],
        [
          payout.method ? words.methods[payout.method] : '',
          payout.status ? words.statuses[payout.status] : '',
        ]
          .filter(Boolean)
          .join(' · '),
        '',
        '',
        '',
        { cents: payout.amountCents },
        { cents: payout.balanceAfterCents },
      ],
    })),
  ];
  lines.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.order - b.order);
  const { period } = statement;
  return csvText([
    [csv.date, csv.type, csv.description, csv.duration, csv.minutes, csv.rate, csv.amount, csv.balance],
    [
      `${period.firstDay} 00:00:00`,
      csv.opening,
      '',
      '',
      '',
      '',
      '',
      { cents: statement.openingBalanceCents },
    ],
    ...lines.map((line) => line.row),
    [`${period.lastDay} 23:59:59`, csv.closing, '', '', '', '', '', { cents: statement.closingBalanceCents }],
  ]);
}

/** A year: a row a month ('2026-01'), a row a quarter ('2026 Q1'), and the year's total. */
export function annualCsv(annual: EarningsAnnual, language: Language): string {
  const words = messagesIn(language).earnings;
  const csv = words.csv;
  const figures = (f: EarningsAnnual['totals']): CsvCell[] => [
    f.calls,
    f.minutes,
    { cents: f.callsCents },
    { cents: f.adjustmentsCents },
    { cents: f.earnedCents },
    { cents: f.paidOutCents },
  ];
  return csvText([
    [csv.period, csv.calls, csv.minutes, csv.callsEarned, csv.adjustments, csv.earned, csv.paidOut],
    ...annual.months.map((month) => [month.month, ...figures(month)]),
    ...annual.quarters.map((quarter) => [
      `${annual.year} ${formatMessage(words.annual.quarterLabel, { quarter: quarter.quarter })}`,
      ...figures(quarter),
    ]),
    [formatMessage(csv.total, { year: annual.year }), ...figures(annual.totals)],
  ]);
}

export function statementFileName(statement: EarningsStatement, language: Language): string {
  return formatMessage(messagesIn(language).earnings.csv.statementFileName, {
    agentId: statement.agentId,
    period: statement.period.id,
  });
}

export function annualFileName(annual: EarningsAnnual, language: Language): string {
  return formatMessage(messagesIn(language).earnings.csv.annualFileName, {
    agentId: annual.agentId,
    year: annual.year,
  });
}
