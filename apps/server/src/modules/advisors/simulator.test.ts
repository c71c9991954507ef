import { describe, expect, it } from 'vitest';
import {
  formatRemaining,
  nextState,
  planSimulatorTick,
  type SimulatedAdvisor,
  startStatusSimulator,
  statusUpdateFor,
} from './simulator.ts';

/** Dice that come up with these numbers, in order, then fail loudly if asked for more. */
function dice(...rolls: number[]) {
  return () => {
    const roll = rolls.shift();
    if (roll === undefined) throw new Error('the plan rolled more dice than expected');
    return roll;
  };
}

const advisors: SimulatedAdvisor[] = [
  { agentId: 1, state: 'offline', availTime: 0 },
  { agentId: 2, state: 'available', availTime: 0 },
  { agentId: 3, state: 'busy', availTime: 600 },
  { agentId: 4, state: 'busy', availTime: 3 },
];

describe('formatRemaining', () => {
  it.each([
    [845, '14:05'],
    [599, '9:59'],
    [60, '1:00'],
    [0, '0:00'],
    [-5, '0:00'],
    [3725, '62:05'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatRemaining(seconds)).toBe(text);
  });
});

describe('nextState', () => {
  it('signs offline advisors in', () => {
    expect(nextState('offline', 0)).toBe('available');
    expect(nextState('offline', 0.99)).toBe('available');
  });
  it('puts an available advisor on a call or offline', () => {
    expect(nextState('available', 0.1)).toBe('busy');
    expect(nextState('available', 0.9)).toBe('offline');
  });
  it('ends a call, usually back to available', () => {
    expect(nextState('busy', 0.1)).toBe('available');
    expect(nextState('busy', 0.9)).toBe('offline');
  });
});

describe('statusUpdateFor', () => {
  it('maps each state to the telephony flags', () => {
    expect(statusUpdateFor('offline')).toMatchObject({ signedIn: false, onACall: false, availTimeStr: '' });
    expect(statusUpdateFor('available')).toMatchObject({ signedIn: true, onACall: false, bridged: false });
    expect(statusUpdateFor('busy', 845)).toEqual({
      signedIn: true,
      onACall: true,
      bridged: true,
      isIcCall: false,
      availTime: 845,
      availTimeStr: '14:05',
    });
  });
});

describe('planSimulatorTick', () => {
  it('moves one advisor when the first roll is low, and counts down the other busy ones', () => {
    // one pick; index 0.3 * 4 → advisor 2 (available); roll 0.1 → busy; call length roll 0.5
    const plan = planSimulatorTick(advisors, dice(0.1, 0.3, 0.1, 0.5), 5);
    expect(plan).toEqual([
      { agentId: 2, update: statusUpdateFor('busy', 180 + 660) },
      { agentId: 3, update: statusUpdateFor('busy', 595) },
      // 3 s left and 5 s elapsed: the call is over.
      { agentId: 4, update: statusUpdateFor('available') },
    ]);
    expect(plan[0]?.update.availTimeStr).toBe('14:00');
  });

  it('moves two distinct advisors when the first roll is high', () => {
    // two picks: index 0 → advisor 1 (offline → available); then from [2,3,4] index 0.5*3 → advisor 3
    const plan = planSimulatorTick(advisors, dice(0.9, 0, 0.5, 0.5, 0.9), 0);
    expect(plan).toEqual([
      { agentId: 1, update: statusUpdateFor('available') },
      { agentId: 3, update: statusUpdateFor('offline') },
    ]);
  });

  it('never picks more advisors than there are, nor any from an empty list', () => {
    expect(planSimulatorTick([], dice(0.9), 5)).toEqual([]);
    const single = planSimulatorTick([{ agentId: 9, state: 'offline', availTime: 0 }], dice(0.9, 0.99, 0), 5);
    expect(single).toEqual([{ agentId: 9, update: statusUpdateFor('available') }]);
  });

  it('keeps every busy time within a call length and in m:ss', () => {
    for (const roll of [0, 0.25, 0.5, 0.999]) {
      const [first] = planSimulatorTick(
        [{ agentId: 1, state: 'available', availTime: 0 }],
        dice(0, 0, 0, roll),
        0,
      );
      expect(first?.update.availTime).toBeGreaterThanOrEqual(180);
      expect(first?.update.availTime).toBeLessThan(25 * 60);
      expect(first?.update.availTimeStr).toMatch(/^\d{1,2}:\d{2}$/);
    }
  });
});

describe('startStatusSimulator', () => {
  const log = { warn: () => undefined } as unknown as Parameters<typeof startStatusSimulator>[0]['log'];
  const records = [
    { agentId: 7, signedIn: 'N', onACall: 'N', availTime: 0 },
    { agentId: 8, signedIn: 'Y', onACall: 'N', availTime: 0 },
  ];
  function fakeService(steered: number[], writes: Array<{ agentId: number; source: unknown }>) {
    return {
      getStatusFeed: async () => ({ records }),
      listSteeredAgentIds: async () => steered,
      updateAgentStatus: async (agentId: number, _update: unknown, _at: unknown, source: unknown) => {
        writes.push({ agentId, source });
        return undefined;
      },
    } as unknown as Parameters<typeof startStatusSimulator>[0]['service'];
  }

  it('writes through the service each tick, as the simulator, and stops cleanly', async () => {
    const writes: Array<{ agentId: number; source: unknown }> = [];
    const simulator = startStatusSimulator({
      service: fakeService([], writes),
      log,
      intervalMs: 5,
      random: () => 0,
    });
    await expect.poll(() => writes.length).toBeGreaterThanOrEqual(2);
    await simulator.stop();
    const after = writes.length;
    await new Promise((r) => setTimeout(r, 30));
    expect(writes.length).toBe(after);
    expect(writes.every((write) => write.agentId === 7 && write.source === 'simulator')).toBe(true);
  });

  it('never picks an advisor on our line or in the console', async () => {
    const writes: Array<{ agentId: number; source: unknown }> = [];
    // random() = 0 picks the first advisor of the list: 7, were it not steered.
    const simulator = startStatusSimulator({
      service: fakeService([7], writes),
      log,
      intervalMs: 5,
      random: () => 0,
    });
    await expect.poll(() => writes.length).toBeGreaterThanOrEqual(2);
    await simulator.stop();
    expect(writes.every((write) => write.agentId === 8)).toBe(true);
  });
});
