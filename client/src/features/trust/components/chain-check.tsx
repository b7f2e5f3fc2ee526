import type { PublicHistory } from '@iec-bets/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PendingButton } from '@/components/form/pending-button';
import { canCheckHere, checkChain, type StepCheck } from '../utils/check-chain';
import { checkSummary } from '../utils/check-summary';

type CheckState = { stage: 'idle' } | { stage: 'checking' } | { stage: 'done'; holds: boolean; text: string } | { stage: 'failed' };

/**
 * "Check this history": the reader's own browser recomputes every link from what the page shows, so the answer does
 * not rest on the server's word. The outcome is announced in a live region that is always there, so that screen
 * readers hear it when it changes.
 */
export function ChainCheck({
  history,
  titles,
  onChecked,
}: {
  history: PublicHistory;
  titles: readonly string[];
  onChecked: (checks: StepCheck[]) => void;
}) {
  const [state, setState] = useState<CheckState>({ stage: 'idle' });
  const possible = canCheckHere();

  async function run() {
    setState({ stage: 'checking' });
    try {
      const checks = await checkChain(history);
      onChecked(checks);
      setState({ stage: 'done', ...checkSummary(checks, titles) });
    } catch {
      setState({ stage: 'failed' });
    }
  }

  return (
    <section className="card chain-check" aria-labelledby="chain-check-title">
      <h2 id="chain-check-title">Check this history yourself</h2>
      <p>
        Your browser recomputes every step’s hash from what this page shows and checks that each step follows on from
        the one before. If anything had been changed, removed or reordered, the check would say where.{' '}
        <Link to="/verify">How it works</Link>
      </p>
      {possible ? (
        <PendingButton className="button primary" onClick={() => void run()} pending={state.stage === 'checking'}>
          {state.stage === 'checking' ? 'Checking...' : 'Check this history'}
        </PendingButton>
      ) : (
        <p className="muted">This browser can only check on a secure (https://) page. Open the site over HTTPS to check.</p>
      )}
      <p
        role="status"
        className={`chain-check-status${state.stage === 'done' ? (state.holds ? ' holds' : ' fails') : ''}`}
      >
        {state.stage === 'checking' && 'Checking every step…'}
        {state.stage === 'done' && `${state.holds ? '✓' : '✗'} ${state.text}`}
        {state.stage === 'failed' && 'The check could not run in this browser.'}
      </p>
    </section>
  );
}
