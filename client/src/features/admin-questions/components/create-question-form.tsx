import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PendingButton } from '@/components/form/pending-button';
import { useToast } from '@/components/toast/toast-context';
import { useCreateQuestion } from '../api/create-question';
import { failureToast } from './failure-toast';
import { emptyQuestionForm, QuestionFields } from './question-fields';
import { QuestionFormFields } from './question-form-fields';

export { southAfricanToUtc } from './question-fields';

/** A new question is always a draft: publishing it is a separate, deliberate step. */
export function CreateQuestionForm() {
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(QuestionFields), defaultValues: emptyQuestionForm() });
  const toast = useToast();
  const create = useCreateQuestion({
    onSuccess: () => {
      toast({ title: 'Question created as draft' });
      reset(emptyQuestionForm());
    },
    onError: (error) => toast(failureToast('Failed to create question', error)),
  });

  return (
    <section className="card" aria-labelledby="new-question-title">
      <h2 id="new-question-title">Create a Question</h2>
      <form className="form" onSubmit={handleSubmit((question) => create.mutate(question))} noValidate>
        <QuestionFormFields idPrefix="new-question" register={register} control={control} errors={errors} />
        <PendingButton type="submit" className="button primary" pending={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Draft'}
        </PendingButton>
      </form>
    </section>
  );
}
