import type { QueryClient } from '@tanstack/react-query';
import { authClient } from '../../../../lib/auth-client.ts';
import { i18n } from '../../../../lib/i18n.ts';
import { customerQueryOptions } from '../../api/get-customer.ts';

/**
 * SPEC 4 "customer validity after login": the customer record must load; the server already refuses a
 * session to inactive or deleted customers, so a failure here signs out with the spec's message.
 */
export async function checkCustomerAfterSignIn(
  queryClient: QueryClient,
  userId: string,
): Promise<string | null> {
  try {
    await queryClient.fetchQuery({ ...customerQueryOptions(userId), staleTime: 0 });
    return null;
  } catch {
    await authClient.signOut().catch(() => undefined);
    return i18n.t('auth.signIn.errors.fetchCustomer');
  }
}
