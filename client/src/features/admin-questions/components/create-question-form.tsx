import { zodResolver } from '@hookform/resolvers/zod';
import type { CreateQuestionRequest } from '@iec-bets/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { PendingButton } from '@/components/form/pending-button';
import { type QuestionSeed, useQuestionSeed } from '@/components/question-seed/question-seed-context';
import { RestoredDraftNote } from '@/components/form/restored-draft-note';
import { useToast } from '@/components/toast/toast-context';
import { useKeptAsTyped, useKeptDraft } from '@/hooks/use-kept-draft';
import { useCreateQuestion } from '../api/create-question';
import { failureToast } from './failure-toast';
import { emptyQuestionForm, QuestionFields, QuestionFormShape, type QuestionFormValues } from './question-fields';
import { QuestionFormFields } from './question-form-fields';

export { southAfricanToUtc } from './question-fields';

/** A suggestion as the start of a question: its title the wording, its description the context. */
const seededForm = (seed: QuestionSeed): QuestionFormValues => ({ ...emptyQuestionForm(), text: seed.text, context: seed.context ?? '' });

/** Whether a kept form holds any words of the admin's own. */
const hasWords = (values: QuestionFormValues | null): values is QuestionFormValues =>
  Boolean(values && (values.text.trim() || (values.context ?? '').trim()));

/** The form's box for the question's wording. */
const questionBox = (form: HTMLFormElement | null) => form?.elements.namedItem('text') as HTMLTextAreaElement | null | undefined;

/**
 * A new question is always a draft: publishing it is a separate, deliberate step. What the admin has typed and not yet
 * created outlives the form, for them alone: a session that ends under it does not cost them the question.
 *
 * A member's suggestion taken up on the Suggestions tab (question-seed-context.ts) fills the form, to be edited into a
 * question; once the draft is created, the dashboard marks the suggestion used.
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
  const seeds = useQuestionSeed();
  const seed = seeds?.seed ?? null;
  const form = useRef<HTMLFormElement>(null);

  // What the admin had written before a suggestion took its place, which they can put back: the form opens with the
  // suggestion (the Suggestions tab's press brings the Questions tab, and this form, in), its kept words restored.
  const replaced = seed && hasWords(draft.restored) ? draft.restored : null;

  useEffect(() => {
    if (!seed) return;
    reset(seededForm(seed));
    // Where the admin's eyes go next: the question's wording, which a suggestion's title seldom has as it should be.
    // By the page, not setFocus: a reset lets go of the fields until the form renders again.
    questionBox(form.current)?.focus();
  }, [seed, reset]);

  function startAfresh() {
    draft.forget();
    reset(emptyQuestionForm());
    seeds?.letGo();
  }

  /** Away from the suggestion: to an empty form, or to what the suggestion replaced. The focus stays in the form. */
  function leaveSuggestion() {
    if (replaced) {
      reset(replaced);
      seeds?.letGo();
    } else {
      startAfresh();
    }
    questionBox(form.current)?.focus();
  }

  // The suggestion the form was filled from when it was sent, whatever the admin takes up while it is on its way.
  const sentFrom = useRef<QuestionSeed | null>(null);
  const create = useCreateQuestion({
    onSuccess: () => {
      toast({ title: 'Question created as draft' });
      if (sentFrom.current) seeds?.drafted(sentFrom.current);
      startAfresh();
    },
    onError: (error) => toast(failureToast('Failed to create question', error)),
  });

  function send(question: CreateQuestionRequest) {
    sentFrom.current = seed;
    create.mutate(question);
  }

  return (
    <section className="card" aria-labelledby="new-question-title">
      <h2 id="new-question-title">Create a Question</h2>
      <form ref={form} className="form" onSubmit={(event) => void handleSubmit(send)(event)} noValidate>
        {seed ? (
          <p className="muted restored-draft" role="status">
            <span>From the suggestion by @{seed.suggestedBy}, marked used once the draft is created.</span>
            <button type="button" className="link-button" onClick={leaveSuggestion}>
              {replaced ? 'Put back what you were writing' : 'Start afresh'}
            </button>
          </p>
        ) : (
          draft.restored && <RestoredDraftNote onDiscard={startAfresh} />
        )}
        <QuestionFormFields idPrefix="new-question" register={register} control={control} errors={errors} />
        <PendingButton type="submit" className="button primary" pending={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Draft'}
        </PendingButton>
      </form>
    </section>
  );
}
