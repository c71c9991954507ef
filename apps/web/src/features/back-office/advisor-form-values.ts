import type { ErrorCode } from '@app/shared/schemas/error-codes';
/** What the advisor form's number fields hold: nothing (the default), a whole number, or a typo. */
export function numberOrNull(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : 'invalid';
}

export type AdvisorFormField =
  | 'name'
  | 'agentId'
  | 'description'
  | 'descriptionFr'
  | 'grammaticalGender'
  | 'phoneNumber'
  | 'payoutCentsPerMinute'
  | 'position';

const FIELD_OF_CODE: Readonly<Partial<Record<ErrorCode, AdvisorFormField>>> = {
  NAME_TAKEN: 'name',
  AGENT_ID_TAKEN: 'agentId',
  PHONE_TAKEN: 'phoneNumber',
  PHONE_IS_CUSTOMERS: 'phoneNumber',
  INVALID_PHONE: 'phoneNumber',
};

/** The field a server refusal is about, so that its message shows under that field. */
export function fieldOfErrorCode(code: string): AdvisorFormField | undefined {
  return Object.hasOwn(FIELD_OF_CODE, code) ? FIELD_OF_CODE[code as ErrorCode] : undefined;
}
