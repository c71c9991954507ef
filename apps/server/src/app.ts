// Before any schema is parsed: see the module.
import '@app/shared/zod-config';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Database } from '@app/db/client';
import { totalsOf } from '@app/shared/rules/advisor-console';
import { customerSeed, seededRandom } from '@app/shared/rules/tarot';
import { torontoDayBounds } from '@app/shared/rules/week';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  type AttemptCounter,
  createMemoryAttemptCounter,
  createRedisAttemptCounter,
} from './adapters/attempt-counter.ts';
import { createMailer } from './adapters/email.ts';
import { createGigadatClient, type GigadatClient } from './adapters/gigadat.ts';
import { injectFetch } from './adapters/inject-fetch.ts';
import { createPayPalClient } from './adapters/paypal.ts';
import { createRedisClient } from './adapters/redis.ts';
import {
  createOutboxSmsSender,
  createQueuedPhoneVerifier,
  createTwilioPhoneVerifier,
  createTwilioSmsSender,
} from './adapters/sms.ts';
import { createTwilioCallsClient } from './adapters/twilio-calls.ts';
import { isAppError } from './app-error.ts';
import type { AppConfig } from './env.ts';
import { registerMessageLanguage } from './language.ts';
import { createLogger } from './logger.ts';
import { createAccountMail } from './modules/accounts/account-mail.ts';
import { createAuthGate } from './modules/accounts/auth-gate.ts';
import { createCustomerRepository } from './modules/accounts/customer-repository.ts';
import { accountFunctionRoutes } from './modules/accounts/function-routes.ts';
import { languageRoutes } from './modules/accounts/language-routes.ts';
import { limitMailer } from './modules/accounts/mail-limit.ts';
import { passwordHashing } from './modules/accounts/password-hashing.ts';
import { createPhoneRepository } from './modules/accounts/phone-repository.ts';
import { phoneSignInPlugin } from './modules/accounts/phone-sign-in-plugin.ts';
import { createPhoneVerificationService } from './modules/accounts/phone-verification.ts';
import { ProvisionError, provisionLogin } from './modules/accounts/provision-login.ts';
import { customerRoutes } from './modules/accounts/routes.ts';
import { createRoleGuards, createSessionGuard, headersOf } from './modules/accounts/session-guard.ts';
import { createWelcomeService } from './modules/accounts/welcome.ts';
import { telephonyRoutes } from './modules/advisor-status/routes.ts';
import { createAdvisorConsoleRepository } from './modules/advisors/console-repository.ts';
import { advisorConsoleRoutes } from './modules/advisors/console-routes.ts';
import { createInitialAdvisorsTransformer } from './modules/advisors/initial-advisors.ts';
import { createProfileHeadTransformer } from './modules/advisors/profile-head-transformer.ts';
import { createAdvisorProfileRepository } from './modules/advisors/profile-repository.ts';
import { advisorProfileRoutes } from './modules/advisors/profile-routes.ts';
import { createAdvisorProfileService } from './modules/advisors/profile-service.ts';
import { createAdvisorsRepository } from './modules/advisors/repository.ts';
import { advisorsRoutes } from './modules/advisors/routes.ts';
import { createAdvisorsService } from './modules/advisors/service.ts';
import { createStaffAdvisorsRepository } from './modules/advisors/staff-repository.ts';
import { staffAdvisorRoutes } from './modules/advisors/staff-routes.ts';
import { createStaffAdvisorsService } from './modules/advisors/staff-service.ts';
import { registerAdvisorStatusSync } from './modules/advisors/status-sync.ts';
import { createUploadGate } from './modules/advisors/upload-limits.ts';
import { createStaffAuditRepository } from './modules/audit/repository.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { createAuditService } from './modules/audit/service.ts';
import { createCallsRepository } from './modules/calls/call-repository.ts';
import { announcePath, callEndPath, createCallService } from './modules/calls/call-service.ts';
import { type CallTimers, createCallTimers, TIMER_SWEEP_MS } from './modules/calls/call-timers.ts';
import { devCallTimerRoutes } from './modules/calls/dev-routes.ts';
import {
  createTwilioCallsEmulator,
  TWILIO_EMULATOR_PREFIX,
} from './modules/calls/emulators/twilio-calls-emulator.ts';
import { phonePinRoutes } from './modules/calls/phone-pin-routes.ts';
import { createPhonePins } from './modules/calls/phone-pins.ts';
import { createCallReconciler } from './modules/calls/reconcile-calls.ts';
import { callsRoutes } from './modules/calls/routes.ts';
import { createWebhookReceipts } from './modules/calls/webhook-receipts.ts';
import {
  createInitialAnnouncementTransformer,
  findActiveAnnouncement,
} from './modules/catalogue/active-announcement.ts';
import {
  createInitialPromotionTransformer,
  findActivePromotion,
} from './modules/catalogue/active-promotion.ts';
import { announcementRoutes } from './modules/catalogue/announcement-routes.ts';
import { createSiteContentVersion, registerSiteContentSync } from './modules/catalogue/live.ts';
import { promotionRoutes } from './modules/catalogue/promotion-routes.ts';
import { createCatalogueRepository } from './modules/catalogue/staff-repository.ts';
import { staffCatalogueRoutes } from './modules/catalogue/staff-routes.ts';
import { createCatalogueService } from './modules/catalogue/staff-service.ts';
import { scheduleMonthlyCashback } from './modules/credits/cashback-scheduler.ts';
import { createOutboxRepository } from './modules/dev-outbox/repository.ts';
import { devOutboxRoutes } from './modules/dev-outbox/routes.ts';
import { createDrain, registerDrain } from './modules/health/drain.ts';
import { createHealthRepository } from './modules/health/repository.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { createHealthService } from './modules/health/service.ts';
import { horoscopeRoutes } from './modules/horoscope/routes.ts';
import { createReconciliation, scheduleReconciliation } from './modules/jobs/reconciliation.ts';
import type { MessageSender } from './modules/messages/message-jobs.ts';
import { createMessageSender } from './modules/messages/message-jobs.ts';
import { registerHttpMetrics } from './modules/metrics/http-metrics.ts';
import { createMetrics } from './modules/metrics/metrics.ts';
import { observeCalls, observeCredited, observePaymentOrders } from './modules/metrics/observe.ts';
import { createMetricsRepository } from './modules/metrics/repository.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { createInitialBundlesTransformer } from './modules/payments/bundles.ts';
import {
  createGigadatEmulator,
  GIGADAT_EMULATOR_PREFIX,
} from './modules/payments/emulators/gigadat-emulator.ts';
import {
  createPayPalEmulator,
  PAYPAL_EMULATOR_PREFIX,
} from './modules/payments/emulators/paypal-emulator.ts';
import { interacRoutes } from './modules/payments/interac-routes.ts';
import { createInteracService, type InteracService } from './modules/payments/interac-service.ts';
import { createPaymentOrderRepository } from './modules/payments/payment-order-repository.ts';
import { createPayPalService } from './modules/payments/paypal-service.ts';
import { createReceiptRepository } from './modules/payments/receipt-repository.ts';
import { receiptRoutes } from './modules/payments/receipt-routes.ts';
import { createReceiptService } from './modules/payments/receipts.ts';
import { createPaymentReconciler } from './modules/payments/reconcile-payments.ts';
import { createRefundRepository } from './modules/payments/refund-repository.ts';
import { createRefundService } from './modules/payments/refund-service.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { createBundlesRepository } from './modules/payments/staff-bundles-repository.ts';
import { staffBundlesRoutes } from './modules/payments/staff-bundles-routes.ts';
import { createBundlesService } from './modules/payments/staff-bundles-service.ts';
import { staffRefundRoutes } from './modules/payments/staff-refund-routes.ts';
import { homeLanguageRedirect, injectLanguage } from './modules/site/language-html.ts';
import { createPageHeadTransformer } from './modules/site/page-head-transformer.ts';
import { createPageStatus } from './modules/site/page-status.ts';
import { createPrerenderTransformer } from './modules/site/prerender.ts';
import { createRoutePreloadTransformer } from './modules/site/route-preload.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { composeHtmlTransformers, injectTheme } from './modules/site/theme-html.ts';
import { createOverviewRepository } from './modules/staff/overview-repository.ts';
import { staffOverviewRoutes } from './modules/staff/overview-routes.ts';
import { createOverviewService } from './modules/staff/overview-service.ts';
import { createStaffRepository } from './modules/staff/repository.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { createStaffService } from './modules/staff/service.ts';
import { tarotRoutes } from './modules/tarot/routes.ts';
import { createStaffTarotRepository } from './modules/tarot/staff-repository.ts';
import { staffTarotRoutes } from './modules/tarot/staff-routes.ts';
import { createStaffTarotService } from './modules/tarot/staff-service.ts';
import { createTarotRepository } from './modules/tarot/tarot-repository.ts';
import { createTarotService } from './modules/tarot/tarot-service.ts';
import { createLiveTheme, registerLiveThemeSync } from './modules/theme/live.ts';
import { createThemeRepository } from './modules/theme/repository.ts';
import { createThemeService } from './modules/theme/service.ts';
import { staffThemeRoutes } from './modules/theme/staff-routes.ts';
import { registerAlertSync } from './modules/trust/alert-sync.ts';
import { consoleReviewRoutes } from './modules/trust/console-routes.ts';
import { createListsRepository } from './modules/trust/lists-repository.ts';
import { createListsService, type ListsService } from './modules/trust/lists-service.ts';
import { createReviewsRepository } from './modules/trust/reviews-repository.ts';
import { createReviewsService, type ReviewsService } from './modules/trust/reviews-service.ts';
import { customerTrustRoutes, publicReviewRoutes } from './modules/trust/routes.ts';
import { createSatisfactionRepository } from './modules/trust/satisfaction-repository.ts';
import { createSatisfactionService } from './modules/trust/satisfaction-service.ts';
import { staffTrustRoutes } from './modules/trust/staff-routes.ts';
import { createAuth, registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compress.ts';
import { registerDatabase } from './plugins/db.ts';
import { createFrameworkErrorHandler, registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerPrivateCache } from './plugins/private-cache.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { buildSecurityHeaders, registerSecurityHeaders } from './plugins/security-headers.ts';
import { createSpaIndex, type HtmlTransformer, registerStaticSpa } from './plugins/static-spa.ts';
import { registerSwagger } from './plugins/swagger.ts';

/** Where the verification link lands, as for a customer's own sign-up (the web's sign-up form). */
const VERIFIED_CALLBACK_PATH = '/login?verified=1';

/** JSON payloads of this product are small; anything larger is a mistake or an attack. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  /** Owned by the caller (server.ts or a test), which also closes it after the app. */
  database: Database;
  /** Defaults to a pino logger at config.logLevel. */
  logger?: FastifyBaseLogger;
  transformHtml?: HtmlTransformer;
}

/** Plugins first (their hooks and handlers must exist before any route), then one module per domain. */
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
  const metrics = createMetrics({ repository: createMetricsRepository(database.db), log: app.log });
  registerHttpMetrics(app, metrics);
  registerSecurityHeaders(app, config);
  registerPrivateCache(app);
  registerOriginCheck(app, config);
  registerInputGuard(app);
  const advisorsService = createAdvisorsService(createAdvisorsRepository(database.db), {
    feedObserver: metrics.feed,
  });
  // The season staff chose (site_settings), else THEME; every instance follows a change at once.
  const themeRepository = createThemeRepository(database.db);
  const liveTheme = createLiveTheme({ repository: themeRepository, configured: config.theme });
  // Which promotion and announcement pages carry: looked up again as soon as any instance changes one.
  const siteContent = createSiteContentVersion();
  /** Where promotion links may go: our own site and the other sites of PROMOTION_LINK_HOSTS. */
  const linkHosts = { own: new URL(config.publicUrl).hostname, others: config.promotionLinkHosts };
  const spaIndex = createSpaIndex(
    {
      distDir: config.webDistDir,
      redirect: homeLanguageRedirect,
      // app.auth exists by the time a page is asked for (registered below).
      pageStatus: createPageStatus(advisorsService, async (request) => {
        const found = await app.auth.api.getSession({ headers: headersOf(request) }).catch(() => null);
        return found ? ((found.user as { role?: string | null }).role ?? 'customer') : undefined;
      }),
      transformHtml:
        options.transformHtml ??
        composeHtmlTransformers(
          async (html) => injectTheme(html, await liveTheme.forPage()),
          injectLanguage,
          createPageHeadTransformer(config.publicUrl, liveTheme.current),
          createInitialPromotionTransformer(database.db, linkHosts, siteContent.current),
          createInitialAnnouncementTransformer(database.db, siteContent.current),
          createInitialBundlesTransformer(
            createPaymentOrderRepository(database.db).listBundles,
            siteContent.current,
          ),
          createInitialAdvisorsTransformer(advisorsService),
          // After the initial data: the page is pre-rendered with the promotion and advisors it carries.
          createPrerenderTransformer({
            entryPath: join(dirname(config.webDistDir), 'dist-ssr', 'prerender.js'),
            theme: liveTheme.current,
            log: app.log,
          }),
          // After the pre-render: a pre-rendered page needs no script before its first paint.
          createRoutePreloadTransformer(config.webDistDir, app.log),
          createProfileHeadTransformer(advisorsService, config.publicUrl),
        ),
    },
    app.log,
  );
  registerErrorHandling(app, { notFoundFallback: spaIndex });
  registerMessageLanguage(app);
  await registerCompression(app);
  const redis = config.redisUrl ? createRedisClient(app, config.redisUrl) : undefined;
  const attempts: AttemptCounter = redis
    ? createRedisAttemptCounter(redis, app.log)
    : createMemoryAttemptCounter();
  await registerRateLimit(app, attempts);
  await registerSwagger(app, { serveDocs: config.apiDocs });

  const outbox = createOutboxRepository(database.db);
  const transactionalMailer = createMailer({ smtp: config.smtp, mailFrom: config.mailFrom, outbox });
  // The durable message queue (issue 23): receipts, notices, texts after a call, sign-in e-mails and
  // codes. A message is queued in the transaction that decides it; every instance delivers what is due.
  const messages = createMessageSender({
    db: database.db,
    mailer: transactionalMailer,
    sms: config.twilioSms ? createTwilioSmsSender(config.twilioSms) : createOutboxSmsSender(outbox),
    log: app.log,
  });
  // Mails anyone can trigger for an address (verification, reset, welcome) are limited per address;
  // receipts are not: only a payment sends one, and a customer who buys twice in an hour needs both.
  const mailer = limitMailer(transactionalMailer, attempts, app.log);
  const accountMail = createAccountMail({ attempts, log: app.log, messages });
  if (config.nodeEnv === 'production' && !config.smtp) {
    app.log.warn(
      'SMTP_HOST is not set: e-mails (confirmation, password reset) go to the outbox table and reach nobody',
    );
  }
  const phones = createPhoneVerificationService({
    repository: createPhoneRepository(database.db),
    verifier: config.twilioVerify
      ? createTwilioPhoneVerifier(config.twilioVerify)
      : createQueuedPhoneVerifier(config.authSecret),
    attempts,
    log: app.log,
    onQueued: messages.kick,
  });
  const auth = createAuth(config, database.db, {
    accountMail,
    attempts,
    log: app.log,
    plugins: [phoneSignInPlugin(phones)],
  });
  await registerAuth(app, auth, {
    publicUrl: config.publicUrl,
    gate: createAuthGate({ db: database.db, attempts }),
    onSignedUp: messages.kick,
  });
  const consoleRepository = createAdvisorConsoleRepository(database.db, {
    defaultPayoutCentsPerMinute: config.advisorPayoutCentsPerMinute,
  });
  const requireCustomer = createSessionGuard(app, database.db);
  const roleGuards = createRoleGuards(app, database.db);
  await app.register(customerRoutes, {
    repository: createCustomerRepository(database.db),
    requireCustomer,
    mailer,
  });
  await app.register(languageRoutes, {
    db: database.db,
    secureCookies: config.publicUrl.startsWith('https://'),
  });
  await app.register(accountFunctionRoutes, {
    phones,
    requireCustomer,
    welcome: createWelcomeService({ db: database.db, accountMail, publicUrl: config.publicUrl }),
  });
  const paymentOrders = createPaymentOrderRepository(database.db);
  const receipts = createReceiptService({
    repository: createReceiptRepository(database.db),
    messages,
    business: config.business,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  app.decorate('receipts', receipts);
  // Shutdown lets the delivery passes under way finish before the database closes.
  app.addHook('onClose', () => receipts.idle());
  if (config.nodeEnv === 'production' && config.business.placeholders.length > 0) {
    app.log.warn(
      `${config.business.placeholders.join(', ')} not set: receipts show demo placeholders instead of the business's legal details`,
    );
  }
  await app.register(receiptRoutes, { receipts, requireCustomer });
  const paypalConfig = config.paypal;
  if (paypalConfig?.mode === 'emulator') {
    // Webhooks from the emulator reach this app in-process, exactly where PayPal would post them.
    const emulator = createPayPalEmulator({
      db: database.db,
      webhookUrl: `${config.publicUrl}/api/webhooks/paypal`,
      deliver: (url, init) => injectFetch(app, config.publicUrl)(url, init),
    });
    await app.register(emulator.plugin, { prefix: PAYPAL_EMULATOR_PREFIX });
  }
  const paypalClient = paypalConfig
    ? createPayPalClient(
        paypalConfig,
        paypalConfig.mode === 'emulator' ? injectFetch(app, config.publicUrl) : fetch,
      )
    : undefined;
  const paypal = paypalClient
    ? createPayPalService({
        db: database.db,
        orders: observePaymentOrders(paymentOrders, 'paypal', metrics),
        paypal: paypalClient,
        publicUrl: config.publicUrl,
        webhookId: paypalConfig?.webhookId,
        log: app.log,
        onCrediting: receipts.queue,
        onCredited: observeCredited('paypal', metrics, receipts.onCredited),
      })
    : undefined;
  await app.register(paymentRoutes, {
    db: database.db,
    orders: paymentOrders,
    paypal,
    paypalMode: paypalConfig?.mode,
    paypalClientId: paypalConfig?.clientId,
    interacAvailable: config.gigadat !== undefined,
    requireCustomer,
  });
  const gigadatConfig = config.gigadat;
  let interac: InteracService | undefined;
  let gigadatClient: GigadatClient | undefined;
  if (gigadatConfig) {
    if (gigadatConfig.mode === 'emulator') {
      const emulator = createGigadatEmulator({
        db: database.db,
        credentials: `${gigadatConfig.accessToken}:${gigadatConfig.securityToken}`,
        postbackUrl: `${config.publicUrl}/api/webhooks/gigadat`,
        deliver: (url, init) => injectFetch(app, config.publicUrl)(url, init),
      });
      await app.register(emulator.plugin, { prefix: GIGADAT_EMULATOR_PREFIX });
    }
    const gigadat = createGigadatClient(
      gigadatConfig,
      gigadatConfig.mode === 'emulator' ? injectFetch(app, config.publicUrl) : fetch,
    );
    gigadatClient = gigadat;
    interac = createInteracService({
      db: database.db,
      orders: observePaymentOrders(paymentOrders, 'interac', metrics),
      gigadat,
      site: new URL(config.publicUrl).host,
      log: app.log,
      onCrediting: receipts.queue,
      onCredited: observeCredited('interac', metrics, receipts.onCredited),
    });
    await app.register(interacRoutes, { service: interac, requireCustomer });
  }
  await app.register(horoscopeRoutes, {});
  await app.register(promotionRoutes, { db: database.db, linkHosts });
  await app.register(announcementRoutes, { db: database.db });
  await app.register(tarotRoutes, {
    service: createTarotService({
      repository: createTarotRepository(database.db),
      // Reproducible deals for demos and end-to-end tests; production always deals from crypto.
      ...(config.tarotSeed !== undefined
        ? { randomFor: (customerId: string) => seededRandom(customerSeed(config.tarotSeed ?? 0, customerId)) }
        : {}),
    }),
    requireCustomer,
  });
  // The outbox is a demo and test tool; a public deployment never exposes what was "sent".
  if (config.devTools) await app.register(devOutboxRoutes, { repository: outbox, messages });
  const drain = createDrain();
  registerDrain(app, drain);
  await app.register(healthRoutes, {
    service: createHealthService(createHealthRepository(database), undefined, drain),
  });
  // A production server publishes its numbers only to whoever holds METRICS_TOKEN.
  if (config.metricsToken !== undefined || config.nodeEnv !== 'production') {
    await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  } else {
    app.log.warn('METRICS_TOKEN is not set: GET /metrics is off (404)');
  }
  await app.register(advisorsRoutes, { service: advisorsService });
  await app.register(advisorConsoleRoutes, {
    guards: roleGuards,
    repository: consoleRepository,
    service: advisorsService,
  });
  const uploadGate = createUploadGate(attempts, config.uploadLimits);
  await app.register(advisorProfileRoutes, {
    guards: roleGuards,
    uploadGate,
    service: createAdvisorProfileService({
      repository: createAdvisorProfileRepository(database.db),
      advisors: advisorsService,
      phones,
    }),
  });
  await app.register(staffRoutes, {
    guards: roleGuards,
    service: createStaffService({
      repository: createStaffRepository(database.db),
      audit: createStaffAuditRepository(database.db),
      // better-auth's own e-mail (its signed link), queued like a customer's own request (limited per address).
      async sendVerificationEmail(email) {
        await auth.api.sendVerificationEmail({ body: { email, callbackURL: VERIFIED_CALLBACK_PATH } });
      },
    }),
  });
  await app.register(auditRoutes, {
    guards: roleGuards,
    service: createAuditService(createStaffAuditRepository(database.db)),
  });
  await app.register(staffOverviewRoutes, {
    guards: roleGuards,
    service: createOverviewService({ db: database.db, repository: createOverviewRepository(database.db) }),
  });
  await app.register(staffTarotRoutes, {
    guards: roleGuards,
    service: createStaffTarotService({ repository: createStaffTarotRepository(database.db) }),
  });
  await app.register(staffThemeRoutes, {
    guards: roleGuards,
    service: createThemeService({ repository: themeRepository, live: liveTheme }),
  });
  await app.register(staffAdvisorRoutes, {
    guards: roleGuards,
    uploadGate,
    service: createStaffAdvisorsService({
      repository: createStaffAdvisorsRepository(database.db),
      advisors: advisorsService,
      defaultPayoutCentsPerMinute: config.advisorPayoutCentsPerMinute,
      provisionAdvisorLogin: (agentId, email, password) =>
        provisionLogin(auth, database.db, { kind: 'advisor', agentId, email, password }),
      isProvisionRefusal: (error) => error instanceof ProvisionError,
      // better-auth's own reset e-mail (its signed link), queued and limited per address.
      async sendPasswordReset(email) {
        await auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } });
      },
    }),
  });
  const refundService = createRefundService({
    repository: createRefundRepository(database.db),
    paypal: paypalClient,
    gigadat: gigadatClient,
    log: app.log,
    messages,
  });
  await app.register(staffRefundRoutes, { guards: roleGuards, service: refundService });
  await app.register(staffCatalogueRoutes, {
    guards: roleGuards,
    service: createCatalogueService({
      repository: createCatalogueRepository(database.db),
      shown: {
        promotion: (at) => findActivePromotion(database.db, at),
        announcement: (at) => findActiveAnnouncement(database.db, at),
      },
      linkHosts,
      onSiteContentChange: siteContent.bump,
    }),
  });
  await app.register(staffBundlesRoutes, {
    guards: roleGuards,
    service: createBundlesService({
      repository: createBundlesRepository(database.db),
      onSiteContentChange: siteContent.bump,
    }),
  });
  // Issue 23: reviews from paid calls, favourites, "notify me", satisfaction credits.
  const reviews = createReviewsService({
    db: database.db,
    repository: createReviewsRepository(database.db),
    onRatingsChanged: () => advisorsService.handleStatusNotification('reviews'),
  });
  const lists = createListsService({
    db: database.db,
    repository: createListsRepository(database.db),
    publicUrl: config.publicUrl,
    onQueued: messages.kick,
  });
  const satisfaction = createSatisfactionService({
    db: database.db,
    repository: createSatisfactionRepository(database.db),
    onQueued: messages.kick,
  });
  app.decorate('trust', { reviews, lists, messages });
  await app.register(publicReviewRoutes, { reviews });
  await app.register(customerTrustRoutes, { requireCustomer, reviews, lists, satisfaction });
  await app.register(consoleReviewRoutes, { guards: roleGuards, reviews });
  await app.register(staffTrustRoutes, { guards: roleGuards, reviews, satisfaction });
  registerAlertSync(app, { database, lists, messages, schedule: config.nodeEnv !== 'test' });
  await app.register(siteRoutes, { publicUrl: config.publicUrl, advisors: advisorsService });
  await app.register(telephonyRoutes, { service: advisorsService, secret: config.telephonyWebhookSecret });
  const callsRepository = observeCalls(
    createCallsRepository(database.db, {
      defaultPayoutCentsPerMinute: config.advisorPayoutCentsPerMinute,
      publicUrl: config.publicUrl,
    }),
    metrics,
  );
  // Our own instance hears its NOTIFY too, but the caller's next feed read must not wait for it.
  const onAdvisorChanged = () => advisorsService.handleStatusNotification('calls');
  /** The caller and advisor of a completed call, for its keypad rating. */
  const ratedCall = async (callSid: string) => {
    const session = await callsRepository.findSession(callSid);
    return session?.status === 'completed' && session.advisorAgentId !== null
      ? { customerId: session.customerId, agentId: session.advisorAgentId }
      : undefined;
  };
  const twilioCallsConfig = config.twilioCalls;
  const twilioCalls = twilioCallsConfig
    ? createTwilioCallsClient(
        twilioCallsConfig,
        twilioCallsConfig.mode === 'emulator' ? injectFetch(app, config.publicUrl) : fetch,
      )
    : undefined;
  // Issue 24: a call bridged in a conference hears a warning a minute before its cap and a goodbye at it.
  const callTimers =
    config.callBridge === 'conference' && twilioCalls
      ? createCallTimers({
          repository: callsRepository,
          twilio: twilioCalls,
          log: app.log,
          onReleased: onAdvisorChanged,
          paths: {
            warning: (language) => `${config.publicUrl}${announcePath('warning', language)}`,
            tone: () => `${config.publicUrl}${announcePath('tone', 'en')}`,
            goodbye: (language) => `${config.publicUrl}${callEndPath('cap', language)}`,
          },
        })
      : undefined;
  if (config.callBridge === 'conference' && !twilioCalls) {
    app.log.warn('CALL_BRIDGE=conference needs the Calls API (TWILIO_ACCOUNT_SID): calls use a plain dial');
  }
  const pins = createPhonePins(database.db, passwordHashing(config));
  await app.register(phonePinRoutes, { requireCustomer, pins });
  const callService = createCallService(callsRepository, {
    siteName: new URL(config.publicUrl).host,
    onAdvisorChanged,
    onSettled: messages.kick,
    pins,
    bridge:
      callTimers && twilioCalls
        ? {
            twilio: twilioCalls,
            publicUrl: config.publicUrl,
            onAnswered: (times) => callTimers.arm(times),
            redirect: (callSid, url) => twilioCalls.redirect(callSid, url),
          }
        : undefined,
    onBridgeError: (error, callSid) =>
      app.log.error({ err: error, callSid }, 'Calls API refused a bridge step'),
    ratings: {
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
    },
    advisorLine: {
      findByPhone: (from) => consoleRepository.findByPhone(from),
      async todayTotals(agentId, at) {
        const day = torontoDayBounds(at);
        return totalsOf(await consoleRepository.calls(agentId, day.start, day.end));
      },
      async setTakingCalls(agentId, takingCalls, at) {
        await advisorsService.updateAgentStatus(agentId, { signedIn: takingCalls }, { by: 'advisor', at });
      },
    },
  });
  await app.register(callsRoutes, {
    service: callService,
    receipts: createWebhookReceipts(database.db),
    authToken: config.voiceAuthToken,
    publicUrl: config.publicUrl,
  });
  if (twilioCallsConfig?.mode === 'emulator') {
    const emulator = createTwilioCallsEmulator({
      authToken: twilioCallsConfig.authToken,
      // The emulator's callbacks reach this app as Twilio's would reach PUBLIC_URL.
      deliver: (url, init) => injectFetch(app, config.publicUrl)(url, init),
    });
    await app.register(emulator.plugin, { prefix: TWILIO_EMULATOR_PREFIX });
  }
  if (callTimers) {
    app.decorate('callTimers', callTimers);
    if (config.devTools) await app.register(devCallTimerRoutes, { db: database.db, timers: callTimers });
    app.addHook('onClose', () => callTimers.stop());
    if (config.nodeEnv !== 'test') {
      const sweep = setInterval(() => {
        callTimers.run(new Date()).catch((error) => app.log.error({ err: error }, 'call timers failed'));
      }, TIMER_SWEEP_MS);
      sweep.unref();
      app.addHook('onClose', () => clearInterval(sweep));
    }
  }
  const reconciliation = createReconciliation({
    db: database.db,
    payments: createPaymentReconciler({ orders: paymentOrders, paypal, interac, log: app.log }),
    refunds: refundService,
    calls: createCallReconciler({
      repository: callsRepository,
      twilio: twilioCalls,
      log: app.log,
      onAdvisorChanged,
    }),
    observer: metrics.reconciliation,
  });
  app.decorate('reconciliation', reconciliation);
  // Tests drive the jobs directly; every running instance schedules them (unique keys make each run once).
  if (config.nodeEnv !== 'test') {
    scheduleMonthlyCashback(app, database.db);
    scheduleReconciliation(app, reconciliation);
  }
  registerLiveThemeSync(app, liveTheme, database);
  registerSiteContentSync(app, siteContent, database);
  registerAdvisorStatusSync(app, { service: advisorsService, database, simulator: config.statusSimulator });

  await registerStaticSpa(app, config.webDistDir, spaIndex);
  await spaIndex.preload();
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 23's services, for the jobs and for tests that drive them. */
    trust: { reviews: ReviewsService; lists: ListsService; messages: MessageSender };
    /** Issue 24: a bridged call's warning and cap (only with CALL_BRIDGE=conference), for tests. */
    callTimers?: CallTimers;
  }
}
