/** How the receipt after each call reaches the customer: their choice on /profile. */
export const CALL_RECEIPT_CHANNELS = ['email', 'sms', 'none'] as const;
export type CallReceiptChannel = (typeof CALL_RECEIPT_CHANNELS)[number];

export function isCallReceiptChannel(value: unknown): value is CallReceiptChannel {
  return typeof value === 'string' && (CALL_RECEIPT_CHANNELS as readonly string[]).includes(value);
}
