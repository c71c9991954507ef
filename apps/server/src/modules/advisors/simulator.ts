import { derivePsychicStatus } from '@app/shared/rules/psychic-status';
import type { FastifyBaseLogger } from 'fastify';
import type { AdvisorStatusUpdate } from './repository.ts';
import type { AdvisorsService } from './service.ts';

/**
 * Demo life for the advisor directory when no telephony platform pushes status: every few seconds one
 * or two advisors sign in, take a call, hang up or leave, and busy advisors' remaining time counts down.
 * It writes through the same service path as the telephony webhook, so it exercises the real thing, but
 * never touches an advisor on a call of ours, held for a customer, or signed in to the console: their
 * status is real.
 */

export type SimulatedState = 'offline' | 'available' | 'busy';

export interface SimulatedAdvisor {
  agentId: number;
  state: SimulatedState;
  /** Seconds left of the current call (busy only). */
  availTime: number;
}

export interface PlannedUpdate {
  agentId: number;
  update: AdvisorStatusUpdate;
}

/** Returns a number in [0, 1), like Math.random; injected so that tests choose the dice. */
export type RandomSource = () => number;

export const SIMULATOR_INTERVAL_MS = 5_000;
const CALL_MIN_SECONDS = 3 * 60;
const CALL_MAX_SECONDS = 25 * 60;

/** '14:05' for 845 s: minutes, then two-digit seconds. */
export function formatRemaining(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function statusUpdateFor(state: SimulatedState, availTime = 0): AdvisorStatusUpdate {
  switch (state) {
    case 'offline':
      return {
        signedIn: false,
        onACall: false,
        bridged: false,
        isIcCall: false,
        availTime: 0,
        availTimeStr: '',
      };
    case 'available':
      return {
        signedIn: true,
        onACall: false,
        bridged: false,
        isIcCall: false,
        availTime: 0,
        availTimeStr: '',
      };
    case 'busy':
      return {
        signedIn: true,
        onACall: true,
        bridged: true,
        isIcCall: false,
        availTime,
        availTimeStr: formatRemaining(availTime),
      };
  }
}

/** Where a picked advisor goes next: offline advisors sign in; the others mostly take or end a call. */
export function nextState(state: SimulatedState, roll: number): SimulatedState {
  switch (state) {
    case 'offline':
      return 'available';
    case 'available':
      return roll < 0.6 ? 'busy' : 'offline';
    case 'busy':
      return roll < 0.7 ? 'available' : 'offline';
  }
}

/**
 * One tick: one or two distinct advisors change state, and every other busy advisor's remaining time
 * drops by the seconds elapsed (reaching zero ends the call). Pure: same dice, same plan.
 */
export function planSimulatorTick(
  advisors: readonly SimulatedAdvisor[],
  random: RandomSource,
  elapsedSeconds: number,
): PlannedUpdate[] {
  const pool = [...advisors];
  const picks = Math.min(pool.length, random() < 0.5 ? 1 : 2);
  const plan: PlannedUpdate[] = [];
  const picked = new Set<number>();

  for (let i = 0; i < picks; i += 1) {
    const [advisor] = pool.splice(Math.floor(random() * pool.length), 1);
    if (!advisor) break;
    picked.add(advisor.agentId);
    const state = nextState(advisor.state, random());
    const callSeconds =
      state === 'busy' ? CALL_MIN_SECONDS + Math.floor(random() * (CALL_MAX_SECONDS - CALL_MIN_SECONDS)) : 0;
    plan.push({ agentId: advisor.agentId, update: statusUpdateFor(state, callSeconds) });
  }

  if (elapsedSeconds > 0) {
    for (const advisor of advisors) {
      if (advisor.state !== 'busy' || picked.has(advisor.agentId)) continue;
      const left = advisor.availTime - elapsedSeconds;
      plan.push({
        agentId: advisor.agentId,
        update: left > 0 ? statusUpdateFor('busy', left) : statusUpdateFor('available'),
      });
    }
  }
  return plan;
}

export interface StatusSimulator {
  /** Stops ticking and waits for a tick in progress. */
  stop(): Promise<void>;
}

export interface StatusSimulatorOptions {
  service: AdvisorsService;
  log: FastifyBaseLogger;
  intervalMs?: number;
  random?: RandomSource;
  now?: () => number;
}

export function startStatusSimulator(options: StatusSimulatorOptions): StatusSimulator {
  const { service, log } = options;
  const intervalMs = options.intervalMs ?? SIMULATOR_INTERVAL_MS;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let last = now();

  async function tick(): Promise<void> {
    const [snapshot, steered] = await Promise.all([service.getStatusFeed(), service.listSteeredAgentIds()]);
    const current = now();
    const elapsed = Math.round((current - last) / 1000);
    last = current;
    const leftAlone = new Set(steered);
    const records = snapshot.records.filter((record) => !leftAlone.has(record.agentId));
    const advisors = records.map((record) => {
      const status = derivePsychicStatus(record);
      return {
        agentId: record.agentId,
        state: status === 'waiting' ? 'available' : status,
        availTime: record.availTime,
      } satisfies SimulatedAdvisor;
    });
    for (const { agentId, update } of planSimulatorTick(advisors, random, elapsed)) {
      if (stopped) return;
      // Checked again under the advisor's lock: a call may have connected since the list was read.
      await service.updateAgentStatus(agentId, update, undefined, 'simulator');
    }
  }

  const schedule = () => {
    if (stopped) return;
    // A timeout per tick, not an interval: a slow tick delays the next one instead of overlapping it.
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => log.warn({ err: error }, 'status simulator tick failed'))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, intervalMs);
    timer.unref();
  };

  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
