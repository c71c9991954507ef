import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { toE164 } from './phone.ts';

/**
 * The spec's digit rules (toE164: 10 digits, or 11 starting with 1), then whether such a number can exist
 * in the North American Numbering Plan (area code and exchange not starting with 0 or 1, an assigned area
 * code…), by libphonenumber's metadata rather than rules of our own. Null: 'Invalid Phonenumber'.
 * Kept apart from rules/phone.ts so that only the server loads the metadata.
 */
export function toDialableE164(phone: string): string | null {
  const e164 = toE164(phone);
  if (!e164) return null;
  const parsed = parsePhoneNumberFromString(e164);
  return parsed?.countryCallingCode === '1' && parsed.isValid() ? e164 : null;
}

/**
 * A dialable number of Canada (by area code). Canada's numbers do not tell a mobile from a landline, so
 * this is as close to "a Canadian mobile" as a number alone can say.
 */
export function isCanadianNumber(e164: string): boolean {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed?.country === 'CA' && parsed.isValid();
}
