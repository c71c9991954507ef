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

/** The path of an announcement into a bridged call. */
export function announcePath(kind: 'warning' | 'tone', language: Language): string {
  const query = new URLSearchParams({ kind, ...(language === 'fr' ? { lang: 'fr' } : {}) });
  return `${CALL_PATHS.announce}?${query}`;
}
