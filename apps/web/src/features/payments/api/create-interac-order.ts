import { z } from 'zod';
import { sendJson } from '../../../lib/api-send.ts';

export const createInteracOrder = (bundle: string, couponId?: string) =>
  sendJson(
    'POST',
    '/.netlify/functions/create-interac-order',
    { bundle, ...(couponId ? { couponId } : {}) },
    z.object({ paymentUrl: z.string(), transactionId: z.string() }),
  );
