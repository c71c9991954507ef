import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { STAFF_ADJUST_REASONS, STAFF_AUDIT_ACTIONS } from '@app/shared/schemas/staff';
import { REVIEW_HIDE_REASONS, SATISFACTION_REASONS } from '@app/shared/schemas/trust';
import { describe, expect, it } from 'vitest';
import {
  actionLabelKey,
  hideReasonLabelKey,
  kindLabel,
  pathOfTarget,
  reasonLabelKey,
  roleLabelKey,
  satisfactionReasonLabelKey,
} from './labels.ts';

/** The catalogue's text at a dotted key, or undefined. */
function textAt(key: string, catalogue: unknown = en): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe('back-office labels', () => {
  it('names every audit action and every adjustment reason in plain words', () => {
    const labels = STAFF_AUDIT_ACTIONS.map((action) => textAt(actionLabelKey(action)));
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z].+[a-z]$/);
    expect(new Set(labels).size).toBe(STAFF_AUDIT_ACTIONS.length);
    expect(textAt(actionLabelKey('customer.adjust_credits'))).toBe('Adjusted minutes');
    for (const reason of STAFF_ADJUST_REASONS)
      expect(textAt(reasonLabelKey(reason)), reason).toMatch(/^[A-Z]/);
    expect(textAt(reasonLabelKey('call_quality'))).toBe('Call quality problem');
  });

  it('names the moderation and satisfaction actions, their reasons, in both languages', () => {
    expect(textAt(actionLabelKey('review.hide'))).toBe('Hid a review');
    expect(textAt(actionLabelKey('review.restore'))).toBe('Restored a review');
    expect(textAt(actionLabelKey('satisfaction.grant'))).toBe('Granted a satisfaction credit');
    expect(textAt(actionLabelKey('satisfaction.decline'))).toBe('Declined a satisfaction request');
    expect(textAt(actionLabelKey('earnings.adjust'))).toBe("Adjusted an advisor's earnings");
    expect(textAt(actionLabelKey('payouts.reveal_tin'), fr)).toBe(
      'A affiché le NAS ou le numéro d’entreprise d’un conseiller',
    );
    const french = STAFF_AUDIT_ACTIONS.map((action) => textAt(actionLabelKey(action), fr));
    for (const label of french) expect(typeof label).toBe('string');
    expect(new Set(french).size).toBe(STAFF_AUDIT_ACTIONS.length);
    for (const reason of REVIEW_HIDE_REASONS) {
      expect(textAt(hideReasonLabelKey(reason)), reason).toMatch(/^[A-Z]/);
      expect(textAt(hideReasonLabelKey(reason), fr), reason).toMatch(/^[A-Z]/);
    }
    for (const reason of SATISFACTION_REASONS) {
      expect(textAt(satisfactionReasonLabelKey(reason)), reason).toMatch(/^[A-Z]/);
      expect(textAt(satisfactionReasonLabelKey(reason), fr), reason).toMatch(/^[A-Z]/);
    }
  });

  it('names the staff roles and a customer closing their account, and leaves any other role as stored', () => {
    expect(textAt(roleLabelKey('admin') ?? '')).toBe('admin');
    expect(textAt(roleLabelKey('support') ?? '')).toBe('support');
    expect(textAt(roleLabelKey('customer') ?? '', fr)).toBe('client');
    expect(roleLabelKey('advisor')).toBeNull();
  });

  it('reads ledger kinds as words', () => {
    expect(kindLabel('staff_adjustment')).toBe('Staff adjustment');
    expect(kindLabel('purchase')).toBe('Purchase');
    expect(kindLabel('monthly_cashback')).toBe('Monthly cashback');
    expect(kindLabel('')).toBe('');
  });

  it('links each audit target to its page, and an export to none', () => {
    expect(pathOfTarget('customer:u_123')).toBe('/admin/customers/u_123');
    expect(pathOfTarget('advisor:1015')).toBe('/admin/advisors/1015');
    expect(pathOfTarget('coupon:5eed0000-0000-4000-8000-000000000001')).toBe(
      '/admin/coupons/5eed0000-0000-4000-8000-000000000001',
    );
    expect(pathOfTarget('promotion:abc')).toBe('/admin/promotions');
    expect(pathOfTarget('announcement:abc')).toBe('/admin/promotions');
    expect(pathOfTarget('tarot_game:g1')).toBe('/admin/season/tarot/g1');
    expect(pathOfTarget('setting:season_theme')).toBe('/admin/season');
    expect(pathOfTarget('review:5eed0000-0000-4000-8000-000000000003')).toBe('/admin/reviews');
    expect(pathOfTarget('application:a9f3c2e1-0000-4000-8000-000000000043')).toBe(
      '/admin/applications/a9f3c2e1-0000-4000-8000-000000000043',
    );
    expect(pathOfTarget('export:accounting:2026-11-01..2026-11-25')).toBeNull();
    expect(pathOfTarget('nonsense')).toBeNull();
    expect(pathOfTarget('customer:')).toBeNull();
  });
});
