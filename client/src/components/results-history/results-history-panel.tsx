import { useResultsHistory } from '@/api/get-results-history';
import { CHART_HEIGHT } from './reserved-height';
import { YesShareChart } from './yes-share-chart';

/** The chart with its data: loaded with the chart's own chunk, and absent if it fails (the results show anyway). */
export function ResultsHistoryPanel({ questionId, closed, label }: { questionId: string; closed: boolean; label: string }) {
  const history = useResultsHistory(questionId, closed);
  if (history.isPending) return <div style={{ height: CHART_HEIGHT }} aria-busy="true" />;
  if (history.isError) return null;
  return <YesShareChart points={history.data.points} closed={closed} label={label} />;
}
