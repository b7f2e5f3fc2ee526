import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PendingButton } from '@/components/form/pending-button';
import { RestoredDraftNote } from '@/components/form/restored-draft-note';
import { useToast } from '@/components/toast/toast-context';
import { useKeptAsTyped, useKeptDraft } from '@/hooks/use-kept-draft';
import { useCreateQuestion } from '../api/create-question';
import { failureToast } from './failure-toast';
import { emptyQuestionForm, QuestionFields, QuestionFormShape } from './question-fields';
import { QuestionFormFields } from './question-form-fields';

export { southAfricanToUtc } from './question-fields';

/**
 * A new question is always a draft: publishing it is a separate, deliberate step. What the admin has typed and not yet
 * created outlives the form, for them alone: a session that ends under it does not cost them the question.
 */
export function CreateQuestionForm() {
  const draft = useKeptDraft({ form: 'new-question', shape: QuestionFormShape, fresh: emptyQuestionForm() });
  const {
    register,
    handleSubmit,
    reset,
    control,
    subscribe,
    formState: { errors },
  } = useForm({ resolver: zodResolver(QuestionFields), defaultValues: draft.restored ?? emptyQuestionForm() });
  useKeptAsTyped(draft, subscribe);
  const toast = useToast();

  function startAfresh() {
    draft.forget();
    reset(emptyQuestionForm());
  }

  const create = useCreateQuestion({
    onSuccess: () => {
      toast({ title: 'Question created as draft' });
      startAfresh();
    },
    onError: (error) => toast(failureToast('Failed to create question', error)),
  });

  return (
    <section className="card" aria-labelledby="new-question-title">
      <h2 id="new-question-title">Create a Question</h2>
      <form className="form" onSubmit={handleSubmit((question) => create.mutate(question))} noValidate>
        {draft.restored && <RestoredDraftNote onDiscard={startAfresh} />}
        <QuestionFormFields idPrefix="new-question" register={register} control={control} errors={errors} />
        <PendingButton type="submit" className="button primary" pending={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Draft'}
        </PendingButton>
      </form>
    </section>
  );
}
