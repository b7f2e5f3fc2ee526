import { zodResolver } from '@hookform/resolvers/zod';
import { CreateQuestionRequest, OPTIONS_MUST_DIFFER, optionsReadAlike, questionDayHasPassed, southAfricanDay } from '@iec-bets/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/toast-context';
import { useCreateQuestion } from '../api/create-question';
import { failureToast } from './failure-toast';
import { markMissingFields } from '@/components/form/missing-fields';
import { PendingButton } from '@/components/form/pending-button';

const REQUIRED_FIELDS = 'Please fill in all required fields';
const DEFAULT_TIME = '13:00';

/** The date and time the admin typed are South African time (UTC+2 all year); the API takes UTC. */
export function southAfricanToUtc(date: string, time: string): string {
  return new Date(`${date}T${time}:00+02:00`).toISOString();
}

function emptyForm() {
  return { text: '', context: '', option1: 'Yes', option2: 'No', date: southAfricanDay(new Date()), time: DEFAULT_TIME };
}

const requiredFields = ['text', 'option1', 'option2', 'date', 'time'] as const;
const optionText = CreateQuestionRequest.shape.options.element.shape.text;

/**
 * The form has a box per option and the date and time apart, where the request has a list of options and one UTC
 * instant; so each box is checked with the contract's rule for what it becomes, and its message stays beside it. As on
 * sign-up, a missing required field is named first, and the SPEC's sentence said once (SPEC section 5).
 */
const QuestionFields = z
  .object({ text: z.string(), context: z.string().nullish(), option1: z.string(), option2: z.string(), date: z.string(), time: z.string() })
  .superRefine((fields, context) => {
    // The SPEC's sentence beside the first empty field; every other empty one is marked too, so none is a surprise.
    markMissingFields(
      context,
      requiredFields.filter((field) => fields[field].trim() === ''),
      REQUIRED_FIELDS,
    );
  })
  .pipe(
    z.object({
      text: CreateQuestionRequest.shape.text,
      context: CreateQuestionRequest.shape.context,
      option1: optionText,
      option2: optionText,
      date: z.string(),
      time: z.string(),
    }),
  )
  // Beside the second option: the one an admin changes to tell them apart.
  .refine(({ option1, option2 }) => !optionsReadAlike(option1, option2), { message: OPTIONS_MUST_DIFFER, path: ['option2'] })
  .transform(({ text, context, option1, option2, date, time }): z.input<typeof CreateQuestionRequest> => ({
    text,
    context,
    date: southAfricanToUtc(date, time),
    options: [
      { id: 'yes', text: option1 },
      { id: 'no', text: option2 },
    ],
  }))
  .pipe(CreateQuestionRequest);

/** A new question is always a draft: publishing it is a separate, deliberate step. */
export function CreateQuestionForm() {
  const {
    register,
    handleSubmit,
    reset,
    control: form,
    formState: { errors },
  } = useForm({ resolver: zodResolver(QuestionFields), defaultValues: emptyForm() });
  // A past day is allowed (an archive question), but the admin learns before publishing that nobody can predict it.
  const date = useWatch({ control: form, name: 'date' });
  const pastDay = /^\d{4}-\d{2}-\d{2}$/.test(date) && questionDayHasPassed(date, new Date());
  const toast = useToast();
  const create = useCreateQuestion({
    onSuccess: () => {
      toast({ title: 'Question created as draft' });
      reset(emptyForm());
    },
    onError: (error) => toast(failureToast('Failed to create question', error)),
  });

  return (
    <section className="card" aria-labelledby="new-question-title">
      <h2 id="new-question-title">Create a Question</h2>
      <form className="form" onSubmit={handleSubmit((question) => create.mutate(question))} noValidate>
        <FormField id="new-question-text" label="Question" error={errors.text?.message}>
          {(control) => <textarea {...control} rows={2} {...register('text')} />}
        </FormField>
        <FormField id="new-question-context" label="Context (optional)" error={errors.context?.message}>
          {(control) => <textarea {...control} rows={2} {...register('context')} />}
        </FormField>
        <div className="admin-form-pair">
          <div>
            <FormField id="new-question-option1" label="Option 1" error={errors.option1?.message}>
              {(control) => <input {...control} {...register('option1')} />}
            </FormField>
          </div>
          <div>
            <FormField id="new-question-option2" label="Option 2" error={errors.option2?.message}>
              {(control) => <input {...control} {...register('option2')} />}
            </FormField>
          </div>
        </div>
        <div className="admin-form-pair">
          <div>
            <FormField
              id="new-question-date"
              label="Date"
              hint={
                pastDay
                  ? "That day has passed: the question will never be one of today's questions, so nobody can predict it."
                  : "It is one of that day's questions from midnight, South African time."
              }
              error={errors.date?.message}
            >
              {(control) => <input {...control} type="date" {...register('date')} />}
            </FormField>
          </div>
          <div>
            <FormField id="new-question-time" label="Time (SAST)" hint="Kept with the question; it does not hold back its opening." error={errors.time?.message}>
              {(control) => <input {...control} type="time" {...register('time')} />}
            </FormField>
          </div>
        </div>
        <PendingButton type="submit" className="button primary" pending={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Draft'}
        </PendingButton>
      </form>
    </section>
  );
}
