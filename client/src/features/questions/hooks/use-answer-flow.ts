import { useEffect, useState } from 'react';

/** SPEC section 9: the Vote Recorded screen stays 3 s before the results appear. */
export const RESULTS_DELAY_MS = 3_000;

export type AnswerStage = { stage: 'answering' } | { stage: 'recorded'; optionId: string } | { stage: 'results'; optionId: string };

/** Select, submit, the confirmation, then (3 s later) the results. */
export function useAnswerFlow() {
  const [state, setState] = useState<AnswerStage>({ stage: 'answering' });

  useEffect(() => {
    if (state.stage !== 'recorded') return;
    const { optionId } = state;
    const timer = setTimeout(() => setState({ stage: 'results', optionId }), RESULTS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return { state, recorded: (optionId: string) => setState({ stage: 'recorded', optionId }) };
}
