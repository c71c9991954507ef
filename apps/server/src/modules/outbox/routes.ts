import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxRepository } from './repository.ts';

/** Enough for a developer or a test to find the last messages; the table itself is never pruned here. */
const OUTBOX_PAGE = 100;

const outboxSchema = z.array(
  z.object({
    channel: z.enum(['sms', 'email']),
    to: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    createdAt: z.string(),
  }),
);

/** The dev outbox: what would have been e-mailed or texted. Registered only for the demo (config.devTools). */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ repository: OutboxRepository }> = async (
  app,
  { repository },
) => {
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
      const messages = await repository.list(OUTBOX_PAGE);
      return messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() }));
    },
  );
};
