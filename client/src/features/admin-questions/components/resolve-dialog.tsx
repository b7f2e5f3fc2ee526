import { type Question, ResolveQuestionRequest } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { useResolveQuestion } from '../api/resolve-question';
import { failureToast } from './failure-toast';
import { FormAlert } from '@/components/form-alert';
import { DialogPanel } from '@/components/dialog-panel';

/** Records the outcome of a published question: the correct option, a summary and, if there is one, the proof. */
export function ResolveDialog({ question }: { question: Question }) {
  const [open, setOpen] = useState(false);
  const [correctOptionId, setCorrectOptionId] = useState('');
  const [summary, setSummary] = useState('');
  const [proofUrl, setProofUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const resolve = useResolveQuestion({
    onSuccess: () => {
      toast({ title: 'Question resolved successfully' });
      setOpen(false);
    },
    onError: (error) => toast(failureToast('Failed to resolve question', error)),
  });
  const prefix = `resolve-${question.id}`;

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) setProblem(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ResolveQuestionRequest.safeParse({ correctOptionId, resolutionSummary: summary, resolutionProofUrl: proofUrl });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please check the resolution');
      return;
    }
    setProblem(null);
    resolve.mutate({ questionId: question.id, resolution: parsed.data });
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button small primary" aria-label={`Resolve: ${question.text}`}>
          Resolve
        </button>
      </Dialog.Trigger>
      <DialogPanel title="Resolve Question" description={question.text}>
        <form className="form" onSubmit={submit} noValidate aria-describedby={`${prefix}-error`}>
          <fieldset className="admin-choice">
            <legend>Correct answer</legend>
            {question.options.map((option) => (
              <label key={option.id} className="admin-radio">
                <input
                  type="radio"
                  name={`${prefix}-option`}
                  value={option.id}
                  checked={correctOptionId === option.id}
                  onChange={() => setCorrectOptionId(option.id)}
                />
                {option.text}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${prefix}-summary`}>Resolution summary</label>
          <textarea id={`${prefix}-summary`} rows={3} value={summary} onChange={(event) => setSummary(event.target.value)} />
          <label htmlFor={`${prefix}-proof`}>Proof link (optional)</label>
          <input
            id={`${prefix}-proof`}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={proofUrl}
            onChange={(event) => setProofUrl(event.target.value)}
          />
          <FormAlert id={`${prefix}-error`} message={problem} />
          <button type="submit" className="button primary" disabled={resolve.isPending}>
            {resolve.isPending ? 'Resolving...' : 'Resolve Question'}
          </button>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
