import { ManagePanel } from '@/features/admin-research/components/manage-panel';

/** The admin dashboard's Manage tab. */
export function ManageTab() {
  return <ManagePanel />;
}
