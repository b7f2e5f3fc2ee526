import { zodResolver } from '@hookform/resolvers/zod';
import { type Official, OfficialRequest, TAG_RULE } from '@iec-bets/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { PendingButton } from '@/components/form/pending-button';
import { useCreateOfficial } from '../api/create-official';
import { useUpdateOfficial } from '../api/update-official';
import { useSaveOutcome } from '../hooks/use-save-outcome';
import { TagsBox } from './tags-box';
import { tagsText } from './tags-text';

const OfficialFields = OfficialRequest.extend({ tags: TagsBox });

/** Adds an official, or edits `official` (every field is sent again: the server replaces the profile). */
export function OfficialForm({ official, onSaved }: { official?: Official; onSaved: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(OfficialFields),
    defaultValues: {
      name: official?.name ?? '',
      title: official?.title ?? '',
      bio: official?.bio ?? '',
      avatar: official?.avatar ?? '',
      tags: tagsText(official?.tags ?? []),
    },
  });
  const create = useCreateOfficial();
  const update = useUpdateOfficial();
  const saveOutcome = useSaveOutcome(onSaved);
  const id = useId();
  const saving = create.isPending || update.isPending;

  const submit = handleSubmit((saved) => {
    const handlers = saveOutcome(official ? 'Official Updated' : 'Official Added', saved.name);
    if (official) update.mutate({ id: official.id, official: saved }, handlers);
    else create.mutate(saved, handlers);
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} />}
      </FormField>
      <FormField id={`${id}-title`} label="Title or office" error={errors.title?.message}>
        {(control) => <input {...control} {...register('title')} />}
      </FormField>
      <FormField id={`${id}-bio`} label="Bio (optional)" error={errors.bio?.message}>
        {(control) => <textarea {...control} rows={3} {...register('bio')} />}
      </FormField>
      <FormField id={`${id}-avatar`} label="Photo link (optional)" error={errors.avatar?.message}>
        {(control) => <input {...control} type="url" inputMode="url" placeholder="https://" {...register('avatar')} />}
      </FormField>
      <FormField id={`${id}-tags`} label="Tags (comma-separated)" hint={`${TAG_RULE}.`} error={errors.tags?.message}>
        {(control) => <input {...control} {...register('tags')} />}
      </FormField>
      <PendingButton type="submit" className="button primary" pending={saving}>
        {saving ? 'Saving...' : official ? 'Save Official' : 'Add Official'}
      </PendingButton>
    </form>
  );
}
