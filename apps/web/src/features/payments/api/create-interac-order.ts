import { interacOrderAnswerSchema } from '@app/shared/schemas/payments';
import { sendJson } from '../../../lib/api-send.ts';

export const createInteracOrder = (bundle: string, couponId?: string) =>
  sendJson(
    'POST',
    '/.netlify/functions/create-interac-order',
    { bundle, ...(couponId ? { couponId } : {}) },
    interacOrderAnswerSchema,
  );
