import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { sendJson } from '../../../lib/api-send.ts';

/** SPEC 7 soft_delete_customer: the server closes the account and ends its sessions. */
export function useDeleteAccount(id: string) {
  return useMutation({
    mutationFn: () =>
      sendJson(
        'DELETE',
        `/api/customers/${encodeURIComponent(id)}`,
        { confirm: 'DELETE' },
        z.object({ deleted: z.literal(true) }),
      ),
  });
}
