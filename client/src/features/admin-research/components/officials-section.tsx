import type { Official } from '@iec-bets/contracts';
import { useState } from 'react';
import { ConfirmAction } from '@/components/confirm-action';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage, loadFailureReason } from '@/lib/api-error';
import { useDeleteOfficial } from '../api/delete-official';
import { useOfficials } from '@/api/get-officials';
import { EditorDialog } from './editor-dialog';
import { OfficialForm } from './official-form';
import { TagChips } from './tag-chips';

function OfficialItem({ official }: { official: Official }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteOfficial();
  const toast = useToast();
  const titleId = `official-${official.id}`;

  function deleteOfficial() {
    remove.mutate(official.id, {
      onSuccess: () => toast({ title: 'Official Deleted', description: official.name }),
      onError: (error) => toast({ title: 'Delete Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
    });
  }

  return (
    <article className="card research-item" aria-labelledby={titleId}>
      <h4 id={titleId}>{official.name}</h4>
      <p className="muted">{official.title}</p>
      {official.bio && <p className="research-text">{official.bio}</p>}
      <TagChips tags={official.tags} label={`Tags of ${official.name}`} />
      <div className="row-actions">
        <EditorDialog
          open={editing}
          onOpenChange={setEditing}
          trigger="Edit"
          triggerLabel={`Edit official: ${official.name}`}
          triggerClassName="button secondary small"
          title="Edit Official"
          description={official.name}
        >
          <OfficialForm official={official} onSaved={() => setEditing(false)} />
        </EditorDialog>
        <ConfirmAction
          trigger="Delete"
          triggerClassName="button secondary small danger-outline"
          triggerLabel={`Delete official: ${official.name}`}
          title="Delete this official?"
          description={`${official.name} will be removed from the research hub.`}
          confirmLabel="Delete"
          onConfirm={deleteOfficial}
          pending={remove.isPending}
        />
      </div>
    </article>
  );
}

/** The research hub's officials: who holds which office, and the topics they speak to. */
export function OfficialsSection() {
  const [adding, setAdding] = useState(false);
  const officials = useOfficials();
  return (
    <section className="manage-section" aria-labelledby="manage-officials-title">
      <div className="manage-section-top">
        <h3 id="manage-officials-title">Officials</h3>
        <EditorDialog
          open={adding}
          onOpenChange={setAdding}
          trigger="Add Official"
          triggerClassName="button primary small"
          title="Add Official"
          description="An office holder or public figure the research hub lists under their topics."
        >
          <OfficialForm onSaved={() => setAdding(false)} />
        </EditorDialog>
      </div>
      {officials.isPending && <p className="muted">Loading officials...</p>}
      {officials.isError && <p role="alert">Could not load the officials: {loadFailureReason(officials.error)}</p>}
      {officials.data?.length === 0 && <p className="muted">No officials yet</p>}
      {officials.data && officials.data.length > 0 && (
        <ul className="plain-list stack" aria-label="Officials">
          {officials.data.map((official) => (
            <li key={official.id}>
              <OfficialItem official={official} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
