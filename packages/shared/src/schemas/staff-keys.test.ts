import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { en } from '../messages/en.ts';
import { formatMessage } from '../messages/format.ts';
import { fr } from '../messages/fr.ts';
import { readMessageKey } from '../messages/keys.ts';
import { entryAt } from '../messages/reverse-lookup.ts';
import { TAROT_WEEKS_CREATE_MAX } from '../rules/tarot-weeks.ts';
import { staffAdjustBodySchema, staffReasonBodySchema } from './staff.ts';
import {
  staffAdvisorCreateBodySchema,
  staffAdvisorLoginBodySchema,
  staffAdvisorPhoneBodySchema,
  staffAdvisorUpdateBodySchema,
} from './staff-advisors.ts';
import {
  staffAnnouncementBodySchema,
  staffCouponCreateSchema,
  staffCouponUpdateSchema,
  staffPromotionBodySchema,
} from './staff-catalogue.ts';
import { accountingExportQuerySchema } from './staff-overview.ts';
import { staffRefundBodySchema } from './staff-refunds.ts';
import { staffTarotCreateWeeksBodySchema, staffThemeBodySchema } from './staff-tarot-theme.ts';

// The back office's forms show these schemas' messages in the page's language, and the server answers
// them in the request's: each one must be a key of the English catalogue that the French one has too.

const requestId = '6f1c1f8e-3b9a-4d55-9a43-0e8f1f1b2c3d';
const adjust = { delta: 5, reason: 'goodwill', note: 'Dropped call', requestId };
const refund = { requestId, amountCents: 500, minutes: 2, note: 'Dropped call' };
const terms = { type: 'percentage_off', value: 10, expiresAt: null, maxUses: null, firstPurchaseOnly: false };
const coupon = { code: 'SPRING', ...terms };
const promotion = {
  message: 'Two for one',
  linkUrl: null,
  backgroundColor: '#1e1b4b',
  textColor: '#ffffff',
  startDate: '2026-12-01T09:00:00-05:00',
  endDate: '2026-12-02T09:00:00-05:00',
};
const announcement = {
  title: 'Maintenance',
  message: 'Tonight',
  severity: 'info',
  startAt: null,
  endAt: null,
};
const long = (length: number) => 'x'.repeat(length);

const CASES: [string, z.ZodType, unknown][] = [
  ['an empty note', staffReasonBodySchema, { note: '  ' }],
  ['a long note', staffReasonBodySchema, { note: long(501) }],
  ['part of a minute', staffAdjustBodySchema, { ...adjust, delta: 2.5 }],
  ['no minutes', staffAdjustBodySchema, { ...adjust, delta: 0 }],
  ['too many minutes', staffAdjustBodySchema, { ...adjust, delta: -10_001 }],
  ['part of a cent', staffRefundBodySchema, { ...refund, amountCents: 1.5 }],
  ['no money', staffRefundBodySchema, { ...refund, amountCents: 0 }],
  ['a minute and a half', staffRefundBodySchema, { ...refund, minutes: 1.5 }],
  ['negative minutes', staffRefundBodySchema, { ...refund, minutes: -1 }],
  ['a refund of too many minutes', staffRefundBodySchema, { ...refund, minutes: 100_001 }],
  ['a short name', staffAdvisorUpdateBodySchema, { name: ' A ' }],
  ['a long name', staffAdvisorUpdateBodySchema, { name: long(61) }],
  ['part of a cent of payout', staffAdvisorUpdateBodySchema, { payoutCentsPerMinute: 1.5 }],
  ['a negative payout', staffAdvisorUpdateBodySchema, { payoutCentsPerMinute: -1 }],
  ['a payout too high', staffAdvisorUpdateBodySchema, { payoutCentsPerMinute: 5_001 }],
  ['place 0', staffAdvisorUpdateBodySchema, { position: 0 }],
  ['a place that is no whole number', staffAdvisorUpdateBodySchema, { position: 1.5 }],
  ['no change', staffAdvisorUpdateBodySchema, {}],
  ['an extension that is no whole number', staffAdvisorCreateBodySchema.shape.agentId, 1.5],
  ['extension 0', staffAdvisorCreateBodySchema.shape.agentId, 0],
  ['a seven-digit extension', staffAdvisorCreateBodySchema.shape.agentId, 1_000_000],
  ['no forwarding number', staffAdvisorPhoneBodySchema, { phoneNumber: ' ' }],
  ['an address that is no e-mail', staffAdvisorLoginBodySchema, { email: 'nobody' }],
  ['a short code', staffCouponCreateSchema, { ...coupon, code: 'AB' }],
  ['a long code', staffCouponCreateSchema, { ...coupon, code: long(33) }],
  ['a code with a space', staffCouponCreateSchema, { ...coupon, code: 'TWO WORDS' }],
  ['an unknown type', staffCouponCreateSchema, { ...coupon, type: 'free' }],
  ['a value that is no number', staffCouponCreateSchema, { ...coupon, value: 'ten' }],
  ['part of a bonus minute', staffCouponUpdateSchema, { ...terms, type: 'bonus_minutes', value: 2.5 }],
  ['too many bonus minutes', staffCouponCreateSchema, { ...coupon, type: 'bonus_minutes', value: 10_001 }],
  ['a percentage over 100', staffCouponCreateSchema, { ...coupon, value: 101 }],
  ['a percentage with three decimals', staffCouponCreateSchema, { ...coupon, value: 10.005 }],
  ['a date that is no date', staffCouponCreateSchema, { ...coupon, expiresAt: 'tomorrow' }],
  ['part of a use', staffCouponCreateSchema, { ...coupon, maxUses: 1.5 }],
  ['no use', staffCouponCreateSchema, { ...coupon, maxUses: 0 }],
  ['too many uses', staffCouponCreateSchema, { ...coupon, maxUses: 1_000_001 }],
  ['an empty banner', staffPromotionBodySchema, { ...promotion, message: ' ' }],
  ['a long banner', staffPromotionBodySchema, { ...promotion, message: long(201) }],
  ['a long French banner', staffPromotionBodySchema, { ...promotion, messageFr: long(201) }],
  ['a link that is no link', staffPromotionBodySchema, { ...promotion, linkUrl: 'pricing' }],
  ['a long link', staffPromotionBodySchema, { ...promotion, linkUrl: `/${long(500)}` }],
  ['a colour by name', staffPromotionBodySchema, { ...promotion, backgroundColor: 'white' }],
  [
    'grey on white',
    staffPromotionBodySchema,
    { ...promotion, textColor: '#777777', backgroundColor: '#ffffff' },
  ],
  [
    'a banner that ends as it starts',
    staffPromotionBodySchema,
    { ...promotion, endDate: promotion.startDate },
  ],
  ['no title', staffAnnouncementBodySchema, { ...announcement, title: '' }],
  ['a long title', staffAnnouncementBodySchema, { ...announcement, title: long(121) }],
  ['a long French title', staffAnnouncementBodySchema, { ...announcement, titleFr: long(121) }],
  ['no message', staffAnnouncementBodySchema, { ...announcement, message: '' }],
  ['a long message', staffAnnouncementBodySchema, { ...announcement, message: long(1_001) }],
  ['an unknown severity', staffAnnouncementBodySchema, { ...announcement, severity: 'urgent' }],
  [
    'an announcement that ends before it starts',
    staffAnnouncementBodySchema,
    { ...announcement, startAt: '2026-12-02T00:00:00Z', endAt: '2026-12-01T00:00:00Z' },
  ],
  ['part of a week', staffTarotCreateWeeksBodySchema, { weeks: 1.5 }],
  ['no week', staffTarotCreateWeeksBodySchema, { weeks: 0 }],
  ['too many weeks', staffTarotCreateWeeksBodySchema, { weeks: TAROT_WEEKS_CREATE_MAX + 1 }],
  ['an unknown theme', staffThemeBodySchema, { theme: 'easter', note: 'Spring' }],
  ['days that do not exist', accountingExportQuerySchema, { from: '2026-02-30', to: '2026-02-31' }],
  ['a last day before the first', accountingExportQuerySchema, { from: '2026-03-02', to: '2026-03-01' }],
  ['too many days', accountingExportQuerySchema, { from: '2025-01-01', to: '2026-12-31' }],
];

/** A message's text in a catalogue, its placeholders filled; undefined when it is no key there. */
function textIn(catalogue: unknown, message: string): string | undefined {
  const { key, values } = readMessageKey(message);
  const template = entryAt(catalogue, key);
  return template === undefined ? undefined : formatMessage(template, values);
}

describe('the back office schemas', () => {
  it.each(CASES)('say what is wrong with %s as a key of both catalogues', (_, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      const english = textIn(en, message);
      const french = textIn(fr, message);
      expect(english, message).toEqual(expect.any(String));
      expect(french, message).toEqual(expect.any(String));
      // Every placeholder has its value.
      expect(`${english} ${french}`).not.toMatch(/\{\{/);
    }
  });

  it('keep their English words', () => {
    const text = (schema: z.ZodType, input: unknown) =>
      schema.safeParse(input).error?.issues.map((issue) => textIn(en, issue.message));
    expect(text(staffAdjustBodySchema, { ...adjust, delta: 10_001 })).toEqual([
      'At most 10000 minutes at once.',
    ]);
    expect(text(staffAdvisorCreateBodySchema.shape.agentId, 1_000_000)).toEqual([
      'The extension has at most 6 digits.',
    ]);
    expect(text(staffReasonBodySchema, { note: long(501) })).toEqual(['Keep it under 500 characters.']);
    expect(text(accountingExportQuerySchema, { from: '2025-01-01', to: '2026-12-31' })).toEqual([
      'Export at most 366 days at a time.',
    ]);
  });
});
