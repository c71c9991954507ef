import type { AppDb } from '@app/db/client';
import { en } from '@app/shared/messages/en';
import { toTaxLineDtos } from '@app/shared/rules/sales-tax';
import { bundlesResponseSchema } from '@app/shared/schemas/bundles';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import {
  cancelAnswerSchema,
  captureAnswerSchema,
  capturePayPalBodySchema,
  createOrderBodySchema,
  orderAnswerSchema,
  paymentsConfigSchema,
  validateCouponAnswerSchema,
  validateCouponBodySchema,
} from '@app/shared/schemas/payments';
import { quoteAnswerSchema, quoteBodySchema } from '@app/shared/schemas/sales-tax';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { languageOfRequest } from '../../language.ts';
import type { RequireCustomer } from '../accounts/session-guard.ts';
import { toBundleDto } from './bundles.ts';
import type { PaymentOrders } from './payment-orders.ts';
import type { PayPalService } from './paypal-service.ts';
import { quoteOrder, toQuote } from './quotes.ts';
import type { TaxPolicy } from './tax-policy.ts';

const FUNCTIONS = '/.netlify/functions';
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};
const tags = ['payments'];

export const paymentRoutes: FastifyPluginAsyncZod<{
  db: AppDb;
  orders: PaymentOrders;
  paypal: PayPalService | undefined;
  paypalMode: 'live' | 'emulator' | undefined;
  paypalClientId: string | undefined;
  interacAvailable: boolean;
  requireCustomer: RequireCustomer;
  taxPolicy: TaxPolicy;
}> = async (
  app,
  { db, orders, paypal, paypalMode, paypalClientId, interacAvailable, requireCustomer, taxPolicy },
) => {
  const customerOf = (request: Parameters<RequireCustomer>[0]) =>
    requireCustomer(request, en.payments.sessionMissing);
  const paypalOrFail = () => {
    if (!paypal)
      throw new AppError(503, 'PAYPAL_UNAVAILABLE', en.payments.createPaypalOrder, { expose: true });
    return paypal;
  };

  app.get(
    '/api/payments/config',
    { schema: { tags, summary: 'How the web should offer PayPal', response: { 200: paymentsConfigSchema } } },
    async () => ({
      currency: 'CAD' as const,
      interac: interacAvailable,
      paypal:
        paypalMode === 'live' && paypalClientId
          ? { mode: 'sdk' as const, clientId: paypalClientId }
          : paypalMode === 'emulator'
            ? { mode: 'emulator' as const }
            : { mode: 'unavailable' as const },
    }),
  );

  app.get(
    '/api/bundles',
    {
      schema: {
        tags,
        summary: 'The credit bundles on sale, with their words in English and in French',
        response: { 200: bundlesResponseSchema },
      },
    },
    async () => ({ bundles: (await orders.listBundles()).map(toBundleDto) }),
  );

  app.post(
    '/api/coupons/validate',
    {
      schema: {
        tags,
        summary: 'Check a coupon for a bundle (SPEC 5)',
        body: validateCouponBodySchema,
        response: { 200: validateCouponAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await customerOf(request);
      // Priced as the order will be: in the customer's stored province (Québec without one), now.
      const priced = await quoteOrder(db, taxPolicy, {
        customerId: customer.id,
        bundleId: request.body.bundleId,
        coupon: { code: request.body.code },
        at: new Date(),
      });
      if (!priced.coupon) throw new AppError(422, 'COUPON_INVALID', en.coupon.errors.invalid);
      const { id, code, type, value } = priced.coupon;
      return {
        coupon: { id, code, type, value },
        summary: { ...priced.summary, taxes: toTaxLineDtos(priced.summary.taxes) },
      };
    },
  );

  app.post(
    '/api/payments/quote',
    {
      schema: {
        tags,
        summary:
          'Price a bundle with its coupon and the taxes of a province (the signed-in customer’s by default, else Quebec)',
        description:
          'Open to visitors. With a session the coupon is checked exactly as /api/coupons/validate checks it; without one, only that it exists, is active and has not expired (limits per customer and first-purchase-only are checked when the customer orders). The order then carries exactly these figures unless a rate or the coupon changed in between.',
        body: quoteBodySchema,
        response: { 200: quoteAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request).catch((error: unknown) => {
        // A visitor (or a session whose account is closed) gets a visitor's quote.
        if (error instanceof AppError && error.statusCode === 401) return null;
        throw error;
      });
      const { bundle, coupon, province } = request.body;
      const quoted = await quoteOrder(db, taxPolicy, {
        customerId: customer?.id ?? null,
        bundleId: bundle,
        coupon: coupon ? { code: coupon } : undefined,
        province,
        at: new Date(),
      });
      return toQuote(quoted);
    },
  );

  app.post(
    `${FUNCTIONS}/create-paypal-order`,
    {
      schema: {
        tags,
        summary: 'Price the order on the server and open it at PayPal',
        body: createOrderBodySchema,
        response: { 200: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request) => {
      const customer = await customerOf(request);
      return paypalOrFail().createOrder(customer.id, request.body, languageOfRequest(request));
    },
  );

  app.post(
    `${FUNCTIONS}/capture-paypal-order`,
    {
      schema: {
        tags,
        summary: 'Capture an approved order and credit it once',
        body: capturePayPalBodySchema,
        response: { 200: captureAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await customerOf(request);
      const credited = await paypalOrFail().capture(customer.id, request.body.orderId);
      return { purchaseId: credited.purchaseId, bundleId: credited.bundleId, credits: credited.credits };
    },
  );

  app.post(
    '/api/payments/paypal/cancel',
    {
      schema: {
        tags,
        summary: 'The customer cancelled on PayPal: the order fails and its coupon is released',
        body: capturePayPalBodySchema,
        response: { 200: cancelAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await customerOf(request);
      return paypalOrFail().cancel(customer.id, request.body.orderId);
    },
  );

  app.post(
    '/api/webhooks/paypal',
    {
      schema: {
        tags,
        summary: 'PayPal webhook (signature verified with PayPal)',
        response: { 200: z.object({ handled: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const headers: Record<string, string | undefined> = {};
      for (const [key, value] of Object.entries(request.headers))
        headers[key] = Array.isArray(value) ? value[0] : value;
      return paypalOrFail().handleWebhook(
        headers,
        (request.body ?? {}) as { event_type?: unknown; resource?: unknown },
      );
    },
  );

  app.get(
    '/api/purchases/:id',
    {
      schema: {
        tags,
        summary: "The signed-in customer's purchase (for the conversion event)",
        params: z.object({ id: z.uuid() }),
        response: { 200: orderAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await customerOf(request);
      const row = await orders.findPurchase(customer.id, request.params.id);
      if (!row) throw new AppError(404, 'NOT_FOUND', en.dataService.fetchOrder);
      return {
        order: {
          id: row.id,
          amount: row.amountCents,
          tax: row.taxCents,
          discount: row.discountCents,
          currency: row.currency,
          bundleId: row.bundleId,
          bundleName: row.bundleName,
          minutes: row.minutes,
          couponCode: row.couponCode,
        },
      };
    },
  );
};
