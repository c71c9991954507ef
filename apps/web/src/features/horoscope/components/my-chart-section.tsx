import { lazy, Suspense } from 'react';
import { loadMessages } from '../../../lib/messages/load.ts';
import { useAuth } from '../../../lib/use-auth.tsx';

/** The chart's module and its words load together, for a signed-in customer only. */
const MyChartContent = /* @__PURE__ */ lazy(async () => {
  const [module] = await Promise.all([import('./my-chart-content.tsx'), loadMessages('chart')]);
  return { default: module.MyChartContent };
});

/** "Your chart" above the twelve signs on /horoscope; visitors, advisors and staff see the page unchanged. */
export function MyChartSection() {
  const { user, role, loading } = useAuth();
  if (loading || !user || role !== 'customer') return null;
  return (
    <Suspense fallback={null}>
      <MyChartContent customerId={user.id} />
    </Suspense>
  );
}
