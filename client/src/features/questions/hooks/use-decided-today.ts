import type { Question } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { publicQuestionsQuery } from '@/api/get-public-questions';
import { decidedToday } from '../lib/decided-today';

/**
 * Today's questions already resolved, shown with their outcome beside the open ones: `undefined` until the published
 * list has come (or if it cannot), so that "No Questions Today" is not said of a day whose question was just decided.
 * The list the next-questions card reads, on its rhythm: a resolution over /ws reads it again at once.
 */
export function useDecidedToday(): Question[] | undefined {
  const published = useQuery({ ...publicQuestionsQuery(), refetchInterval: 60_000 });
  if (published.isError) return [];
  return published.data ? decidedToday(published.data, new Date()) : undefined;
}
