import { useQuery } from '@tanstack/react-query';
import { moderationQueueQuery } from '@/features/admin-moderation/api/get-moderation-queue';
import { openDisputesQuery, waitingDisputes } from '@/features/admin-questions/api/get-open-disputes';

/**
 * What waits for an admin on the dashboard: the reported comments and the disputed resolutions no admin has dealt
 * with, counted together on the navigation's Admin item, so that an admin who is playing on another screen learns
 * there is work there. Read for admins only (anyone else is refused them); undefined for everyone else, and until
 * both counts are known, so that the figure never shows half the work.
 */
export function useAdminWaiting(isAdmin: boolean): number | undefined {
  const reports = useQuery({ ...moderationQueueQuery(), enabled: isAdmin });
  const disputes = useQuery({ ...openDisputesQuery(), enabled: isAdmin });
  if (!isAdmin || !reports.data || !disputes.data) return undefined;
  return reports.data.waiting + waitingDisputes(disputes.data);
}
