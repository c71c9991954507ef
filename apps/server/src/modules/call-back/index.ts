import type { AppDb } from '@app/db/client';
import type { TwilioCallsClient } from '../../adapters/twilio-calls.ts';
import type { Accounts } from '../accounts/index.ts';
import type { ModuleContext } from '../context.ts';
import type { MessageSender } from '../messages/message-jobs.ts';
import { type CallBackPaths, createCallBackDispatch } from './dispatch.ts';
import { createLineService } from './line-service.ts';
import { callBackConsoleRoutes, callBackCustomerRoutes, callBackLeaveRoutes } from './routes.ts';

/** The line's passes run on every instance this often. */
const CALL_BACK_PASS_MS = 5_000;

export interface CallBackPasses {
  placeDue(now: Date): Promise<number>;
  sweep(now: Date): Promise<{ expired: number; cleared: number }>;
}

/**
 * The call-back line of busy advisors (issue 41): customers join it on the web or on the phone, and are
 * called back, first joined first, when the advisor's call ends. Returns what the phone line uses (the
 * claim in a settlement, placing the calls, ending a place) and the housekeeping pass.
 */
export async function registerCallBack(
  ctx: ModuleContext,
  deps: Pick<Accounts, 'requireCustomer' | 'guards'> & {
    messages: MessageSender;
    /** The Calls API (or its emulator); without it nobody is called back and joining is refused. */
    twilio: Pick<TwilioCallsClient, 'createCall' | 'callsTo'> | undefined;
    paths: CallBackPaths;
    pauseOf?: ((customerId: string, executor?: AppDb) => Promise<unknown | null>) | undefined;
  },
) {
  const { app, config, db } = ctx;
  const line = createLineService({
    db,
    publicUrl: config.publicUrl,
    lineMax: config.callBackLineMax,
    pauseOf: deps.pauseOf,
    onQueued: deps.messages.kick,
  });
  const dispatch = createCallBackDispatch({
    db,
    twilio: deps.twilio,
    publicUrl: config.publicUrl,
    callerId: undefined,
    paths: deps.paths,
    pauseOf: deps.pauseOf,
    log: app.log,
    onQueued: deps.messages.kick,
  });
  const passes: CallBackPasses = {
    placeDue: (now) => dispatch.placeDue(now),
    sweep: (now) => dispatch.sweep(now),
  };
  app.decorate('callBackLine', passes);
  // Every instance: call backs to place (retries, or left by a dead instance), places expired or cleared.
  if (config.nodeEnv !== 'test' && deps.twilio) {
    const timer = setInterval(() => {
      const now = new Date();
      Promise.all([dispatch.placeDue(now), dispatch.sweep(now)]).catch((error) =>
        app.log.error({ err: error }, 'call-back line pass failed'),
      );
    }, CALL_BACK_PASS_MS);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));
  }
  await app.register(callBackCustomerRoutes, { line, requireCustomer: deps.requireCustomer });
  await app.register(callBackLeaveRoutes, { line });
  await app.register(callBackConsoleRoutes, { line, guards: deps.guards });
  return {
    line,
    dispatch,
    /** The phone line's view of it (calls/call-back-calls.ts). */
    phone: {
      claimNext: dispatch.claimNext,
      find: dispatch.find,
      skip: dispatch.skip,
      connected: dispatch.connected,
      requeue: dispatch.requeue,
      placeDue: dispatch.placeDue,
      afterSkip: dispatch.afterSkip,
      join: line.join,
    },
  };
}

export type CallBackModule = Awaited<ReturnType<typeof registerCallBack>>;
