import { percentage, type Question } from '@iec-bets/contracts';
import type { ResultBar } from '@/components/result-bars';

/** A question's per-option counts as result bars: every option, counted or not, with its rounded share. */
export function optionResults(question: Pick<Question, 'options' | 'results' | 'totalVotes'>): ResultBar[] {
  return question.options.map((option) => {
    const votes = question.results.find((result) => result.optionId === option.id)?.count ?? 0;
    return { optionId: option.id, text: option.text, votes, percentage: percentage(votes, question.totalVotes) };
  });
}
