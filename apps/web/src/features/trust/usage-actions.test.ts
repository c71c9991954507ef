import type { CreditUsageRow } from '@app/shared/schemas/accounts';
import type { OwnReview, OwnReviews, OwnSatisfaction } from '@app/shared/schemas/trust';
import { describe, expect, it } from 'vitest';
import { editableReviewOf, isReviewableCall, usageActions } from './usage-actions.ts';

const NOW = new Date('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const later = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

function usage(id: string, over: Partial<CreditUsageRow> = {}): CreditUsageRow {
  return {
    id,
    callStart: ago(2 * HOUR + 5 * 60_000),
    callEnd: ago(2 * HOUR),
    minutesUsed: 5,
    durationSeconds: 290,
    createdAt: ago(2 * HOUR),
    advisorAgentId: 1001,
    advisorName: 'Luna',
    ...over,
  };
}

function review(over: Partial<OwnReview> = {}): OwnReview {
  return {
    id: 'r1',
    agentId: 1001,
    advisorName: 'Luna',
    rating: 4,
    comment: null,
    createdAt: ago(DAY),
    editableUntil: later(6 * DAY),
    hidden: false,
    ...over,
  };
}

const reviewable = (agentIds: number[]): OwnReviews['reviewable'] =>
  agentIds.map((agentId) => ({ agentId, advisorName: agentId === 1001 ? 'Luna' : 'Orion' }));

const noReviews: OwnReviews = { reviews: [], reviewable: [] };
const noSatisfaction: OwnSatisfaction = { requests: [], eligibleUsageIds: [], nextAllowedAt: null };

describe('isReviewableCall', () => {
  it('needs 4 billed minutes', () => {
    expect(isReviewableCall(usage('a', { minutesUsed: 4 }), NOW)).toBe(true);
    expect(isReviewableCall(usage('a', { minutesUsed: 3 }), NOW)).toBe(false);
  });

  it('needs a call that ended within 7 days', () => {
    expect(isReviewableCall(usage('a', { callEnd: ago(7 * DAY - 60_000) }), NOW)).toBe(true);
    expect(isReviewableCall(usage('a', { callEnd: ago(7 * DAY + 60_000) }), NOW)).toBe(false);
  });

  it('takes a call ending a little after the browser clock (a clock running late) as recent', () => {
    expect(isReviewableCall(usage('a', { callEnd: later(30_000) }), NOW)).toBe(true);
  });
});

describe('editableReviewOf', () => {
  it('finds the newest review of the advisor still editable', () => {
    const older = review({ id: 'old', createdAt: ago(3 * DAY) });
    const newer = review({ id: 'new', createdAt: ago(DAY) });
    expect(editableReviewOf([older, newer], 1001, NOW)?.id).toBe('new');
    expect(editableReviewOf([newer, older], 1001, NOW)?.id).toBe('new');
  });

  it('ignores a closed review and another advisor’s', () => {
    expect(editableReviewOf([review({ editableUntil: ago(1) })], 1001, NOW)).toBeNull();
    expect(editableReviewOf([review({ editableUntil: NOW.toISOString() })], 1001, NOW)).toBeNull();
    expect(editableReviewOf([review({ agentId: 2002 })], 1001, NOW)).toBeNull();
  });
});

describe('usageActions', () => {
  it('offers "rate" on a reviewable call with a reviewable advisor', () => {
    const actions = usageActions(
      [usage('a')],
      { reviews: [], reviewable: reviewable([1001]) },
      noSatisfaction,
      NOW,
    );
    expect(actions.get('a')).toEqual({
      review: { kind: 'rate', agentId: 1001, advisorName: 'Luna' },
      satisfaction: null,
    });
  });

  it('offers nothing when the advisor is not reviewable now', () => {
    const actions = usageActions([usage('a')], noReviews, noSatisfaction, NOW);
    expect(actions.get('a')?.review).toBeNull();
  });

  it('offers nothing on a short, an old or an unknown advisor’s call', () => {
    const answers = { reviews: [], reviewable: reviewable([1001]) };
    expect(
      usageActions([usage('a', { minutesUsed: 3 })], answers, noSatisfaction, NOW).get('a')?.review,
    ).toBeNull();
    expect(
      usageActions([usage('a', { callEnd: ago(8 * DAY) })], answers, noSatisfaction, NOW).get('a')?.review,
    ).toBeNull();
    expect(
      usageActions(
        [usage('a', { advisorAgentId: null, advisorName: null })],
        answers,
        noSatisfaction,
        NOW,
      ).get('a')?.review,
    ).toBeNull();
  });

  it('offers "edit" instead of "rate" when an editable review of the advisor exists', () => {
    const existing = review();
    const actions = usageActions(
      [usage('a')],
      { reviews: [existing], reviewable: reviewable([1001]) },
      noSatisfaction,
      NOW,
    );
    expect(actions.get('a')?.review).toEqual({
      kind: 'edit',
      agentId: 1001,
      advisorName: 'Luna',
      review: existing,
    });
  });

  it('offers "edit" even when the advisor is not reviewable today (already reviewed today)', () => {
    const actions = usageActions([usage('a')], { reviews: [review()], reviewable: [] }, noSatisfaction, NOW);
    expect(actions.get('a')?.review?.kind).toBe('edit');
  });

  it('offers "rate" again once the earlier review can no longer be edited', () => {
    const closed = review({ createdAt: ago(8 * DAY), editableUntil: ago(DAY) });
    const actions = usageActions(
      [usage('a')],
      { reviews: [closed], reviewable: reviewable([1001]) },
      noSatisfaction,
      NOW,
    );
    expect(actions.get('a')?.review?.kind).toBe('rate');
  });

  it('puts an advisor’s review action on one row: the newest reviewable call', () => {
    const rows = [
      usage('dropped', { callEnd: ago(HOUR), minutesUsed: 1 }),
      usage('long', { callEnd: ago(DAY), minutesUsed: 12 }),
      usage('older', { callEnd: ago(2 * DAY), minutesUsed: 6 }),
      usage('other', { callEnd: ago(3 * DAY), advisorAgentId: 2002, advisorName: 'Orion' }),
    ];
    const actions = usageActions(
      rows,
      { reviews: [], reviewable: reviewable([1001, 2002]) },
      noSatisfaction,
      NOW,
    );
    expect(actions.get('dropped')?.review).toBeNull();
    expect(actions.get('long')?.review?.kind).toBe('rate');
    expect(actions.get('older')?.review).toBeNull();
    expect(actions.get('other')?.review).toEqual({ kind: 'rate', agentId: 2002, advisorName: 'Orion' });
  });

  it('shows the request made about a row, else "ask" on an eligible row', () => {
    const request = {
      id: 's1',
      usageId: 'a',
      reason: 'connection' as const,
      status: 'pending' as const,
      minutesGranted: null,
      decisionNote: null,
      createdAt: ago(HOUR),
    };
    const actions = usageActions(
      [usage('a'), usage('b'), usage('c')],
      noReviews,
      { requests: [request], eligibleUsageIds: ['a', 'b'], nextAllowedAt: null },
      NOW,
    );
    expect(actions.get('a')?.satisfaction).toEqual({ kind: 'status', request });
    expect(actions.get('b')?.satisfaction).toEqual({ kind: 'ask' });
    expect(actions.get('c')?.satisfaction).toBeNull();
  });

  it('offers nothing while an answer is not there yet', () => {
    const actions = usageActions([usage('a')], undefined, undefined, NOW);
    expect(actions.get('a')).toEqual({ review: null, satisfaction: null });
  });
});
