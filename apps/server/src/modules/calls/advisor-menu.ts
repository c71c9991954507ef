import { BRAND } from '@app/shared/brand';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { variantOf } from '@app/shared/messages/variant';
import { gather, hangup, response, say, type TwimlVerb } from '../../twiml.ts';
import type { AdvisorPhoneLine } from '../advisors/advisor-line.ts';
import { CALL_PATHS } from './call-paths.ts';
import { speak, type Values } from './voice-prompts.ts';

const advisorVoice = en.calls.advisorMenu;

/** An advisor-menu prompt (advisors hear the line in English). */
function speakToAdvisor(template: string, values: Values = {}): TwimlVerb {
  return say(formatMessage(template, { product: BRAND.productName, ...values }));
}

/** '3 calls', '1 billed minute': a count of the advisor menu's words, singular or plural. */
function advisorCount(stem: 'calls' | 'billedMinutes', count: number): string {
  return formatMessage(variantOf(advisorVoice, stem, { language: 'en', count }), { count });
}

/**
 * Advisors calling in from their forwarding number: their status and day, then 1 (take calls) or 2 (go
 * offline). Twilio signs From, so it identifies the advisor without a session. Without `advisorLine`
 * the line is customers' only.
 */
export function createAdvisorMenu(deps: { advisorLine?: AdvisorPhoneLine | undefined; now: () => Date }) {
  const { advisorLine, now } = deps;

  /** The advisor's menu: their status and day, then 1 (take calls) or 2 (go offline). */
  async function menu(
    advisor: { agentId: number; name: string; signedIn: boolean; onACall: boolean },
    ...before: TwimlVerb[]
  ) {
    const today = await advisorLine?.todayTotals(advisor.agentId, now());
    const status = advisor.onACall
      ? advisorVoice.onACall
      : advisor.signedIn
        ? advisorVoice.takingCalls
        : advisorVoice.offline;
    return response(
      ...before,
      speakToAdvisor(advisorVoice.status, {
        name: advisor.name,
        status,
        calls: advisorCount('calls', today?.calls ?? 0),
        minutes: advisorCount('billedMinutes', today?.minutes ?? 0),
      }),
      gather({ action: CALL_PATHS.advisorMenu, numDigits: 1 }, speakToAdvisor(advisorVoice.choose)),
      speakToAdvisor(advisorVoice.noChoice),
      hangup(),
    );
  }

  return {
    /** The menu when `from` is an advisor's forwarding number; undefined for anyone else. */
    async menuFor(from: string): Promise<string | undefined> {
      const advisor = await advisorLine?.findByPhone(from);
      return advisor ? menu(advisor) : undefined;
    },

    /** The advisor's choice. Twilio signs From on every callback, so the caller is identified again here. */
    async choice(input: { from: string; digits: string }): Promise<string> {
      const advisor = await advisorLine?.findByPhone(input.from);
      if (!advisorLine || !advisor) return response(speak('en', 'sessionLost'), hangup());
      const digit = input.digits.replace(/#$/, '');
      if (digit !== '1' && digit !== '2') return menu(advisor, speakToAdvisor(advisorVoice.notAnOption));
      const takingCalls = digit === '1';
      await advisorLine.setTakingCalls(advisor.agentId, takingCalls, now());
      return response(
        speakToAdvisor(takingCalls ? advisorVoice.nowTakingCalls : advisorVoice.nowOffline),
        hangup(),
      );
    },
  };
}

export type AdvisorMenu = ReturnType<typeof createAdvisorMenu>;
