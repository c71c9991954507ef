// Before any schema is parsed: see the module.
import { connectTwilioCalls } from './adapters/twilio-calls.ts';
import '@app/shared/zod-config';
import { randomUUID } from 'node:crypto';
import type { Database } from '@app/db/client';
import type { SalesTaxRate } from '@app/shared/rules/sales-tax-rates';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  type AttemptCounter,
  createMemoryAttemptCounter,
  createRedisAttemptCounter,
} from './adapters/attempt-counter.ts';
import { createRedisClient } from './adapters/redis.ts';
import type { AppConfig } from './env.ts';
import { registerMessageLanguage } from './language.ts';
import { createLogger } from './logger.ts';
import { registerAccounts } from './modules/accounts/index.ts';
import { registerAdvisorStatus } from './modules/advisor-status/index.ts';
import { createAdvisors, registerAdvisorChecklist, registerAdvisors } from './modules/advisors/index.ts';
import { registerApplications } from './modules/applications/index.ts';
import { registerAudit } from './modules/audit/index.ts';
import { type CallBackPasses, registerCallBack } from './modules/call-back/index.ts';
import { callBackPath } from './modules/calls/call-paths.ts';
import type { CallTimers } from './modules/calls/call-timers.ts';
import { registerCalls } from './modules/calls/index.ts';
import { createSiteContent, registerCatalogue } from './modules/catalogue/index.ts';
import type { ModuleContext } from './modules/context.ts';
import { createDevOutbox, registerDevOutbox } from './modules/dev-outbox/index.ts';
import { registerEarnings } from './modules/earnings/index.ts';
import { registerHealth } from './modules/health/index.ts';
import { registerHoroscope } from './modules/horoscope/index.ts';
import { registerJobs } from './modules/jobs/index.ts';
import { registerMessages } from './modules/messages/index.ts';
import type { MessageSender } from './modules/messages/message-jobs.ts';
import { createAppMetrics, registerMetrics } from './modules/metrics/index.ts';
import { registerPayments } from './modules/payments/index.ts';
import { registerPayoutProfile } from './modules/payout-profile/index.ts';
import { registerPayouts } from './modules/payouts/index.ts';
import { registerSavedPaypal } from './modules/saved-paypal/index.ts';
import { createSitePages, registerSite } from './modules/site/index.ts';
import { createSpending, registerSpending } from './modules/spending/index.ts';
import { registerStaff } from './modules/staff/index.ts';
import { registerTarot } from './modules/tarot/index.ts';
import { createTheme, registerTheme } from './modules/theme/index.ts';
import { registerTrust } from './modules/trust/index.ts';
import type { ListsService } from './modules/trust/lists-service.ts';
import type { ReviewsService } from './modules/trust/reviews-service.ts';
import { registerCompression } from './plugins/compress.ts';
import { registerDatabase } from './plugins/db.ts';
import { createFrameworkErrorHandler, registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerPrivateCache } from './plugins/private-cache.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { buildSecurityHeaders, registerSecurityHeaders } from './plugins/security-headers.ts';
import type { HtmlTransformer } from './plugins/static-spa.ts';
import { registerSwagger } from './plugins/swagger.ts';

/** JSON payloads of this product are small; anything larger is a mistake or an attack. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  /** Owned by the caller (server.ts or a test), which also closes it after the app. */
  database: Database;
  /** Defaults to a pino logger at config.logLevel. */
  logger?: FastifyBaseLogger;
  transformHtml?: HtmlTransformer;
  /**
   * The sales tax rate table (rules/sales-tax-rates.ts's SALES_TAX_RATES by default): a test injects one
   * with a change dated tomorrow; rates stay data, never code paths.
   */
  salesTaxRates?: readonly SalesTaxRate[];
}

/**
 * The cross-cutting plugins first (their hooks must exist before any route), then each module, which
 * wires its own routes, jobs and listeners (`modules/<domain>/index.ts`), and the pages last.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config),
    // Fastify's own per-request lines are replaced by the single line of plugins/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Unique across instances, so one id finds a request in the merged logs of a scaled-out deployment.
    genReqId: () => randomUUID(),
    // A request that reaches an instance while it closes (the proxy chose it just before the listener
    // stopped) is served, not refused: the database outlives the requests, and nginx may not resend a
    // refused POST elsewhere. Fastify's default answers 503.
    return503OnClosing: false,
    frameworkErrors: createFrameworkErrorHandler(buildSecurityHeaders(config.publicUrl)),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerDatabase(app, database);
  registerRequestLog(app);
  const metrics = createAppMetrics(app, database.db);
  registerSecurityHeaders(app, config);
  registerPrivateCache(app);
  registerOriginCheck(app, config);
  registerInputGuard(app);
  const redis = config.redisUrl ? createRedisClient(app, config.redisUrl) : undefined;
  const attempts: AttemptCounter = redis
    ? createRedisAttemptCounter(redis, app.log)
    : createMemoryAttemptCounter();
  const ctx: ModuleContext = { app, config, database, db: database.db, metrics, attempts };

  // What the pages and several modules read, made before any route.
  const advisors = createAdvisors(ctx);
  const theme = createTheme(ctx);
  const content = createSiteContent(ctx);
  const pages = createSitePages(ctx, { advisors, theme, content, transformHtml: options.transformHtml });
  registerErrorHandling(app, { notFoundFallback: pages });
  // A change of the catalogue made here is in the visitor pages before its writer answers.
  const onSiteContentChange = async () => {
    content.version.bump();
    await pages.refresh();
  };
  registerMessageLanguage(app);
  await registerCompression(app);
  await registerRateLimit(app, attempts);
  await registerSwagger(app, { serveDocs: config.apiDocs });

  const outbox = createDevOutbox(ctx);
  const { messages, mailer } = registerMessages(ctx, { outbox });
  await registerDevOutbox(ctx, { outbox, messages });
  // Every purchase checks it, and the profile: made before the accounts and the payments.
  const spending = createSpending(ctx);
  const accounts = await registerAccounts(ctx, {
    messages,
    mailer,
    offersExcludedUntil: async (customerId) => {
      const pause = await spending.pauseOf(customerId);
      return pause?.kind === 'exclusion' ? pause.until : null;
    },
  });
  const { guards } = accounts;
  await registerSpending(ctx, { ...accounts, service: spending });
  const payments = await registerPayments(ctx, {
    ...accounts,
    messages,
    purchaseGate: spending.assertPurchaseAllowed,
    onSiteContentChange,
    salesTaxRates: options.salesTaxRates,
  });
  // Closing an account refunds its unused paid minutes through the payments' refunds.
  await accounts.registerAccountClosure(payments.closure);
  const savedPaypal = await registerSavedPaypal(ctx, { ...accounts, paypal: payments.paypalClient });
  await registerHoroscope(ctx, accounts);
  await registerCatalogue(ctx, { guards, content, onSiteContentChange });
  await registerTarot(ctx, accounts);
  await registerHealth(ctx);
  await registerMetrics(ctx);
  const advisorLine = await registerAdvisors(ctx, { ...accounts, service: advisors });
  await registerStaff(ctx, accounts);
  await registerAudit(ctx, { guards });
  await registerPayoutProfile(ctx, { guards, messages });
  await registerEarnings(ctx, { guards });
  await registerTheme(ctx, { guards, theme, onChange: pages.refresh });
  const reviews = await registerTrust(ctx, { ...accounts, advisors, messages });
  await registerAdvisorStatus(ctx, { advisors });
  await registerApplications(ctx, { ...accounts, messages });
  // The Calls API (or its emulator): the conference bridge and the call-back line's outbound calls.
  const twilio = await connectTwilioCalls(app, config.twilioCalls, config.publicUrl);
  // A new advisor's "call yourself" rings through it, whichever bridge the phone line uses.
  await registerAdvisorChecklist(ctx, { guards, twilio });
  const callBack = await registerCallBack(ctx, {
    ...accounts,
    messages,
    twilio: config.callBridge === 'conference' ? twilio : undefined,
    pauseOf: spending.pauseOf,
    paths: {
      answer: (placeId, language) => callBackPath('answer', placeId, language),
      status: (placeId, language) => callBackPath('status', placeId, language),
    },
  });
  const calls = await registerCalls(ctx, {
    ...accounts,
    advisors,
    advisorLine,
    reviews,
    messages,
    pauseOf: spending.pauseOf,
    topUps: payments.topUps,
    twilio,
    callBack: callBack.phone,
  });
  const payouts = await registerPayouts(ctx, { guards, messages });
  registerJobs(ctx, {
    payments: payments.reconciler,
    refunds: payments.refunds,
    calls,
    payouts: payouts.dispatch,
    savedPaypal,
  });

  await registerSite(app, ctx, { advisors, pages });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The trust module's services, for the jobs and for tests that drive them. */
    trust: { reviews: ReviewsService; lists: ListsService; messages: MessageSender };
    /** A bridged call's warning and cap (only with CALL_BRIDGE=conference), for tests. */
    callTimers?: CallTimers;
    /** The call-back line's passes (placing due call backs; expiring and clearing places), for tests. */
    callBackLine: CallBackPasses;
  }
}
