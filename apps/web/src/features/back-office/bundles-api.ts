import { type StaffBundleBody, staffBundleListSchema, staffBundleSchema } from '@app/shared/schemas/bundles';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client.ts';
import { sendJson } from '../../lib/api-send.ts';

export const bundlesQueryOptions = queryOptions({
  queryKey: ['staff', 'bundles'] as const,
  queryFn: ({ signal }) => getJson('/api/staff/bundles', staffBundleListSchema, { signal }),
});

/** A bundle's words in both languages; then the list, the site's copy of the bundles and the audit log. */
export function useSaveBundleWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StaffBundleBody }) =>
      sendJson('PATCH', `/api/staff/bundles/${encodeURIComponent(id)}`, body, staffBundleSchema),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['staff', 'bundles'] }),
        queryClient.invalidateQueries({ queryKey: ['bundles'] }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] }),
      ]);
    },
  });
}
