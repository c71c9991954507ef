import { z } from 'zod';
import { getJson } from '../../../lib/api-client.ts';

export const checkInteracStatus = async (transactionId: string) =>
  (
    await getJson(
      `/.netlify/functions/check-interac-transaction-status?transactionId=${encodeURIComponent(transactionId)}`,
      z.object({ status: z.string() }),
    )
  ).status;
