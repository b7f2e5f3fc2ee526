import { ModerationPanel } from '@/features/admin-moderation/components/moderation-panel';

/** The admin dashboard's Moderation tab. */
export function ModerationTab() {
  return <ModerationPanel />;
}
