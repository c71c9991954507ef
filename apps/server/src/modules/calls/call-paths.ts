import type { Language } from '@app/shared/rules/language';

/** The voice line's webhooks, as Twilio is told to call them. */
export const CALL_PATHS = {
  voice: '/api/telephony/voice',
  extension: '/api/telephony/extension',
  dialComplete: '/api/telephony/dial-complete',
  advisorMenu: '/api/telephony/advisor-menu',
  language: '/api/telephony/language',
  rating: '/api/telephony/rating',
  pinPhone: '/api/telephony/pin-phone',
  pin: '/api/telephony/pin',
  advisorLeg: '/api/telephony/advisor-leg',
  announce: '/api/telephony/announce',
  callEnd: '/api/telephony/call-end',
  topUp: '/api/telephony/top-up',
  rejoin: '/api/telephony/rejoin',
  lineJoin: '/api/telephony/line-join',
  callBackAnswer: '/api/telephony/call-back/answer',
  callBackStatus: '/api/telephony/call-back/status',
} as const;

/**
 * A webhook path for a call in `language`: Twilio calls the action back with the query (and signs it),
 * so every step of a French call stays French without storing anything.
 */
export function inLanguage(path: string, language: Language): string {
  return language === 'fr' ? `${path}?lang=fr` : path;
}

/** The conference a bridged call meets in: named after the caller's call, no personal data in it. */
export const conferenceName = (callSid: string) => `call-${callSid}`;

/** The advisor leg's status callback URL: the caller's call and the language travel in it. */
export function legPath(callSid: string, language: Language): string {
  const query = new URLSearchParams({ call: callSid, ...(language === 'fr' ? { lang: 'fr' } : {}) });
  return `${CALL_PATHS.advisorLeg}?${query}`;
}

/** The path (and query) of a bridged call's ending, in its language. */
export function callEndPath(kind: 'cap' | 'not-connected', language: Language): string {
  const query = new URLSearchParams({ kind, ...(language === 'fr' ? { lang: 'fr' } : {}) });
  return `${CALL_PATHS.callEnd}?${query}`;
}

/** A path with its query: the call's language and the step's own parameters (Twilio signs them all). */
function withQuery(path: string, language: Language, params: Record<string, string | number>): string {
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
    ...(language === 'fr' ? { lang: 'fr' } : {}),
  });
  return `${path}?${query}`;
}

/**
 * The path of an announcement into a bridged call: the warning (with the offer to top up by `minutes`
 * for `cents`, when the caller may), the advisor's tone, or "you have N more minutes" after a top-up.
 */
export function announcePath(
  kind: 'warning' | 'tone' | 'topped-up',
  language: Language,
  offer: { minutes: number; cents?: number } | undefined = undefined,
): string {
  return withQuery(CALL_PATHS.announce, language, {
    kind,
    ...(offer ? { minutes: offer.minutes } : {}),
    ...(offer?.cents !== undefined ? { cents: offer.cents } : {}),
  });
}

/** The key-press of a top-up's menu: its round travels in the URL, so a replayed press is the same top-up. */
export function topUpPath(round: number, language: Language): string {
  return withQuery(CALL_PATHS.topUp, language, { round });
}

/** Back into the conference after the top-up menu; `added` minutes are announced first. */
export function rejoinPath(language: Language, added = 0): string {
  return withQuery(CALL_PATHS.rejoin, language, added > 0 ? { added } : {});
}

/** The caller's <Dial> action once they may step out: `leg` counts their returns, so each is its own step. */
export function dialCompletePath(language: Language, leg: number): string {
  return leg === 0
    ? inLanguage(CALL_PATHS.dialComplete, language)
    : withQuery(CALL_PATHS.dialComplete, language, { leg });
}

/** The key after the call-back line's offer: the advisor travels in the URL. */
export function lineJoinPath(agentId: number, language: Language): string {
  return withQuery(CALL_PATHS.lineJoin, language, { agent: agentId });
}

/** A call back's webhooks: its place travels in the URL (Twilio signs it). */
export function callBackPath(kind: 'answer' | 'status', placeId: string, language: Language): string {
  return withQuery(kind === 'answer' ? CALL_PATHS.callBackAnswer : CALL_PATHS.callBackStatus, language, {
    place: placeId,
  });
}
