import { en } from '@app/shared/messages/en';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import { receiptResponseSchema } from '@app/shared/schemas/receipts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { assertOwnId, type RequireCustomer } from '../accounts/session-guard.ts';
import type { ReceiptService } from './receipts.ts';

const params = z.object({
  id: z.string().min(1).max(64),
  purchaseId: z.uuid(en.receipts.notFound),
});
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The receipt of a paid purchase, under the customer data API (`/api/customers/:id/*`: the session guard,
 * any other customer's id refused with 403 before anything is read, and `no-store` from the private-cache
 * plugin). A purchase of someone else, an unknown id and a monthly cashback row (nothing was paid) all
 * answer the same 404.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{
  receipts: ReceiptService;
  requireCustomer: RequireCustomer;
}> = async (app, { receipts, requireCustomer }) => {
  app.get(
    '/api/customers/:id/purchases/:purchaseId/receipt',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Receipt of a paid purchase: figures, GST/QST split, business details',
        params,
        response: { 200: receiptResponseSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      assertOwnId(customer, request.params.id);
      const receipt = await receipts.findForCustomer(customer.id, request.params.purchaseId);
      if (!receipt) throw new AppError(404, 'NOT_FOUND', en.receipts.notFound);
      return { receipt };
    },
  );
};
