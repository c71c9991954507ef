import { describe, expect, it } from 'vitest';
import { en } from '../messages/en.ts';
import { fr } from '../messages/fr.ts';
import { readMessageKey } from '../messages/keys.ts';
import { messageTextIn } from '../messages/message-text.ts';
import { entryAt } from '../messages/reverse-lookup.ts';
import {
  grantSatisfactionBodySchema,
  hideReviewBodySchema,
  replyBodySchema,
  reviewBodySchema,
  satisfactionBodySchema,
} from './trust.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('a review', () => {
  it('trims its comment, keeps line breaks, and takes an empty one for none', () => {
    expect(
      reviewBodySchema.parse({ agentId: 1001, rating: 5, comment: '  Merci!\r\nÀ bientôt  ' }).comment,
    ).toBe('Merci!\nÀ bientôt');
    expect(reviewBodySchema.parse({ agentId: 1001, rating: 5, comment: '   ' }).comment).toBeNull();
    expect(reviewBodySchema.parse({ agentId: 1001, rating: 3 }).comment).toBeUndefined();
  });

  it('refuses control characters (a tab included), 1,001 characters, and ratings outside 1–5', () => {
    for (const comment of ['a\tb', 'bell\u0007', 'c1\u0085', 'x'.repeat(1001)]) {
      expect(
        reviewBodySchema.safeParse({ agentId: 1001, rating: 5, comment }).success,
        comment.slice(0, 8),
      ).toBe(false);
    }
    expect(reviewBodySchema.safeParse({ agentId: 1001, rating: 5, comment: 'x'.repeat(1000) }).success).toBe(
      true,
    );
    for (const rating of [0, 6, 2.5, '5']) {
      expect(reviewBodySchema.safeParse({ agentId: 1001, rating }).success).toBe(false);
    }
  });
});

describe('the trust checks', () => {
  const messages = [
    ...messagesOf(reviewBodySchema.safeParse({ agentId: 1001, rating: 9, comment: 'x'.repeat(1001) })),
    ...messagesOf(reviewBodySchema.safeParse({ agentId: 1001, rating: 4, comment: 'a\u0001' })),
    ...messagesOf(satisfactionBodySchema.safeParse({ usageId: crypto.randomUUID(), reason: 'meh' })),
    ...messagesOf(replyBodySchema.safeParse({ text: '  ' })),
    ...messagesOf(hideReviewBodySchema.safeParse({ reason: 'low_rating', note: '' })),
    ...messagesOf(grantSatisfactionBodySchema.safeParse({ minutes: 0, note: 'x'.repeat(501) })),
  ];

  it('are keys of both catalogues, every placeholder given', () => {
    expect(messages.length).toBeGreaterThanOrEqual(9);
    for (const message of messages) {
      const { key } = readMessageKey(message);
      expect(entryAt(en, key), message).toBeTypeOf('string');
      expect(entryAt(fr, key), message).toBeTypeOf('string');
      expect(messageTextIn(fr, message), message).not.toMatch(/\{\{/);
    }
  });
});
