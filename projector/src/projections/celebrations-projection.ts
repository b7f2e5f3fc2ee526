import {
  celebrationDocumentId,
  celebrationIdOf,
  parseCelebrationId,
  ReadModel,
  type AnswerDocument,
  type CelebrationDocument,
  type RecordedEvent,
  type ScoringRule,
} from '@iec-bets/contracts';
import type { DeclaredRead, Evolved, FindQuery, Projection, ReadModelView, Target } from '../projection.js';
import { answersOf } from './countable-answer.js';
import { scoringRuleIn, scoringRuleRead } from './scoring-rule-projection.js';

/**
 * For a resolution: the answer it resolves and the rule that scores it; for an accepted friendship: whose document
 * it is, and the friend. Nothing for the other events.
 */
type AnswerContext = { answer: AnswerDocument; rule: ScoringRule };
type FriendContext = { userId: string; friendId: string };
type CelebrationContext = AnswerContext | FriendContext | undefined;

type Resolution = Extract<RecordedEvent, { type: 'QuestionResolved' | 'QuestionResolutionCorrected' }>;

function answerCelebration(event: Resolution, { answer, rule }: AnswerContext): Evolved<CelebrationDocument> {
  const { questionId, correctOptionId } = event.data;
  const correct = answer.optionId === correctOptionId;
  return {
    id: celebrationDocumentId(answer.userId, { questionId }),
    userId: answer.userId,
    kind: 'answer',
    celebrationId: celebrationIdOf({ type: correct ? 'correct_answer' : 'wrong_answer', questionId, position: event.position }),
    occurredAt: event.metadata.occurredAt,
    seen: false,
    questionId,
    optionId: answer.optionId,
    correctOptionId,
    millipoints: rule.answerMillipoints({
      pickedYes: answer.optionId === 'yes',
      yesWasCorrect: correctOptionId === 'yes',
      crowdBefore: answer.crowdBefore,
    }),
    friendId: null,
  };
}

function friendCelebration(
  event: Extract<RecordedEvent, { type: 'FriendRequestAccepted' }>,
  { userId, friendId }: FriendContext,
): Evolved<CelebrationDocument> {
  return {
    id: celebrationDocumentId(userId, { friendId }),
    userId,
    kind: 'friend',
    celebrationId: celebrationIdOf({ type: 'new_friend', friendId, position: event.position }),
    occurredAt: event.metadata.occurredAt,
    seen: false,
    questionId: null,
    optionId: null,
    correctOptionId: null,
    millipoints: null,
    friendId,
  };
}

/** The document an acknowledgement is about: rank and accuracy are kept elsewhere (celebration marks). */
function acknowledgedDocumentId(userId: string, celebrationId: string): string | undefined {
  const key = parseCelebrationId(celebrationId);
  switch (key?.type) {
    case 'correct_answer':
    case 'wrong_answer':
      return celebrationDocumentId(userId, { questionId: key.questionId });
    case 'new_friend':
      return celebrationDocumentId(userId, { friendId: key.friendId });
    default:
      return undefined;
  }
}

const ofUser = (userId: string) => ({ collection: ReadModel.celebrations, where: { userId } });

function targetsOfQuery(view: ReadModelView, query: { collection: string } & FindQuery): Array<Target<CelebrationContext>> {
  return view.find<CelebrationDocument>(query.collection, query).map((doc) => ({ id: doc.id, context: undefined }));
}

function evolveCelebration(
  current: CelebrationDocument | undefined,
  event: RecordedEvent,
  context: CelebrationContext,
): Evolved<CelebrationDocument> | CelebrationDocument | undefined {
  switch (event.type) {
    case 'QuestionResolved':
    case 'QuestionResolutionCorrected': {
      if (!context || !('answer' in context)) return current;
      // A correction that leaves the answer's outcome as it was is not news: what was shown stays shown.
      if (current && current.correctOptionId !== null) {
        const wasCorrect = current.optionId === current.correctOptionId;
        if (wasCorrect === (context.answer.optionId === event.data.correctOptionId)) return current;
      }
      return answerCelebration(event, context);
    }
    case 'FriendRequestAccepted':
      return context && 'friendId' in context ? friendCelebration(event, context) : current;
    case 'CelebrationSeen':
      return current && current.celebrationId === event.data.celebrationId && !current.seen ? { ...current, seen: true } : current;
    case 'QuestionDeleted':
    case 'UserDeleted':
      return undefined;
    default:
      return current;
  }
}

/**
 * What each user is to be told once: their answers meeting a resolution and their friendships being accepted,
 * until they acknowledge it. The query side adds rank and accuracy, which it works out from the statistics.
 */
export const celebrationsProjection: Projection<CelebrationDocument, CelebrationContext> = {
  collection: ReadModel.celebrations,
  // A question's celebrations are its answerers', one each: a page's are its alone.
  paging: { kind: 'each-page' },
  reads: (event) => {
    switch (event.type) {
      case 'QuestionResolved':
      case 'QuestionResolutionCorrected':
        return [{ collection: ReadModel.answers, ...answersOf(event.data.questionId) }, scoringRuleRead];
      case 'QuestionDeleted':
        return [{ collection: ReadModel.answers, ...answersOf(event.data.questionId) }];
      case 'UserDeleted':
        return [ofUser(event.data.userId)];
      case 'FriendRequestAccepted': {
        const { requesterId, receiverId } = event.data;
        return [
          { collection: ReadModel.celebrations, id: celebrationDocumentId(requesterId, { friendId: receiverId }) },
          { collection: ReadModel.celebrations, id: celebrationDocumentId(receiverId, { friendId: requesterId }) },
        ] satisfies DeclaredRead[];
      }
      case 'CelebrationSeen': {
        const id = acknowledgedDocumentId(event.data.userId, event.data.celebrationId);
        return id === undefined ? [] : [{ collection: ReadModel.celebrations, id }];
      }
      default:
        return [];
    }
  },
  targets: (event, view) => {
    switch (event.type) {
      case 'QuestionResolved':
      case 'QuestionResolutionCorrected': {
        const rule = scoringRuleIn(view);
        return view
          .find<AnswerDocument>(ReadModel.answers, answersOf(event.data.questionId))
          .map((answer) => ({ id: celebrationDocumentId(answer.userId, { questionId: answer.questionId }), context: { answer, rule } }));
      }
      case 'QuestionDeleted':
        // Named by their answers, one per answerer, so that a page of answers names its own celebrations.
        return view
          .find<AnswerDocument>(ReadModel.answers, answersOf(event.data.questionId))
          .map((answer) => ({ id: celebrationDocumentId(answer.userId, { questionId: answer.questionId }), context: undefined }));
      case 'UserDeleted':
        return targetsOfQuery(view, ofUser(event.data.userId));
      case 'FriendRequestAccepted': {
        const { requesterId, receiverId } = event.data;
        return [
          { id: celebrationDocumentId(requesterId, { friendId: receiverId }), context: { userId: requesterId, friendId: receiverId } },
          { id: celebrationDocumentId(receiverId, { friendId: requesterId }), context: { userId: receiverId, friendId: requesterId } },
        ];
      }
      case 'CelebrationSeen': {
        const id = acknowledgedDocumentId(event.data.userId, event.data.celebrationId);
        return id === undefined ? [] : [{ id, context: undefined }];
      }
      default:
        return [];
    }
  },
  evolve: evolveCelebration,
};
