import {
  phoneBodySchema,
  phoneNumbersResponseSchema,
  sendEmailBodySchema,
  verifyOtpBodySchema,
} from '@app/shared/schemas/accounts';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PhoneVerificationService } from './phone-verification.ts';
import type { RequireCustomer } from './session-guard.ts';
import type { WelcomeService } from './welcome.ts';

const FUNCTIONS = '/.netlify/functions';
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
};
const tags = ['accounts'];

/** SPEC 7's account functions: request-otp, verify-otp, add-phone (signed in) and sendEmail (after sign-up). */
export const accountFunctionRoutes: FastifyPluginAsyncZod<{
  phones: PhoneVerificationService;
  welcome: WelcomeService;
  requireCustomer: RequireCustomer;
}> = async (app, { phones, welcome, requireCustomer }) => {
  app.post(
    `${FUNCTIONS}/request-otp`,
    {
      schema: {
        tags,
        summary: 'Text a code to a number the signed-in customer wants to add',
        body: phoneBodySchema,
        response: { 200: z.object({ sent: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      await phones.requestAddPhoneCode(customer.id, request.body.phone, customer.language);
      return { sent: true as const };
    },
  );

  app.post(
    `${FUNCTIONS}/verify-otp`,
    {
      schema: {
        tags,
        summary: 'Check the code sent by request-otp',
        body: verifyOtpBodySchema,
        response: { 200: z.object({ verified: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      await phones.verifyAddPhoneCode(customer.id, request.body.phone, request.body.code);
      return { verified: true as const };
    },
  );

  app.post(
    `${FUNCTIONS}/add-phone`,
    {
      schema: {
        tags,
        summary: 'Add a number verified by this customer (bearer token or cookie)',
        body: phoneBodySchema,
        response: { 200: phoneNumbersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return { phoneNumbers: await phones.addPhone(customer.id, request.body.phone) };
    },
  );

  app.post(
    `${FUNCTIONS}/sendEmail`,
    {
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Welcome e-mail after sign-up (sent once per customer)',
        body: sendEmailBodySchema,
        response: { 200: z.object({ sent: z.boolean() }), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ({ sent: await welcome.sendWelcome(request.body.email) }),
  );
};
