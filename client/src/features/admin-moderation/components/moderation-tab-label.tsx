import { TabCountLabel } from '@/components/tab-count-label';
import { useModerationQueue } from '../api/get-moderation-queue';

/** The Moderation tab's name, with how many reported comments wait. */
export function ModerationTabLabel({ label }: { label: string }) {
  const queue = useModerationQueue();
  return <TabCountLabel label={label} count={queue.data?.waiting ?? 0} />;
}
