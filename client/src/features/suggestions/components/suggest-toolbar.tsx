import type { ReactNode } from 'react';
import { SuggestQuestionDialog } from './suggest-question-dialog';
import './suggestions.css';

/** The 'Suggest a Question' button, with whatever the page puts beside it (a link to the member's suggestions). */
export function SuggestToolbar({ children }: { children?: ReactNode }) {
  return (
    <div className="suggest-toolbar">
      <SuggestQuestionDialog />
      {children}
    </div>
  );
}
