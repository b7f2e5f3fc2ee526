import { QuestionsPanel } from '@/features/admin-questions/components/questions-panel';

/** The admin dashboard's Questions tab. */
export function QuestionsTab() {
  return <QuestionsPanel />;
}
