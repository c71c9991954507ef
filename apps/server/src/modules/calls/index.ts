import type { TwilioCallsClient } from '../../adapters/twilio-calls.ts';
import type { Accounts } from '../accounts/index.ts';
import { passwordHashing } from '../accounts/password-hashing.ts';
import type { AdvisorPhoneLine } from '../advisors/advisor-line.ts';
import type { AdvisorsService } from '../advisors/service.ts';
import type { ModuleContext } from '../context.ts';
import type { MessageSender } from '../messages/message-jobs.ts';
import type { TopUps } from '../payments/top-ups.ts';
import type { ReviewsService } from '../trust/reviews-service.ts';
import { type CallBackLine, toNextInLine } from './call-back-calls.ts';
import { announcePath, callEndPath } from './call-paths.ts';
import { createCallService } from './call-service.ts';
import { createCallSessionRepository } from './call-session-repository.ts';
import { createCallTimers, TIMER_SWEEP_MS } from './call-timers.ts';
import type { PauseOf } from './customer-line.ts';
import { devCallTimerRoutes } from './dev-routes.ts';
import { createKeypadRatings } from './keypad-rating.ts';
import { observeCalls } from './observe.ts';
import { phonePinRoutes } from './phone-pin-routes.ts';
import { createPhonePins } from './phone-pins.ts';
import { createCallReconciler } from './reconcile-calls.ts';
import { createReserve } from './reserve.ts';
import { callsRoutes } from './routes.ts';
import { createCallSettlement } from './settlement.ts';
import { createWebhookReplies } from './webhook-replies.ts';

/**
 * The toll-free line: customers' calls (billing, the bridge with its warning and goodbye, the reserve),
 * advisors calling in, phone PINs and the keypad rating. Returns the reconciler that settles a call whose
 * end was never heard.
 */
export async function registerCalls(
  ctx: ModuleContext,
  deps: Pick<Accounts, 'requireCustomer'> & {
    advisors: AdvisorsService;
    advisorLine: AdvisorPhoneLine;
    reviews: ReviewsService;
    messages: MessageSender;
    /** A customer's break or self-exclusion (the spending module): the line does not connect them. */
    pauseOf?: PauseOf;
    /** Top-ups during a bridged call (the payments module). */
    topUps?: Pick<TopUps, 'offer' | 'charge'>;
    /** The Calls API (or its emulator), connected by the app; without it calls use a plain dial. */
    twilio: TwilioCallsClient | undefined;
    /** The call-back line of busy advisors (the call-back module). */
    callBack?: CallBackLine | undefined;
  },
) {
  const { app, config, db, metrics } = ctx;
  const { advisors, reviews } = deps;
  // Every settlement, by a webhook or by reconciliation, goes through this one and is counted once.
  const settlement = observeCalls(
    createCallSettlement(db, {
      defaultPayoutCentsPerMinute: config.advisorPayoutCentsPerMinute,
      publicUrl: config.publicUrl,
      line: deps.callBack,
    }),
    metrics,
  );
  const sessions = createCallSessionRepository(db);
  // Our own instance hears its NOTIFY too, but the caller's next feed read must not wait for it.
  const onAdvisorChanged = () => advisors.handleStatusNotification('calls');
  const { twilio } = deps;
  // A call back the line could not place: the advisor held for it goes to the next in line.
  const line = deps.callBack;
  line?.afterSkip((tx, place, at) => toNextInLine(tx, line, place, at));
  // A call bridged in a conference hears a warning a minute before its cap and a goodbye at it.
  const timers =
    config.callBridge === 'conference' && twilio
      ? createCallTimers({
          sessions,
          reserve: createReserve(db, deps.callBack),
          twilio,
          log: app.log,
          onReleased: async () => {
            await onAdvisorChanged();
            await deps.callBack
              ?.placeDue(new Date())
              .catch((error) => app.log.error({ err: error }, 'call back not placed'));
          },
          atWarning: (call) => service.atWarning?.(call) ?? Promise.resolve({ kind: 'warn' }),
          paths: {
            warning: (language, offer) => `${config.publicUrl}${announcePath('warning', language, offer)}`,
            tone: () => `${config.publicUrl}${announcePath('tone', 'en')}`,
            goodbye: (language) => `${config.publicUrl}${callEndPath('cap', language)}`,
          },
        })
      : undefined;
  if (config.callBridge === 'conference' && !twilio) {
    app.log.warn('CALL_BRIDGE=conference needs the Calls API (TWILIO_ACCOUNT_SID): calls use a plain dial');
  }
  const pins = createPhonePins(db, passwordHashing(config));
  await app.register(phonePinRoutes, { requireCustomer: deps.requireCustomer, pins });
  const service = createCallService({
    db,
    settlement,
    siteName: new URL(config.publicUrl).host,
    onAdvisorChanged,
    onSettled: async () => {
      deps.messages.kick();
      // A call back the settlement claimed is placed now (another instance's pass places it otherwise).
      await deps.callBack
        ?.placeDue(new Date())
        .catch((error) => app.log.error({ err: error }, 'call back not placed'));
    },
    callBack: deps.callBack,
    pins,
    bridge:
      timers && twilio
        ? {
            twilio,
            publicUrl: config.publicUrl,
            onAnswered: (times) => timers.arm(times),
            redirect: (callSid, url) => twilio.redirect(callSid, url),
          }
        : undefined,
    onBridgeError: (error, callSid) =>
      app.log.error({ err: error, callSid }, 'Calls API refused a bridge step'),
    ratings: createKeypadRatings(db, reviews),
    advisorLine: deps.advisorLine,
    pauseOf: deps.pauseOf,
    topUps: deps.topUps,
    onTimersMoved: (times) => timers?.arm(times),
    log: app.log,
  });
  await app.register(callsRoutes, {
    service,
    replies: createWebhookReplies(db),
    authToken: config.voiceAuthToken,
    publicUrl: config.publicUrl,
  });
  if (timers) {
    app.decorate('callTimers', timers);
    if (config.devTools) await app.register(devCallTimerRoutes, { timers });
    app.addHook('onClose', () => timers.stop());
    if (config.nodeEnv !== 'test') {
      const sweep = setInterval(() => {
        timers.run(new Date()).catch((error) => app.log.error({ err: error }, 'call timers failed'));
      }, TIMER_SWEEP_MS);
      sweep.unref();
      app.addHook('onClose', () => clearInterval(sweep));
    }
  }
  return createCallReconciler({ sessions, settlement, twilio, log: app.log, onAdvisorChanged });
}
