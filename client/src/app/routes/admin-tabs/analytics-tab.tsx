import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';

// The charting library is the dashboard's largest part: it loads only when this tab opens.
const AnalyticsPanel = lazy(() =>
  import('@/features/admin-analytics/components/analytics-panel').then((m) => ({ default: m.AnalyticsPanel })),
);

/** The admin dashboard's Analytics tab. */
export function AnalyticsTab() {
  return (
    <Suspense fallback={<LoadingScreen text="Loading analytics..." />}>
      <AnalyticsPanel />
    </Suspense>
  );
}
