import { useMemo, useState } from 'react';
import type { QuestionSeed, QuestionSeedChannel } from '@/components/question-seed/question-seed-context';
import { useToast } from '@/components/toast/toast-context';
import { useReviewSuggestion } from '@/features/admin-suggestions/api/review-suggestion';
import { errorMessage } from '@/lib/api-error';

/**
 * The dashboard's side of handing a suggestion to the new question form (question-seed-context.ts): `show` opens the
 * tab with the form, and a draft created from the suggestion marks it used, its notes kept, so that the member sees
 * on My Suggestions that it became a question and no admin drafts it twice.
 */
export function useQuestionSeedChannel(show: () => void): QuestionSeedChannel {
  const [seed, setSeed] = useState<QuestionSeed | null>(null);
  const review = useReviewSuggestion();
  const toast = useToast();
  const { mutate } = review;
  return useMemo(
    () => ({
      seed,
      draftFrom: (next) => {
        setSeed(next);
        show();
      },
      drafted: (from) => {
        setSeed(null);
        mutate(
          { id: from.suggestionId, review: { status: 'used', adminNotes: from.adminNotes } },
          {
            onError: (error) =>
              toast({
                title: 'Update Failed',
                description: `The draft was created, but the suggestion is not marked used: ${errorMessage(error, 'Please try again')}`,
                variant: 'destructive',
              }),
          },
        );
      },
      letGo: () => setSeed(null),
    }),
    [seed, show, mutate, toast],
  );
}
