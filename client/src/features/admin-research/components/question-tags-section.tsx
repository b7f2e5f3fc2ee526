import { zodResolver } from '@hookform/resolvers/zod';
import { asQuestion, type Question, SetQuestionTagsRequest, TAG_RULE } from '@iec-bets/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { PendingButton } from '@/components/form/pending-button';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage, loadFailureReason } from '@/lib/api-error';
import { useAdminQuestions } from '@/api/get-admin-questions';
import { useSetQuestionTags } from '../api/set-question-tags';
import { EditorDialog } from './editor-dialog';
import { TagChips } from './tag-chips';
import { TagsBox } from './tags-box';
import { tagsText } from './tags-text';

const TagsFields = SetQuestionTagsRequest.extend({ tags: TagsBox });

function TagsForm({ question, onSaved }: { question: Question; onSaved: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(TagsFields), defaultValues: { tags: tagsText(question.tags) } });
  const save = useSetQuestionTags();
  const toast = useToast();
  const id = useId();

  const submit = handleSubmit(({ tags }) =>
    save.mutate(
      { questionId: question.id, tags },
      {
        onSuccess: () => {
          toast({ title: 'Tags Saved', description: tags.length ? tags.join(', ') : 'The question has no tags now.' });
          onSaved();
        },
        onError: (error) => toast({ title: 'Save Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
      },
    ),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormField
        id={`${id}-tags`}
        label="Tags (comma-separated)"
        hint={`${TAG_RULE}. Leave empty to remove every tag.`}
        error={errors.tags?.message}
      >
        {(control) => <input {...control} {...register('tags')} />}
      </FormField>
      <PendingButton type="submit" className="button primary" pending={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Tags'}
      </PendingButton>
    </form>
  );
}

function QuestionTagsItem({ question }: { question: Question }) {
  const [editing, setEditing] = useState(false);
  const titleId = `tagged-question-${question.id}`;
  const state = question.isArchived ? 'Archived' : question.isPublished ? null : 'Draft';
  return (
    <article className="card research-item" aria-labelledby={titleId}>
      <h4 id={titleId} className="research-text">
        {asQuestion(question.text)}
      </h4>
      {state && <p className="muted">{state}</p>}
      <TagChips tags={question.tags} label={`Tags of: ${question.text}`} />
      <div className="row-actions">
        <EditorDialog
          open={editing}
          onOpenChange={setEditing}
          trigger="Edit Tags"
          triggerLabel={`Edit tags: ${question.text}`}
          triggerClassName="button secondary small"
          title="Edit Question Tags"
          description={asQuestion(question.text)}
        >
          <TagsForm question={question} onSaved={() => setEditing(false)} />
        </EditorDialog>
      </div>
    </article>
  );
}

/** Topics of the research hub come from tags: a published question appears under each of its tags. */
export function QuestionTagsSection() {
  const questions = useAdminQuestions();
  return (
    <section className="manage-section" aria-labelledby="manage-tags-title">
      <h3 id="manage-tags-title">Question Tags</h3>
      {questions.isPending && <p className="muted">Loading questions...</p>}
      {questions.isError && <p role="alert">Could not load the questions: {loadFailureReason(questions.error)}</p>}
      {questions.data?.length === 0 && <p className="muted">No questions yet</p>}
      {questions.data && questions.data.length > 0 && (
        <ul className="plain-list stack" aria-label="Questions and their tags">
          {questions.data.map((question) => (
            <li key={question.id}>
              <QuestionTagsItem question={question} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
