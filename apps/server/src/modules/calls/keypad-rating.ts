import type { AppDb } from '@app/db/client';
import { isAppError } from '../../app-error.ts';
import type { ReviewsService } from '../trust/reviews-service.ts';
import { createCallSessionRepository } from './call-session-repository.ts';
import type { CallRatings } from './customer-line.ts';

/**
 * The rating a caller keys in after a call, through the reviews' own rules: only for a completed call
 * with an advisor, and a refusal of those rules (a 4xx) is a "no", not a failure.
 */
export function createKeypadRatings(
  db: AppDb,
  reviews: Pick<ReviewsService, 'mayReview' | 'create'>,
): CallRatings {
  const sessions = createCallSessionRepository(db);
  /** The caller and advisor of a completed call, for its keypad rating. */
  const ratedCall = async (callSid: string) => {
    const session = await sessions.find(callSid);
    return session?.status === 'completed' && session.advisorAgentId !== null
      ? { customerId: session.customerId, agentId: session.advisorAgentId }
      : undefined;
  };
  return {
    async mayRate(callSid) {
      const call = await ratedCall(callSid);
      return call ? reviews.mayReview(call.customerId, call.agentId) : false;
    },
    async rate(callSid, rating) {
      const call = await ratedCall(callSid);
      if (!call) return false;
      try {
        await reviews.create(call.customerId, { agentId: call.agentId, rating }, 'phone');
        return true;
      } catch (error) {
        if (isAppError(error) && error.statusCode < 500) return false;
        throw error;
      }
    },
  };
}
