import { OfficialsSection } from './officials-section';
import { PredictionsSection } from './predictions-section';
import { QuestionTagsSection } from './question-tags-section';
import './admin-research.css';

/** The admin dashboard's Manage tab: the research hub's content (officials, media predictions, question tags). */
export function ManagePanel() {
  return (
    <section className="admin-panel manage-panel" aria-labelledby="manage-title">
      <h2 id="manage-title">Research Hub</h2>
      <p className="muted">Everything here shows on the public research hub, grouped by tag.</p>
      <OfficialsSection />
      <PredictionsSection />
      <QuestionTagsSection />
    </section>
  );
}
