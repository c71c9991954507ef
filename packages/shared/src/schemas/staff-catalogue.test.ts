import { describe, expect, it } from 'vitest';
import { en } from '../messages/en.ts';
import { messageKey } from '../messages/keys.ts';
import { messageTextIn } from '../messages/message-text.ts';
import {
  couponCodeSchema,
  couponValueProblem,
  staffAnnouncementBodySchema,
  staffCouponCreateSchema,
  staffPromotionBodySchema,
} from './staff-catalogue.ts';

const coupon = {
  type: 'percentage_off',
  value: 10,
  expiresAt: null,
  maxUses: null,
  firstPurchaseOnly: false,
};
const promotion = {
  message: 'Two for one',
  messageFr: 'Deux pour un',
  linkUrl: null,
  backgroundColor: '#1e1b4b',
  textColor: '#ffffff',
  startDate: '2026-12-01T09:00:00-05:00',
  endDate: '2026-12-02T09:00:00-05:00',
};

describe('coupon codes', () => {
  it('are trimmed and upper-cased', () => {
    expect(couponCodeSchema.parse('  spring-sale_26 ')).toBe('SPRING-SALE_26');
  });

  it.each(['AB', 'X'.repeat(33), 'TWO WORDS', 'ÉTÉ', 'HALF%', ''])('refuses %j', (code) => {
    expect(couponCodeSchema.safeParse(code).success).toBe(false);
  });
});

describe('coupon values', () => {
  it.each([
    ['percentage_off', 1, null],
    ['percentage_off', 100, null],
    ['percentage_off', 12.5, null],
    ['percentage_bonus_minutes', 50, null],
    ['bonus_minutes', 30, null],
  ] as const)('%s %s is fine', (type, value, problem) => {
    expect(couponValueProblem(type, value)).toBe(problem);
  });

  it('says what is wrong as a catalogue key, with its values', () => {
    expect(couponValueProblem('bonus_minutes', 10_001)).toBe(
      messageKey('backOffice.catalogue.checks.bonusMinutesMax', { count: 10_000 }),
    );
    expect(messageTextIn(en, couponValueProblem('bonus_minutes', 10_001) ?? '')).toBe(
      'At most 10000 bonus minutes.',
    );
    expect(couponValueProblem('percentage_off', 10.005)).toBe(
      messageKey('backOffice.catalogue.checks.percentageDecimals'),
    );
  });

  it.each([
    ['percentage_off', 0],
    ['percentage_off', 101],
    ['percentage_off', 10.005],
    ['percentage_bonus_minutes', 0.5],
    ['bonus_minutes', 0],
    ['bonus_minutes', 2.5],
    ['bonus_minutes', -3],
    ['bonus_minutes', 10_001],
    ['percentage_off', Number.NaN],
  ] as const)('%s %s is refused', (type, value) => {
    expect(couponValueProblem(type, value)).toEqual(expect.any(String));
  });

  it('puts the value problem on the value field of the body', () => {
    const result = staffCouponCreateSchema.safeParse({
      ...coupon,
      code: 'abc',
      type: 'bonus_minutes',
      value: 1.5,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['value']);
    expect(staffCouponCreateSchema.parse({ ...coupon, code: ' abc ' }).code).toBe('ABC');
  });
});

describe('promotion bodies', () => {
  it('takes a site path or an https address as the link', () => {
    for (const linkUrl of ['/pricing', 'https://example.com/sale']) {
      expect(staffPromotionBodySchema.safeParse({ ...promotion, linkUrl }).success).toBe(true);
    }
    for (const linkUrl of [
      '//evil.example',
      '/\\evil.example/phish',
      '/pricing\\..\\x',
      '/\tevil',
      'http://example.com',
      'https://evil.example\\@good.example',
      'javascript:alert(1)',
      'pricing',
    ]) {
      expect(staffPromotionBodySchema.safeParse({ ...promotion, linkUrl }).success).toBe(false);
    }
  });

  it('refuses colours under 4.5:1 with the ratio, and an end before the start', () => {
    const grey = staffPromotionBodySchema.safeParse({
      ...promotion,
      textColor: '#777777',
      backgroundColor: '#ffffff',
    });
    expect(messageTextIn(en, grey.error?.issues[0]?.message ?? '')).toBe(
      'The text and background colours have a contrast of 4.47:1; WCAG AA needs at least 4.5:1.',
    );
    const backwards = staffPromotionBodySchema.safeParse({ ...promotion, endDate: promotion.startDate });
    expect(backwards.error?.issues[0]?.path).toEqual(['endDate']);
  });
});

describe('announcement bodies', () => {
  it('leaves either side of the window open but refuses an end before the start', () => {
    const base = {
      title: 'Maintenance',
      message: 'Tonight',
      titleFr: 'Entretien',
      messageFr: 'Ce soir',
      severity: 'warning',
      startAt: null,
      endAt: null,
    };
    expect(staffAnnouncementBodySchema.safeParse(base).success).toBe(true);
    const backwards = staffAnnouncementBodySchema.safeParse({
      ...base,
      startAt: '2026-12-02T00:00:00Z',
      endAt: '2026-12-01T00:00:00Z',
    });
    expect(backwards.error?.issues[0]?.path).toEqual(['endAt']);
    expect(staffAnnouncementBodySchema.safeParse({ ...base, severity: 'urgent' }).success).toBe(false);
  });
});
