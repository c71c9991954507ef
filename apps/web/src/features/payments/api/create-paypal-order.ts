import { z } from 'zod';
import { sendJson } from '../../../lib/api-send.ts';

/** The server prices the order; only the bundle id and the coupon id leave the browser. */
export const createPayPalOrder = async (bundle: string, couponId?: string) =>
  (
    await sendJson(
      'POST',
      '/.netlify/functions/create-paypal-order',
      { bundle, ...(couponId ? { couponId } : {}) },
      z.object({ id: z.string() }),
    )
  ).id;
