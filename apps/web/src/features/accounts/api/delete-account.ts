import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { sendJson } from '../../../lib/api-send.ts';

/**
 * SPEC 7 soft_delete_customer: the server closes the account and ends its sessions, once it has checked
 * the word typed (`confirm`) against the page's language.
 */
export function useDeleteAccount(id: string) {
  return useMutation({
    mutationFn: (confirm: string) =>
      sendJson(
        'DELETE',
        `/api/customers/${encodeURIComponent(id)}`,
        { confirm },
        z.object({ deleted: z.literal(true) }),
      ),
  });
}
