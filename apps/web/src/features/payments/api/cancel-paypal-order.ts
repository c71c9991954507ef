import { cancelAnswerSchema } from '@app/shared/schemas/payments';
import { sendJson } from '../../../lib/api-send.ts';

/** Gives the order's coupon back at once when the customer cancels on PayPal (it would otherwise wait for expiry). */
export const cancelPayPalOrder = (orderId: string) =>
  sendJson('POST', '/api/payments/paypal/cancel', { orderId }, cancelAnswerSchema);
