/** North American numbers: the last 10 digits identify a line, with or without the leading country code 1. */
const LINE_DIGITS = 10;

export function digitsOnly(s: string): string {
  return s.replace(/\D/g, '');
}

/** '(514) 555-1234' from the last 10 digits; shorter input is shown as typed. */
export function formatPhoneDisplay(phone: string): string {
  const digits = digitsOnly(phone);
  if (digits.length < LINE_DIGITS) return phone;
  const line = digits.slice(-LINE_DIGITS);
  return `(${line.slice(0, 3)}) ${line.slice(3, 6)}-${line.slice(6)}`;
}

/** Digits to dial, with the country code 1 added to a bare 10-digit number. */
export function normalizeDialNumber(phone: string): string {
  const digits = digitsOnly(phone);
  return digits.length === LINE_DIGITS ? `1${digits}` : digits;
}

/** Customers are found by the last 10 digits so that '+1 514…' and '514…' match the same record. */
export function phoneLookupKey(phone: string): string | null {
  const digits = digitsOnly(phone);
  return digits.length >= LINE_DIGITS ? digits.slice(-LINE_DIGITS) : null;
}

/** E.164 form for SMS verification; null is the spec's normalisation failure ('Invalid Phonenumber'). */
export function toE164(phone: string): string | null {
  const digits = digitsOnly(phone);
  if (digits.length === LINE_DIGITS) return `+1${digits}`;
  if (digits.length === LINE_DIGITS + 1 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
