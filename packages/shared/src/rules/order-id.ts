import { ORDER_ID_SHOWN_CHARS } from '../constants.ts';

/** Enough of a UUID for a customer to quote to support. */
export function shortOrderId(id: string): string {
  return id.slice(0, ORDER_ID_SHOWN_CHARS);
}
