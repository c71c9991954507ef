import type { AppDb } from '@app/db/client';
import { en } from '@app/shared/messages/en';
import { customerNameForAdvisor } from '@app/shared/rules/advisor-console';
import { shownCustomerName } from '@app/shared/rules/customer';
import {
  businessDay,
  maskContactDetails,
  REVIEW_EDIT_WINDOW_MS,
  REVIEW_MIN_MINUTES,
  REVIEW_WINDOW_MS,
  roundedAverage,
} from '@app/shared/rules/trust';
import type { consoleReviewsSchema, staffReviewsSchema } from '@app/shared/schemas/trust';
import {
  type OwnReview,
  type OwnReviews,
  type PublicReview,
  REVIEWS_PAGE_SIZE,
  type ReviewHideReason,
  type ReviewsPage,
} from '@app/shared/schemas/trust';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { StaffActor } from '../accounts/staff-guard.ts';
import { insertAudit } from '../audit/log.ts';
import { retryTransaction } from '../credits/money-transaction.ts';
import { createReviewsRepository, type ReviewRow, type ReviewsRepository } from './reviews-repository.ts';

export interface ReviewInput {
  agentId: number;
  rating: number;
  comment?: string | null | undefined;
}

const STAFF_PAGE_SIZE = 25;

/** First name and initial; null when the customer gave no usable name (the page writes "A customer"). */
function authorOf(row: Pick<ReviewRow, 'customerName' | 'customerEmail'>): string | null {
  return customerNameForAdvisor(row.customerName, row.customerEmail);
}

function toPublic(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    author: authorOf(row),
    createdAt: row.createdAt.toISOString(),
    edited: row.editedAt !== null,
    reply: row.reply && row.repliedAt ? { text: row.reply, at: row.repliedAt.toISOString() } : null,
  };
}

function toOwn(row: ReviewRow): OwnReview {
  return {
    id: row.id,
    agentId: row.agentId,
    advisorName: row.advisorName,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    editableUntil: new Date(row.createdAt.getTime() + REVIEW_EDIT_WINDOW_MS).toISOString(),
    hidden: row.hiddenAt !== null,
  };
}

const masked = (comment: string | null | undefined) => (comment ? maskContactDetails(comment) : null);

/**
 * Reviews from paid calls only: a customer may rate an advisor within 7 days of a call of 4 billed minutes
 * or more with them, once a business day, and edit it for 7 days. Staff may hide one only for abuse,
 * with a reason and an audit row; the advisor may reply once. Every change that moves an average tells
 * the feed (NOTIFY with the commit), which carries the averages to the directory and the profiles.
 */
export function createReviewsService(deps: {
  db: AppDb;
  repository: ReviewsRepository;
  /** Called after a commit that changed an average: this instance's feed must show it at once. */
  onRatingsChanged: () => void | Promise<void>;
}) {
  const { db, repository, onRatingsChanged } = deps;

  async function summaryOf(agentId: number) {
    const { sum, count } = await repository.summary(agentId);
    return count === 0 ? null : { average: roundedAverage(sum, count), count };
  }

  async function page(agentId: number, pageNumber: number, state: 'visible' | 'all') {
    const filter = { agentId, state } as const;
    const [rows, total, summary] = await Promise.all([
      repository.list(filter, REVIEWS_PAGE_SIZE, (pageNumber - 1) * REVIEWS_PAGE_SIZE),
      repository.count(filter),
      summaryOf(agentId),
    ]);
    return { rows, total, summary };
  }

  return {
    async publicPage(agentId: number, pageNumber: number): Promise<ReviewsPage> {
      if (!(await repository.activeAdvisor(agentId))) {
        throw new AppError(404, 'NOT_FOUND', en.trust.errors.advisorNotFound);
      }
      const { rows, total, summary } = await page(agentId, pageNumber, 'visible');
      return { reviews: rows.map(toPublic), page: pageNumber, pageSize: REVIEWS_PAGE_SIZE, total, summary };
    },

    async own(customerId: string, now = new Date()): Promise<OwnReviews> {
      const [rows, advisors, today] = await Promise.all([
        repository.list({ customerId }, 200, 0),
        repository.paidCallAdvisors(
          customerId,
          REVIEW_MIN_MINUTES,
          new Date(now.getTime() - REVIEW_WINDOW_MS),
        ),
        repository.reviewedOn(customerId, businessDay(now)),
      ]);
      return {
        reviews: rows.map(toOwn),
        reviewable: advisors
          .filter((advisor): advisor is { agentId: number; advisorName: string } => advisor.agentId !== null)
          .filter((advisor) => !today.has(advisor.agentId))
          .sort((a, b) => a.advisorName.localeCompare(b.advisorName)),
      };
    },

    /** Whether the customer may review this advisor now (a qualifying call, no review today). */
    async mayReview(customerId: string, agentId: number, now = new Date()): Promise<boolean> {
      const since = new Date(now.getTime() - REVIEW_WINDOW_MS);
      const [paid, today] = await Promise.all([
        repository.hadPaidCall(customerId, agentId, REVIEW_MIN_MINUTES, since),
        repository.reviewedOn(customerId, businessDay(now)),
      ]);
      return paid && !today.has(agentId);
    },

    /**
     * Throws 404 for an unknown advisor, 403 NOT_ELIGIBLE without a qualifying call, 409
     * ALREADY_REVIEWED_TODAY for a second review the same business day.
     */
    async create(
      customerId: string,
      input: ReviewInput,
      source: 'web' | 'phone',
      now = new Date(),
    ): Promise<OwnReview> {
      const id = await retryTransaction(db, async (tx) => {
        const rows = createReviewsRepository(tx);
        if (!(await rows.activeAdvisor(input.agentId))) {
          throw new AppError(404, 'NOT_FOUND', en.trust.errors.advisorNotFound);
        }
        const since = new Date(now.getTime() - REVIEW_WINDOW_MS);
        if (!(await rows.hadPaidCall(customerId, input.agentId, REVIEW_MIN_MINUTES, since))) {
          throw new AppError(403, 'NOT_ELIGIBLE', en.trust.errors.notEligible);
        }
        const inserted = await rows.insert({
          customerId,
          agentId: input.agentId,
          day: businessDay(now),
          rating: input.rating,
          comment: masked(input.comment),
          source,
        });
        if (!inserted) throw new AppError(409, 'ALREADY_REVIEWED_TODAY', en.trust.errors.alreadyToday);
        await rows.notifyRatingsChanged(input.agentId);
        return inserted;
      });
      await onRatingsChanged();
      const row = await repository.find(id);
      if (!row) throw new Error('the review just written is missing');
      return toOwn(row);
    },

    /** The author's edit within 7 days: 404 for another's or an unknown review, 409 EDIT_CLOSED after. */
    async edit(
      customerId: string,
      id: string,
      change: { rating: number; comment?: string | null | undefined },
      now = new Date(),
    ): Promise<OwnReview> {
      const since = new Date(now.getTime() - REVIEW_EDIT_WINDOW_MS);
      const agentId = await retryTransaction(db, async (tx) => {
        const rows = createReviewsRepository(tx);
        const edited = await rows.edit(id, customerId, since, {
          rating: change.rating,
          comment: masked(change.comment),
        });
        if (edited === undefined) {
          const existing = await rows.find(id);
          if (!existing || existing.customerId !== customerId) {
            throw new AppError(404, 'NOT_FOUND', en.trust.errors.reviewNotFound);
          }
          throw new AppError(409, 'EDIT_CLOSED', en.trust.errors.editClosed);
        }
        await rows.notifyRatingsChanged(edited);
        return edited;
      });
      await onRatingsChanged();
      const row = await repository.find(id);
      if (!row || row.agentId !== agentId) throw new Error('the review just edited is missing');
      return toOwn(row);
    },

    /** The advisor's own reviews, hidden ones included (flagged, their text withheld). */
    async forAdvisor(agentId: number, pageNumber: number): Promise<z.infer<typeof consoleReviewsSchema>> {
      const { rows, total, summary } = await page(agentId, pageNumber, 'all');
      return {
        reviews: rows.map((row) => ({
          ...toPublic(row),
          comment: row.hiddenAt ? null : row.comment,
          hidden: row.hiddenAt !== null,
        })),
        page: pageNumber,
        pageSize: REVIEWS_PAGE_SIZE,
        total,
        summary,
      };
    },

    /** One public reply per review: 404 for another advisor's review, 409 ALREADY_REPLIED. */
    async reply(agentId: number, id: string, text: string): Promise<PublicReview> {
      await retryTransaction(db, async (tx) => {
        const rows = createReviewsRepository(tx);
        if (await rows.reply(id, agentId, text)) return;
        const existing = await rows.find(id);
        if (!existing || existing.agentId !== agentId) {
          throw new AppError(404, 'NOT_FOUND', en.trust.errors.reviewNotFound);
        }
        throw new AppError(409, 'ALREADY_REPLIED', 'This review already has your reply.');
      });
      const row = await repository.find(id);
      if (!row) throw new Error('the review just answered is missing');
      return toPublic(row);
    },

    async staffList(query: {
      state: 'visible' | 'hidden' | 'all';
      agentId?: number | undefined;
      page: number;
    }): Promise<z.infer<typeof staffReviewsSchema>> {
      const filter = {
        state: query.state,
        ...(query.agentId === undefined ? {} : { agentId: query.agentId }),
      };
      const [rows, total] = await Promise.all([
        repository.list(filter, STAFF_PAGE_SIZE, (query.page - 1) * STAFF_PAGE_SIZE),
        repository.count(filter),
      ]);
      return {
        reviews: rows.map((row) => ({
          id: row.id,
          agentId: row.agentId,
          advisorName: row.advisorName,
          customerId: row.customerId,
          customerName: shownCustomerName(row.customerName, row.customerEmail) ?? '',
          customerEmail: row.customerEmail,
          rating: row.rating,
          comment: row.comment,
          source: row.source === 'phone' ? 'phone' : 'web',
          createdAt: row.createdAt.toISOString(),
          reply: row.reply,
          hidden:
            row.hiddenAt && row.hiddenReason
              ? {
                  at: row.hiddenAt.toISOString(),
                  reason: row.hiddenReason as ReviewHideReason,
                  note: row.hiddenNote ?? '',
                  by: row.hiddenByEmail,
                }
              : null,
        })),
        page: query.page,
        pageSize: STAFF_PAGE_SIZE,
        total,
      };
    },

    /** Hides a review for abuse, with the reason and an audit row in one transaction (409 if hidden already). */
    async hide(actor: StaffActor, id: string, reason: ReviewHideReason, note: string): Promise<void> {
      await retryTransaction(db, async (tx) => {
        const rows = createReviewsRepository(tx);
        const before = await rows.find(id);
        if (!before) throw new AppError(404, 'NOT_FOUND', en.trust.errors.reviewNotFound);
        if (!(await rows.hide(id, { reason, note, by: actor.userId }))) {
          throw new AppError(409, 'ALREADY_HIDDEN', 'This review is already hidden.');
        }
        await insertAudit(tx, {
          actor,
          action: 'review.hide',
          target: `review:${id}`,
          before: { hidden: false, rating: before.rating, comment: before.comment },
          after: { hidden: true, reason },
          reason: note,
        });
        await rows.notifyRatingsChanged(before.agentId);
      });
      await onRatingsChanged();
    },

    async restore(actor: StaffActor, id: string, note: string): Promise<void> {
      await retryTransaction(db, async (tx) => {
        const rows = createReviewsRepository(tx);
        const before = await rows.find(id);
        if (!before) throw new AppError(404, 'NOT_FOUND', en.trust.errors.reviewNotFound);
        if (!(await rows.restore(id))) {
          throw new AppError(409, 'NOT_HIDDEN', 'This review is not hidden.');
        }
        await insertAudit(tx, {
          actor,
          action: 'review.restore',
          target: `review:${id}`,
          before: { hidden: true, reason: before.hiddenReason },
          after: { hidden: false },
          reason: note,
        });
        await rows.notifyRatingsChanged(before.agentId);
      });
      await onRatingsChanged();
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
