import { CreateQuestionRequest, southAfricanDay } from '@iec-bets/contracts';
import { type FormEvent, useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { useCreateQuestion } from '../api/create-question';
import { FormAlert } from '@/components/form-alert';
import { failureToast } from './failure-toast';

const REQUIRED_FIELDS = 'Please fill in all required fields';
const DEFAULT_TIME = '13:00';

/** The date and time the admin typed are South African time (UTC+2 all year); the API takes UTC. */
export function southAfricanToUtc(date: string, time: string): string {
  return new Date(`${date}T${time}:00+02:00`).toISOString();
}

function emptyForm() {
  return { text: '', context: '', option1: 'Yes', option2: 'No', date: southAfricanDay(new Date()), time: DEFAULT_TIME };
}

/** A new question is always a draft: publishing it is a separate, deliberate step. */
export function CreateQuestionForm() {
  const [fields, setFields] = useState(emptyForm);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const create = useCreateQuestion({
    onSuccess: () => {
      toast({ title: 'Question created as draft' });
      setFields(emptyForm());
    },
    onError: (error) => toast(failureToast('Failed to create question', error)),
  });

  const field = (name: keyof ReturnType<typeof emptyForm>) => ({
    id: `new-question-${name}`,
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const { text, context, option1, option2, date, time } = fields;
    if (![text, option1, option2, date, time].every((value) => value.trim())) {
      setProblem(REQUIRED_FIELDS);
      return;
    }
    const parsed = CreateQuestionRequest.safeParse({
      text,
      context,
      date: southAfricanToUtc(date, time),
      options: [
        { id: 'yes', text: option1 },
        { id: 'no', text: option2 },
      ],
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? REQUIRED_FIELDS);
      return;
    }
    setProblem(null);
    create.mutate(parsed.data);
  }

  return (
    <section className="card" aria-labelledby="new-question-title">
      <h2 id="new-question-title">Create a Question</h2>
      <form className="form" onSubmit={submit} noValidate aria-describedby="new-question-error">
        <label htmlFor="new-question-text">Question</label>
        <textarea rows={2} {...field('text')} />
        <label htmlFor="new-question-context">Context (optional)</label>
        <textarea rows={2} {...field('context')} />
        <div className="admin-form-pair">
          <div>
            <label htmlFor="new-question-option1">Option 1</label>
            <input {...field('option1')} />
          </div>
          <div>
            <label htmlFor="new-question-option2">Option 2</label>
            <input {...field('option2')} />
          </div>
        </div>
        <div className="admin-form-pair">
          <div>
            <label htmlFor="new-question-date">Date</label>
            <input type="date" {...field('date')} />
          </div>
          <div>
            <label htmlFor="new-question-time">Time (SAST)</label>
            <input type="time" {...field('time')} />
          </div>
        </div>
        <FormAlert id="new-question-error" message={problem} />
        <button type="submit" className="button primary" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Draft'}
        </button>
      </form>
    </section>
  );
}
