import type { Mailer } from '../../adapters/email.ts';
import { createQueuedPhoneVerifier, createTwilioPhoneVerifier } from '../../adapters/sms.ts';
import { createAuth, registerAuth } from '../../plugins/auth.ts';
import type { ModuleContext } from '../context.ts';
import type { MessageSender } from '../messages/message-jobs.ts';
import { createAccountMail } from './account-mail.ts';
import { createAuthGate } from './auth-gate.ts';
import { type AccountClosing, accountClosureRoutes } from './closure-routes.ts';
import { createCustomerService } from './customer-service.ts';
import { accountFunctionRoutes } from './function-routes.ts';
import { languageRoutes } from './language-routes.ts';
import { limitMailer } from './mail-limit.ts';
import { phoneSignInPlugin } from './phone-sign-in-plugin.ts';
import { createPhoneVerificationService } from './phone-verification.ts';
import type { OffersExcludedUntil } from './routes.ts';
import { customerRoutes } from './routes.ts';
import { createRoleGuards, createSessionGuard } from './session-guard.ts';
import { createWelcomeService } from './welcome.ts';

/**
 * Sign-up, sign-in (better-auth, e-mail or phone), the customer's own account, and the guards every
 * other module puts its routes behind.
 */
export async function registerAccounts(
  ctx: ModuleContext,
  deps: {
    messages: MessageSender;
    mailer: Mailer;
    /** The end of a self-exclusion under way (the spending module): no e-mail offers may be turned on. */
    offersExcludedUntil?: OffersExcludedUntil;
  },
) {
  const { app, config, db, attempts } = ctx;
  // Mails anyone can trigger for an address (verification, reset, welcome) are limited per address;
  // receipts are not: only a payment sends one, and a customer who buys twice in an hour needs both.
  const mailer = limitMailer(deps.mailer, attempts, app.log);
  const accountMail = createAccountMail({ attempts, log: app.log, messages: deps.messages });
  const phones = createPhoneVerificationService({
    db,
    verifier: config.twilioVerify
      ? createTwilioPhoneVerifier(config.twilioVerify)
      : createQueuedPhoneVerifier(config.authSecret),
    attempts,
    log: app.log,
    onQueued: deps.messages.kick,
  });
  const auth = createAuth(config, db, {
    accountMail,
    attempts,
    log: app.log,
    plugins: [phoneSignInPlugin(phones)],
  });
  await registerAuth(app, auth, {
    publicUrl: config.publicUrl,
    gate: createAuthGate({ db, attempts }),
    onSignedUp: deps.messages.kick,
  });
  const requireCustomer = createSessionGuard(app, db);
  const guards = createRoleGuards(app, db);
  const customerService = createCustomerService(db);
  await app.register(customerRoutes, {
    service: customerService,
    requireCustomer,
    offersExcludedUntil: deps.offersExcludedUntil,
  });
  await app.register(languageRoutes, {
    customers: customerService,
    secureCookies: config.publicUrl.startsWith('https://'),
  });
  await app.register(accountFunctionRoutes, {
    phones,
    requireCustomer,
    welcome: createWelcomeService({ db, accountMail, publicUrl: config.publicUrl }),
  });
  /**
   * Closing the account, registered once the payments exist (they refund the paid minutes left, and
   * need the guards made above): `registerAccountClosure`.
   */
  const closure = async (closing: AccountClosing) =>
    app.register(accountClosureRoutes, { service: customerService, closing, requireCustomer, mailer });
  return { auth, phones, requireCustomer, guards, registerAccountClosure: closure };
}

export type Accounts = Awaited<ReturnType<typeof registerAccounts>>;
