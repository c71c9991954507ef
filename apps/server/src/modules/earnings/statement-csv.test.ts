import type { EarningsAnnual, EarningsStatement } from '@app/shared/schemas/earnings';
import { describe, expect, it } from 'vitest';
import { assembleAnnual } from './statement.ts';
import { annualCsv, csvField, csvText, statementCsv, torontoDateTime } from './statement-csv.ts';

const rowsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('csvField and csvText', () => {
  it('quotes every field, doubles quotes, and defuses what a spreadsheet would run as a formula', () => {
    expect(csvField('Marie T.')).toBe('"Marie T."');
    expect(csvField('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvField('line one\r\nline two')).toBe('"line one\r\nline two"');
    for (const text of ['=1+1', '+33', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvField(text)).toBe(`"'${text}"`);
    }
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
  });

  it('writes counts as they are and amounts in dollars with a dot, a payout with its minus sign', () => {
    expect(csvField(125)).toBe('"125"');
    expect(csvField({ cents: 375 })).toBe('"3.75"');
    expect(csvField({ cents: -150_000 })).toBe('"-1500.00"');
    expect(csvField({ cents: 0 })).toBe('"0.00"');
  });

  it('starts with a byte-order mark and ends every row with CRLF', () => {
    expect(
      csvText([
        ['a', 1],
        ['b', 2],
      ]),
    ).toBe('\uFEFF"a","1"\r\n"b","2"\r\n');
  });

  it('writes times on Montréal’s clock', () => {
    expect(torontoDateTime(new Date('2026-12-01T04:30:00Z'))).toBe('2026-11-30 23:30:00');
    expect(torontoDateTime(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01 00:00:00');
  });
});

const statement: EarningsStatement = {
  agentId: 1001,
  advisorName: 'Amélie',
  period: { id: '2026-11-2', firstDay: '2026-11-16', lastDay: '2026-11-30' },
  complete: true,
  openingBalanceCents: 2000,
  closingBalanceCents: 2000 + 375 - 2375 + 2375 - 50,
  calls: [
    {
      id: 7,
      at: '2026-11-17T15:05:00.000Z',
      amountCents: 375,
      balanceAfterCents: 2375,
      callStart: '2026-11-17T15:02:55.000Z',
      durationSeconds: 125,
      minutesBilled: 3,
      rateCents: 125,
      customer: '=Evil T.',
    },
  ],
  adjustments: [
    {
      id: 10,
      at: '2026-11-25T15:00:00.000Z',
      amountCents: -50,
      balanceAfterCents: 2325,
      reason: 'correction',
      note: 'Rate typo, "fixed"',
    },
  ],
  payouts: [
    {
      id: 8,
      at: '2026-11-18T15:00:00.000Z',
      amountCents: -2375,
      balanceAfterCents: 0,
      kind: 'payout',
      method: 'paypal',
      status: 'returned',
    },
    {
      id: 9,
      at: '2026-11-20T15:00:00.000Z',
      amountCents: 2375,
      balanceAfterCents: 2375,
      kind: 'payout_return',
      method: 'paypal',
      status: 'returned',
    },
  ],
  totals: { calls: 1, minutes: 3, callsCents: 375, adjustmentsCents: -50, payoutsCents: 0 },
};

describe('statementCsv', () => {
  it('lists the entries in the order the balance moved, between the opening and closing balances', () => {
    expect(rowsOf(statementCsv(statement, 'en'))).toEqual([
      '"Date (Toronto)","Type","Description","Duration (s)","Minutes billed","Rate (¢/min)","Amount (CAD)","Balance (CAD)"',
      '"2026-11-16 00:00:00","Opening balance","","","","","","20.00"',
      '"2026-11-17 10:02:55","Call","\'=Evil T.","125","3","125","3.75","23.75"',
      '"2026-11-18 10:00:00","Payout","PayPal · Returned","","","","-23.75","0.00"',
      '"2026-11-20 10:00:00","Payout returned","PayPal · Returned","","","","23.75","23.75"',
      '"2026-11-25 10:00:00","Adjustment","Correction: Rate typo, ""fixed""","","","","-0.50","23.25"',
      '"2026-11-30 23:59:59","Closing balance","","","","","","23.25"',
    ]);
  });

  it('writes its headers and words in French for a French console; the figures stay the same', () => {
    const rows = rowsOf(
      statementCsv({ ...statement, calls: [{ ...statement.calls[0]!, customer: null }] }, 'fr'),
    );
    expect(rows[0]).toBe(
      '"Date (heure de Toronto)","Nature","Détail","Durée (s)","Minutes facturées","Tarif (¢/min)","Montant (CAD)","Solde (CAD)"',
    );
    expect(rows[1]).toBe('"2026-11-16 00:00:00","Solde d’ouverture","","","","","","20.00"');
    expect(rows[2]).toBe('"2026-11-17 10:02:55","Appel","Client","125","3","125","3.75","23.75"');
    expect(rows[3]).toBe('"2026-11-18 10:00:00","Versement","PayPal · Retourné","","","","-23.75","0.00"');
  });
});

describe('annualCsv', () => {
  const annual: EarningsAnnual = assembleAnnual({
    agentId: 1001,
    advisorName: 'Amélie',
    year: 2026,
    now: new Date('2027-01-05T12:00:00Z'),
    openingBalanceCents: 0,
    entries: [
      { kind: 'call', deltaCents: 375, minutes: 3, createdAt: new Date('2026-02-10T15:00:00Z') },
      { kind: 'adjustment', deltaCents: 1000, minutes: null, createdAt: new Date('2026-05-10T15:00:00Z') },
    ],
    paid: [{ amountCents: 1375, paidAt: new Date('2026-07-02T15:00:00Z') }],
  });

  it('has a row a month, a row a quarter and the year, in the advisor’s language', () => {
    const en = rowsOf(annualCsv(annual, 'en'));
    expect(en).toHaveLength(1 + 12 + 4 + 1);
    expect(en[0]).toBe(
      '"Period","Calls","Minutes billed","Earned from calls (CAD)","Adjustments (CAD)","Earned (CAD)","Paid out (CAD)"',
    );
    expect(en[2]).toBe('"2026-02","1","3","3.75","0.00","3.75","0.00"');
    expect(en[13]).toBe('"2026 Q1","1","3","3.75","0.00","3.75","0.00"');
    expect(en[15]).toBe('"2026 Q3","0","0","0.00","0.00","0.00","13.75"');
    expect(en[17]).toBe('"Total 2026","1","3","3.75","10.00","13.75","13.75"');
    const fr = rowsOf(annualCsv(annual, 'fr'));
    expect(fr[0]).toBe(
      '"Période","Appels","Minutes facturées","Gagné par les appels (CAD)","Ajustements (CAD)","Gagné (CAD)","Versé (CAD)"',
    );
    expect(fr[13]).toBe('"2026 T1","1","3","3.75","0.00","3.75","0.00"');
    expect(fr[17]).toBe('"Total pour 2026","1","3","3.75","10.00","13.75","13.75"');
  });
});
