import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageSender } from '../messages/message-jobs.ts';
import type { OutboxRepository } from './repository.ts';

/** Enough for a developer or a test to find the last messages; the table itself is never pruned here. */
const OUTBOX_PAGE = 100;
/** How long the list waits, at most, for what is due to be delivered (by this pass or another sender's). */
const DELIVERY_WAIT_MS = 5_000;
const DELIVERY_POLL_MS = 20;

const outboxSchema = z.array(
  z.object({
    channel: z.enum(['sms', 'email']),
    to: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    createdAt: z.string(),
  }),
);
/** One message of the outbox, newest first in the list. */
export type OutboxEntry = z.infer<typeof outboxSchema>[number];

/**
 * The dev outbox: what would have been e-mailed or texted. Registered only for the demo (config.devTools).
 * Messages reach it through the durable queue's delivery, which starts right after the commit that queued
 * them; a pass of what is due runs before the list, so a message whose request has answered is already
 * listed, as it was when messages were sent from the request itself.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{
  repository: OutboxRepository;
  messages: Pick<MessageSender, 'deliverDue' | 'countUndelivered'>;
}> = async (app, { repository, messages }) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages that would have been sent by e-mail or SMS, newest first (not in production)',
        response: { 200: outboxSchema },
      },
    },
    async () => {
      // Delivers what is due, then waits while anything due is still unsent: a pass skips the rows
      // another pass has locked (the kick after the commit that queued them, or another instance's),
      // which may not even say 'sending' yet, so only an empty count says the list is complete.
      const deadline = Date.now() + DELIVERY_WAIT_MS;
      for (;;) {
        await messages.deliverDue();
        if ((await messages.countUndelivered(new Date())) === 0 || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, DELIVERY_POLL_MS));
      }
      const listed = await repository.list(OUTBOX_PAGE);
      return listed.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() }));
    },
  );
};
