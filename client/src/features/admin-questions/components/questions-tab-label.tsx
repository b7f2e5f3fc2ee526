import { TabCountLabel } from '@/components/tab-count-label';
import { useOpenDisputes, waitingDisputes } from '../api/get-open-disputes';

/**
 * The Questions tab's name, with how many disputes of a resolution wait, which the tab shows first: the navigation's
 * Admin item counts them with the reported comments, and each tab then says where its share is.
 */
export function QuestionsTabLabel({ label }: { label: string }) {
  const disputes = useOpenDisputes();
  const count = disputes.data ? waitingDisputes(disputes.data) : 0;
  return <TabCountLabel label={label} count={count} />;
}
