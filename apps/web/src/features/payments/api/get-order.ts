import { orderAnswerSchema } from '@app/shared/schemas/payments';
import { getJson } from '../../../lib/api-client.ts';

/** SPEC 7 getOrder(purchaseId): what the conversion event reports. */
export const getOrder = async (purchaseId: string) =>
  (await getJson(`/api/purchases/${encodeURIComponent(purchaseId)}`, orderAnswerSchema)).order;
