import { SUGGESTION_DESCRIPTION_MAX, SUGGESTION_TITLE_MAX, SuggestQuestionRequest } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { useToast } from '@/components/toast/toast-context';
import { DialogPanel } from '@/components/dialog-panel';
import { errorMessage } from '@/lib/api-error';
import { useSuggestQuestion } from '../api/suggest-question';
import './suggestions.css';

/** 'Suggest a Question': a button and the dialog it opens, where a member proposes a question for admins to review. */
export function SuggestQuestionDialog() {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const suggest = useSuggestQuestion();
  const toast = useToast();

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) setProblem(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = SuggestQuestionRequest.safeParse({ title, description });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    suggest.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Question Suggested!', description: 'Thank you. An admin will review your suggestion.' });
        setTitle('');
        setDescription('');
        setOpen(false);
      },
      onError: (error) => toast({ title: 'Failed to Submit', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
    });
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className="button primary">Suggest a Question</Dialog.Trigger>
      <DialogPanel title="Suggest a Question" description="Propose a yes/no question about South African politics. An admin reviews every suggestion.">
        <form className="form" onSubmit={submit} noValidate aria-describedby="suggestion-error">
          <label htmlFor="suggestion-title">Question</label>
          <textarea
            id="suggestion-title"
            rows={3}
            value={title}
            // One over the limit, so a paste that is too long is told rather than silently cut.
            maxLength={SUGGESTION_TITLE_MAX + 1}
            aria-invalid={problem !== null}
            onChange={(event) => setTitle(event.target.value)}
          />
          <label htmlFor="suggestion-description">Description (optional)</label>
          <textarea
            id="suggestion-description"
            rows={4}
            value={description}
            maxLength={SUGGESTION_DESCRIPTION_MAX}
            onChange={(event) => setDescription(event.target.value)}
          />
          <FormAlert id="suggestion-error" message={problem} />
          <button type="submit" className="button primary" disabled={suggest.isPending}>
            {suggest.isPending ? 'Submitting...' : 'Submit Suggestion'}
          </button>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
