import type { Question } from '@iec-bets/contracts';
import { useToast } from '../../../components/toast/toast-context';

/** The words a user shares about their pick: yes and no read as YES and NO. */
export function shareText(question: Question, optionId: string, origin: string): string {
  const pick = question.options.find((option) => option.id === optionId)?.text ?? optionId;
  return `I predicted ${pick.toUpperCase()} on "${question.text}?" Day ${question.dayNumber} #IECBets #SAPolitics ${origin}`;
}

export function ShareBox({ question, optionId }: { question: Question; optionId: string }) {
  const toast = useToast();
  const text = shareText(question, optionId, window.location.origin);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied to clipboard!' });
    } catch {
      toast({ title: 'Failed to copy', description: 'Please try selecting and copying the text manually.', variant: 'destructive' });
    }
  }
  return (
    <section className="card share-box" aria-labelledby="share-box-title">
      <h3 id="share-box-title">Share your prediction</h3>
      <p className="share-text">{text}</p>
      <button type="button" className="button secondary" onClick={copy}>
        Copy
      </button>
    </section>
  );
}
