import { messagesIn } from '@app/shared/messages/catalogue';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { isCallReceiptChannel } from '@app/shared/rules/call-receipts';
import { defaultCustomerName } from '@app/shared/rules/customer';
import { formatLongDateIn } from '@app/shared/rules/language';
import { isProvince } from '@app/shared/rules/sales-tax-rates';
import {
  creditsResponseSchema,
  creditUsageResponseSchema,
  phoneNumbersResponseSchema,
  promoCodeResponseSchema,
  purchasesResponseSchema,
  updateProfileSchema,
} from '@app/shared/schemas/accounts';
import { customerResponseSchema, type customerSchema } from '@app/shared/schemas/customer';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import { billingAddressSchema } from '@app/shared/schemas/sales-tax';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { languageOfRequest } from '../../language.ts';
import type { CustomerRow, CustomerService } from './customer-service.ts';
import { assertOwnId, type RequireCustomer } from './session-guard.ts';

/** When a self-exclusion under way ends (the spending module), or null: e-mail offers stay off until then. */
export type OffersExcludedUntil = (customerId: string) => Promise<Date | null>;

const TAROT_PROMO_WINDOW_MS = 7 * 24 * 60 * 60_000;

const idParams = z.object({ id: z.string().min(1).max(64) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export function toCustomerDto(row: CustomerRow): z.infer<typeof customerSchema> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    birthDate: row.birthDate,
    emailnotifications: row.emailnotifications,
    callReceipts: isCallReceiptChannel(row.callReceipts) ? row.callReceipts : 'email',
    phoneNumbers: row.phoneNumbers,
    credits: row.credits,
    billingAddress:
      isProvince(row.province) && row.postalCode !== null
        ? { province: row.province, postalCode: row.postalCode }
        : null,
    createdAt: row.createdAt.toISOString(),
    lastConnectetAt: row.lastConnectetAt?.toISOString() ?? null,
  };
}

/**
 * The spec's data API client (getCustomer, getPurchaseHistory, …) over HTTP. Every route names the
 * customer in its path and acts only when that is the signed-in customer (403 otherwise, nothing read).
 */
export const customerRoutes: FastifyPluginAsyncZod<{
  service: CustomerService;
  requireCustomer: RequireCustomer;
  offersExcludedUntil?: OffersExcludedUntil | undefined;
}> = async (app, { service, requireCustomer, offersExcludedUntil }) => {
  const own = async (request: Parameters<RequireCustomer>[0], id: string) => {
    const customer = await requireCustomer(request);
    assertOwnId(customer, id);
    return customer;
  };
  const tags = ['accounts'];

  app.get(
    '/api/customers/:id',
    {
      schema: {
        tags,
        summary: 'The signed-in customer',
        params: idParams,
        response: { 200: customerResponseSchema, ...errors },
      },
    },
    async (request) => {
      await own(request, request.params.id);
      const row = await service.find(request.params.id);
      if (!row) throw new AppError(404, 'NOT_FOUND', en.dataService.fetchCustomer);
      return { customer: toCustomerDto(row) };
    },
  );

  app.get(
    '/api/customers/:id/credits',
    {
      schema: {
        tags,
        summary: 'Balance in minutes',
        params: idParams,
        response: { 200: creditsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await own(request, request.params.id);
      const row = await service.find(request.params.id);
      if (!row) throw new AppError(404, 'NOT_FOUND', en.dataService.fetchCredits);
      return { credits: row.credits };
    },
  );

  app.get(
    '/api/customers/:id/purchases',
    {
      schema: {
        tags,
        summary: 'Purchase history, newest first',
        params: idParams,
        response: { 200: purchasesResponseSchema, ...errors },
      },
    },
    async (request) => {
      await own(request, request.params.id);
      const rows = await service.listPurchases(request.params.id);
      return {
        purchases: rows.map(({ provider, purchaseDate, ...row }) => ({
          ...row,
          purchaseDate: purchaseDate.toISOString(),
          cashback: provider === 'cashback',
        })),
      };
    },
  );

  app.get(
    '/api/customers/:id/credit-usage',
    {
      schema: {
        tags,
        summary: 'Calls billed, newest first',
        params: idParams,
        response: { 200: creditUsageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await own(request, request.params.id);
      const rows = await service.listCreditUsage(request.params.id);
      return {
        creditUsages: rows.map((row) => ({
          ...row,
          callStart: row.callStart.toISOString(),
          callEnd: row.callEnd.toISOString(),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/api/customers/:id/tarot-promo-code',
    {
      schema: {
        tags,
        summary: 'Latest tarot coupon won (7 days)',
        params: idParams,
        response: { 200: promoCodeResponseSchema, ...errors },
      },
    },
    async (request) => {
      await own(request, request.params.id);
      const since = new Date(Date.now() - TAROT_PROMO_WINDOW_MS);
      return { promoCode: await service.latestTarotPromoCode(request.params.id, since) };
    },
  );

  app.patch(
    '/api/customers/:id',
    {
      schema: {
        tags,
        summary: 'Edit first name (null: none), birth date, e-mail notifications, call receipts',
        params: idParams,
        body: updateProfileSchema,
        response: { 200: customerResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await own(request, request.params.id);
      const { name, birthDate, emailnotifications, callReceipts } = request.body;
      // A self-exclusion promised no offers until its end: the customer cannot turn them back on meanwhile.
      const excludedUntil = emailnotifications ? await offersExcludedUntil?.(request.params.id) : null;
      if (excludedUntil) {
        const language = languageOfRequest(request);
        throw new AppError(
          409,
          'SELF_EXCLUDED',
          formatMessage(messagesIn(language).spendingLimits.errors.offersExcluded, {
            date: formatLongDateIn(language, excludedUntil),
          }),
        );
      }
      if (callReceipts === 'sms') {
        // A text needs a verified number to go to; the receipt would otherwise silently fall back to e-mail.
        const current = await service.find(request.params.id);
        if (!current || current.phoneNumbers.length === 0) {
          throw new AppError(409, 'NO_PHONE', en.profile.errors.callReceiptsNoPhone);
        }
      }
      const row = await service.updateProfile(request.params.id, {
        // No first name any more: back to the spec's default, which is kept but never shown.
        ...(name !== undefined ? { name: name ?? defaultCustomerName(customer.email) } : {}),
        ...(birthDate !== undefined ? { birthDate } : {}),
        ...(emailnotifications !== undefined ? { emailnotifications } : {}),
        ...(callReceipts !== undefined ? { callReceipts } : {}),
      });
      if (!row) throw new AppError(404, 'NOT_FOUND', en.profile.errors.update);
      return { customer: toCustomerDto(row) };
    },
  );

  app.put(
    '/api/customers/:id/billing-address',
    {
      schema: {
        tags,
        summary: 'Set the billing address (province or territory, postal code): where sales tax is charged',
        params: idParams,
        body: billingAddressSchema,
        response: { 200: customerResponseSchema, ...errors },
      },
    },
    async (request) => {
      await own(request, request.params.id);
      const row = await service.setBillingAddress(request.params.id, request.body);
      if (!row) throw new AppError(404, 'NOT_FOUND', en.dataService.fetchCustomer);
      return { customer: toCustomerDto(row) };
    },
  );

  app.delete(
    '/api/customers/:id/phone-numbers/:phone',
    {
      schema: {
        tags,
        summary: 'Remove a phone number (not the primary)',
        params: idParams.extend({ phone: z.string().regex(/^\+[1-9]\d{9,14}$/, en.validation.phoneInvalid) }),
        response: { 200: phoneNumbersResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      await own(request, request.params.id);
      const result = await service.deletePhone(request.params.id, request.params.phone);
      if (result.ok) return { phoneNumbers: result.phoneNumbers };
      if (result.reason === 'primary')
        throw new AppError(409, 'PRIMARY_PHONE', en.dashboard.errors.primaryPhone);
      throw new AppError(404, 'NOT_FOUND', en.dashboard.errors.phoneNotFound);
    },
  );
};
