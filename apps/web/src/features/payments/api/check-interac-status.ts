import { interacStatusAnswerSchema } from '@app/shared/schemas/payments';
import { getJson } from '../../../lib/api-client.ts';

export const checkInteracStatus = async (transactionId: string) =>
  (
    await getJson(
      `/.netlify/functions/check-interac-transaction-status?transactionId=${encodeURIComponent(transactionId)}`,
      interacStatusAnswerSchema,
    )
  ).status;
