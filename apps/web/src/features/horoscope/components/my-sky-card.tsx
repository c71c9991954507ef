import { lazy, Suspense } from 'react';
import { loadMessages } from '../../../lib/messages/load.ts';

/** The card's module and the chart's words load together, after the dashboard's own. */
const MySkyCardContent = /* @__PURE__ */ lazy(async () => {
  const [module] = await Promise.all([import('./my-sky-card-content.tsx'), loadMessages('chart')]);
  return { default: module.MySkyCardContent };
});

/** The dashboard's "Your sky today" (see my-sky-card-content.tsx). */
export function MySkyCard({ customerId }: { customerId: string }) {
  return (
    <Suspense fallback={null}>
      <MySkyCardContent customerId={customerId} />
    </Suspense>
  );
}
