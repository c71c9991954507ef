/** Wrong PINs before an account's PIN is locked… */
export const PIN_MAX_FAILURES = 5;
/** …for this long. */
export const PIN_LOCK_MS = 15 * 60_000;

/** A PIN anyone would try first: one digit repeated, or a run up or down (1234, 98765). */
export function isTooSimplePin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((digit, i) => digit - (digits[i] ?? 0)));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 2);
}
