import { type Official, OfficialRequest, TAG_RULE } from '@iec-bets/contracts';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { useCreateOfficial } from '../api/create-official';
import { useUpdateOfficial } from '../api/update-official';
import { useSaveOutcome } from '../hooks/use-save-outcome';
import { parseTags, tagsText } from './tags-text';

/** Adds an official, or edits `official` (every field is sent again: the server replaces the profile). */
export function OfficialForm({ official, onSaved }: { official?: Official; onSaved: () => void }) {
  const [name, setName] = useState(official?.name ?? '');
  const [title, setTitle] = useState(official?.title ?? '');
  const [bio, setBio] = useState(official?.bio ?? '');
  const [avatar, setAvatar] = useState(official?.avatar ?? '');
  const [tags, setTags] = useState(tagsText(official?.tags ?? []));
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateOfficial();
  const update = useUpdateOfficial();
  const saveOutcome = useSaveOutcome(onSaved);
  const id = useId();
  const saving = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = OfficialRequest.safeParse({ name, title, bio, avatar, tags: parseTags(tags) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    const handlers = saveOutcome(official ? 'Official Updated' : 'Official Added', parsed.data.name);
    if (official) update.mutate({ id: official.id, official: parsed.data }, handlers);
    else create.mutate(parsed.data, handlers);
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-describedby={`${id}-error`}>
      <label htmlFor={`${id}-name`}>Name</label>
      <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
      <label htmlFor={`${id}-title`}>Title or office</label>
      <input id={`${id}-title`} value={title} onChange={(event) => setTitle(event.target.value)} />
      <label htmlFor={`${id}-bio`}>Bio (optional)</label>
      <textarea id={`${id}-bio`} rows={3} value={bio} onChange={(event) => setBio(event.target.value)} />
      <label htmlFor={`${id}-avatar`}>Photo link (optional)</label>
      <input id={`${id}-avatar`} type="url" inputMode="url" placeholder="https://" value={avatar} onChange={(event) => setAvatar(event.target.value)} />
      <label htmlFor={`${id}-tags`}>Tags (comma-separated)</label>
      <input id={`${id}-tags`} aria-describedby={`${id}-tags-hint`} value={tags} onChange={(event) => setTags(event.target.value)} />
      <p id={`${id}-tags-hint`} className="muted field-hint">
        {TAG_RULE}.
      </p>
      <FormAlert id={`${id}-error`} message={problem} />
      <button type="submit" className="button primary" disabled={saving}>
        {saving ? 'Saving...' : official ? 'Save Official' : 'Add Official'}
      </button>
    </form>
  );
}
