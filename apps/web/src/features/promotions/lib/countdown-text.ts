import { formatCountdown } from '@app/shared/rules/countdown';
import type { TFunction } from 'i18next';

/**
 * The countdown in the page's language: formatCountdown's 'Xd Xh Xm Xs' in English (the same text),
 * « X j X h X min X s » in French. The parts are formatCountdown's own, so both count alike.
 */
export function countdownText(msRemaining: number, t: TFunction): string {
  const text = formatCountdown(msRemaining);
  const parts = /^(\d+)d (\d+)h (\d+)m (\d+)s$/.exec(text);
  if (!parts) return text;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = parts;
  return t('promotion.countdown', { days, hours, minutes, seconds });
}
