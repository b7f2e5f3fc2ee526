import { useId, useState } from 'react';
import { ListEndNote } from '@/components/list-end-note';
import { NOTHING_OLDER } from '@/hooks/use-list-end';
import { loadFailureReason } from '@/lib/api-error';
import { useDeletedQuestions } from '../api/get-deleted-questions';
import { DeletedQuestionPage } from './deleted-question-page';

/** The deletions, a page at a time, newest first; asked for only once the section is opened. */
function DeletedQuestionList() {
  const [pages, setPages] = useState(1);
  const [end, setEnd] = useState(NOTHING_OLDER);
  const first = useDeletedQuestions(null);
  if (first.isPending) return <p className="muted">Loading deleted questions...</p>;
  if (first.isError) return <p role="alert">Could not load the deleted questions: {loadFailureReason(first.error)}</p>;
  if (first.data.length === 0) return <p className="muted">No deleted questions.</p>;
  return (
    <>
      <ul className="plain-list admin-question-list" aria-label="Deleted questions">
        <DeletedQuestionPage start={null} pagesBelow={pages - 1} onEnd={setEnd} />
      </ul>
      {pages > 1 && end.loading && <p className="muted">Loading older deleted questions...</p>}
      {pages > 1 && end.failure && <p role="alert">Could not load older deleted questions: {end.failure}</p>}
      <ListEndNote text={pages > 1 && end.lastPageEmpty ? 'No older deleted questions.' : null} />
      {end.older && (
        <button type="button" className="button secondary small" onClick={() => setPages(pages + 1)}>
          Show older deleted questions
        </button>
      )}
    </>
  );
}

/**
 * The questions admins deleted, which the lists above no longer hold, each with its history: an audit finds every
 * step of a question's life without having kept its id. Closed at first, below the lists an admin works through
 * every day, and read only when opened: on a phone it costs the tab one line.
 */
export function DeletedQuestions() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section className="card" aria-labelledby="admin-deleted-title">
      <div className="admin-deleted-head">
        <h2 id="admin-deleted-title">Deleted Questions</h2>
        <button type="button" className="button small secondary" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {open ? 'Hide deleted questions' : 'Show deleted questions'}
        </button>
      </div>
      <div id={listId} hidden={!open}>
        {open && <DeletedQuestionList />}
      </div>
    </section>
  );
}
