const SECOND = 1000;
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Xd Xh Xm Xs'; a countdown never shows negative or broken values once its end has passed. */
export function formatCountdown(msRemaining: number): string {
  const ms = Number.isFinite(msRemaining) && msRemaining > 0 ? msRemaining : 0;
  const total = Math.floor(ms / SECOND);
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const seconds = total % MINUTE;
  return `${days}d ${hours}h ${minutes}m ${seconds}s`;
}
