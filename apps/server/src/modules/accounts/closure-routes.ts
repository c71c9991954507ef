import type { AppDb } from '@app/db/client';
import { en } from '@app/shared/messages/en';
import { messageKey } from '@app/shared/messages/keys';
import { shownCustomerName } from '@app/shared/rules/customer';
import { type AccountClosure, accountClosureResponseSchema } from '@app/shared/schemas/account-closure';
import { deleteAccountBodySchema } from '@app/shared/schemas/accounts';
import { deleteConfirmSchema } from '@app/shared/schemas/auth';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Mailer } from '../../adapters/email.ts';
import { AppError } from '../../app-error.ts';
import { languageOfRequest, messageText } from '../../language.ts';
import type { CustomerService } from './customer-service.ts';
import { accountDeletedEmail, type ClosureRefundLines } from './emails.ts';
import { assertOwnId, type RequireCustomer } from './session-guard.ts';

/**
 * What closing needs of the payments module: what it would refund, and closing with the refunds opened
 * in the transaction that closes the account (`closeAccount`), the providers asked once it commits.
 */
export interface AccountClosing {
  preview(customerId: string): Promise<AccountClosure | undefined>;
  close(
    customerId: string,
    input: { clientIp: string | null; closeAccount: (tx: AppDb) => Promise<boolean> },
  ): Promise<
    | ({ kind: 'closed' } & ClosureRefundLines)
    | { kind: 'not-open' }
    | { kind: 'call-in-progress'; hold: { endsAt: Date | null } }
  >;
}

const idParams = z.object({ id: z.string().min(1).max(64) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Seconds until a call in progress has surely ended (its cap), for Retry-After; at least one. */
const secondsUntil = (endsAt: Date | null, now: Date) =>
  Math.max(1, Math.ceil(((endsAt?.getTime() ?? now.getTime()) - now.getTime()) / 1000) + 30);

/**
 * Closing the account (SPEC soft_delete_customer): what it would refund, read before confirming, and the
 * closing itself, which refunds the unused paid minutes to the method that paid them. The signed-in
 * customer's own account only, like every /api/customers/:id route (403 for another id, nothing read).
 */
export const accountClosureRoutes: FastifyPluginAsyncZod<{
  service: CustomerService;
  closing: AccountClosing;
  requireCustomer: RequireCustomer;
  mailer: Mailer;
}> = async (app, { service, closing, requireCustomer, mailer }) => {
  const tags = ['accounts'];

  app.get(
    '/api/customers/:id/closure',
    {
      schema: {
        tags,
        summary:
          'What closing the account would refund (unused paid minutes, by provider) and lose (gift, bonus, coupon minutes)',
        params: idParams,
        response: { 200: accountClosureResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertOwnId(await requireCustomer(request), request.params.id);
      const closure = await closing.preview(request.params.id);
      if (!closure) throw new AppError(404, 'NOT_FOUND', en.dataService.fetchCustomer);
      return { closure };
    },
  );

  app.delete(
    '/api/customers/:id',
    {
      schema: {
        tags,
        summary:
          'Close the account (soft delete), refund its unused paid minutes to the method that paid them, end its sessions',
        params: idParams,
        body: deleteAccountBodySchema,
        response: { 200: z.object({ deleted: z.literal(true) }), 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const language = languageOfRequest(request);
      if (!deleteConfirmSchema(language).safeParse(request.body).success) {
        const message = messageText(messageKey('validation.deleteConfirm'), language);
        throw new AppError(400, 'VALIDATION_ERROR', `confirm: ${message}`);
      }
      const customer = await requireCustomer(request);
      assertOwnId(customer, request.params.id);
      const now = new Date();
      const outcome = await closing.close(request.params.id, {
        clientIp: request.ip,
        closeAccount: (tx) => service.softDeleteIn(tx, request.params.id, now),
      });
      if (outcome.kind === 'call-in-progress') {
        // Minutes a call is talking are neither refundable nor to be lost: the customer closes after it.
        throw new AppError(409, 'CALL_IN_PROGRESS', en.deletion.closure.callInProgress, {
          retryAfterSeconds: secondsUntil(outcome.hold.endsAt, now),
        });
      }
      if (outcome.kind === 'not-open') throw new AppError(404, 'NOT_FOUND', en.deletion.errors.deleteFailed);
      // The account is closed whatever happens to the e-mail; a failed send is logged, not answered.
      await mailer
        .send(
          accountDeletedEmail({
            to: customer.email,
            name: shownCustomerName(customer.name, customer.email),
            language: customer.language,
            closure: outcome,
          }),
        )
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'account closed, but its confirmation e-mail failed'),
        );
      // The session rows are gone; tell the browser to drop its cookie too.
      for (const name of ['better-auth.session_token', '__Secure-better-auth.session_token']) {
        reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
      }
      return { deleted: true as const };
    },
  );
};
