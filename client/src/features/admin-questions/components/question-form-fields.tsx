import { questionDayHasPassed } from '@iec-bets/contracts';
import { type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import type { QuestionFormControl, QuestionFormValues } from './question-fields';

/**
 * A question's boxes, for a new question and a draft's edit alike: its words, context, options, and the day and time
 * it is for. `idPrefix` keeps the ids of two forms on one page apart.
 */
export function QuestionFormFields({
  idPrefix,
  register,
  control,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<QuestionFormValues>;
  control: QuestionFormControl;
  errors: FieldErrors<QuestionFormValues>;
}) {
  // A past day is allowed (an archive question), but the admin learns before publishing that nobody can predict it.
  const date = useWatch({ control, name: 'date' });
  const pastDay = /^\d{4}-\d{2}-\d{2}$/.test(date) && questionDayHasPassed(date, new Date());
  return (
    <>
      <FormField id={`${idPrefix}-text`} label="Question" error={errors.text?.message}>
        {(field) => <textarea {...field} rows={2} {...register('text')} />}
      </FormField>
      <FormField id={`${idPrefix}-context`} label="Context (optional)" error={errors.context?.message}>
        {(field) => <textarea {...field} rows={2} {...register('context')} />}
      </FormField>
      <div className="admin-form-pair">
        <div>
          <FormField id={`${idPrefix}-option1`} label="Option 1" error={errors.option1?.message}>
            {(field) => <input {...field} {...register('option1')} />}
          </FormField>
        </div>
        <div>
          <FormField id={`${idPrefix}-option2`} label="Option 2" error={errors.option2?.message}>
            {(field) => <input {...field} {...register('option2')} />}
          </FormField>
        </div>
      </div>
      <div className="admin-form-pair">
        <div>
          <FormField
            id={`${idPrefix}-date`}
            label="Date"
            hint={
              pastDay
                ? "That day has passed: the question will never be one of today's questions, so nobody can predict it."
                : "It is one of that day's questions from midnight, South African time."
            }
            error={errors.date?.message}
          >
            {(field) => <input {...field} type="date" {...register('date')} />}
          </FormField>
        </div>
        <div>
          <FormField id={`${idPrefix}-time`} label="Time (SAST)" hint="Kept with the question; it does not hold back its opening." error={errors.time?.message}>
            {(field) => <input {...field} type="time" {...register('time')} />}
          </FormField>
        </div>
      </div>
    </>
  );
}
