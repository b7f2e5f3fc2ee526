import type { FriendActivity } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { aQuestion } from '@/test-support/fixtures';
import { friendCards } from './friend-cards';

const sipho = (questionId: string, optionText: string): FriendActivity => ({
  questionId,
  friendAnswers: [{ friendId: 'user-2', friendName: 'Sipho Dlamini', optionText }],
  friendComments: [],
  friendCommentCount: 0,
});

describe('friendCards', () => {
  it("keeps the page's order and only its questions that friends took part in", () => {
    const page = ['q-3', 'q-2', 'q-1'].map((id) => aQuestion({ id }));
    // The server's order, and a question the page does not hold (published after the page was read).
    const cards = friendCards(page, [sipho('q-1', 'No'), sipho('q-9', 'Yes'), sipho('q-3', 'Yes')]);

    expect(cards.map((card) => [card.question.id, card.friendAnswers[0]?.optionText])).toEqual([
      ['q-3', 'Yes'],
      ['q-1', 'No'],
    ]);
  });

  it('makes no card of a page friends took no part in', () => {
    expect(friendCards([aQuestion({ id: 'q-1' })], [])).toEqual([]);
  });
});
