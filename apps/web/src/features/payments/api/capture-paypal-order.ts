import { captureAnswerSchema } from '@app/shared/schemas/payments';
import { sendJson } from '../../../lib/api-send.ts';

export const capturePayPalOrder = (orderId: string) =>
  sendJson('POST', '/.netlify/functions/capture-paypal-order', { orderId }, captureAnswerSchema);
