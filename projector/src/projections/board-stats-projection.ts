import {
  boardStatsId,
  monthBoard,
  ReadModel,
  tagBoard,
  type AnswerDocument,
  type BoardStatsDocument,
  type QuestionDocument,
  type RecordedEvent,
  type ScoringRule,
} from '@iec-bets/contracts';
import type { DeclaredRead, Evolved, Projection, ReadModelView, Target } from '../projection.js';
import { resolutionMonth, resolutionOf } from './answer-resolution.js';
import { answersOf, questionCountingAnswer } from './countable-answer.js';
import { crowdOf } from './answers-projection.js';
import { localMonthOf } from './local-calendar.js';
import { scoringRuleIn, scoringRuleRead } from './scoring-rule-projection.js';
import { isStillAMember } from './still-a-member.js';

/** One answer's share of one board: added (+1) or taken out (-1), right or not, worth so many millipoints. */
interface Contribution {
  sign: 1 | -1;
  correct: boolean;
  millipoints: number;
}

interface BoardChange {
  board: string;
  userId: string;
  rule: ScoringRule;
  contributions: Contribution[];
}

/** An answer as a board sees it: who, which option, against which crowd. */
type Answer = Pick<AnswerDocument, 'userId' | 'optionId' | 'crowdBefore'>;

/** The boards a resolved answer counts on: the month of the resolution and each of the question's topics. */
function boardsOf(month: string, tags: readonly string[]): string[] {
  return [monthBoard(month), ...tags.map(tagBoard)];
}

/** Collects the contributions of one event per board document, so that each document is named once. */
class Changes {
  private readonly byId = new Map<string, BoardChange>();

  constructor(private readonly rule: ScoringRule) {}

  add(answer: Answer, boards: readonly string[], correctOptionId: string, month: string, sign: 1 | -1): void {
    const { correct, millipoints } = resolutionOf(this.rule, answer.optionId, answer.crowdBefore, correctOptionId, month);
    for (const board of boards) {
      const id = boardStatsId(board, answer.userId);
      const change = this.byId.get(id) ?? { board, userId: answer.userId, rule: this.rule, contributions: [] };
      change.contributions.push({ sign, correct, millipoints });
      this.byId.set(id, change);
    }
  }

  targets(): Array<Target<BoardChange>> {
    return [...this.byId].map(([id, change]) => ({ id, context: change }));
  }
}

function answersOfQuestion(view: ReadModelView, questionId: string): AnswerDocument[] {
  return view.find<AnswerDocument>(ReadModel.answers, answersOf(questionId));
}

/** What a question's resolution events do to the boards of each of its answers. */
function questionTargets(event: RecordedEvent, view: ReadModelView): Array<Target<BoardChange>> {
  if (!('questionId' in event.data)) return [];
  const question = view.get<QuestionDocument>(ReadModel.questions, event.data.questionId);
  if (!question) return [];
  const rule = scoringRuleIn(view);
  const changes = new Changes(rule);
  const wasResolved = question.isResolved && question.correctOptionId !== null;
  const before = wasResolved ? boardsOf(resolutionMonth(question), question.tags) : [];
  for (const answer of answersOfQuestion(view, question.id)) {
    // A deleted account's boards went with it, and none comes back.
    if (!isStillAMember(view, answer.userId)) continue;
    const takeOut = () => {
      if (wasResolved) changes.add(answer, before, question.correctOptionId!, resolutionMonth(question), -1);
    };
    switch (event.type) {
      case 'QuestionResolved': {
        // A resolution that replaces an earlier one moves the answer to the new outcome, in the new month.
        takeOut();
        const month = localMonthOf(event.metadata.occurredAt);
        changes.add(answer, boardsOf(month, question.tags), event.data.correctOptionId, month, 1);
        break;
      }
      case 'QuestionResolutionCorrected':
        takeOut();
        changes.add(answer, before, event.data.correctOptionId, resolutionMonth(question), 1);
        break;
      case 'QuestionDeleted':
        takeOut();
        break;
      case 'QuestionTagsChanged': {
        if (!wasResolved) break;
        // Only the topics that come or go move; the month stays.
        const month = resolutionMonth(question);
        const gone = question.tags.filter((tag) => !event.data.tags.includes(tag)).map(tagBoard);
        const come = event.data.tags.filter((tag) => !question.tags.includes(tag)).map(tagBoard);
        changes.add(answer, gone, question.correctOptionId!, month, -1);
        changes.add(answer, come, question.correctOptionId!, month, 1);
        break;
      }
      default:
        break;
    }
  }
  return changes.targets();
}

function evolveBoard(current: BoardStatsDocument | undefined, event: RecordedEvent, change: BoardChange): Evolved<BoardStatsDocument> | undefined {
  if (event.type === 'UserDeleted') return undefined;
  let resolvedAnswers = current?.resolvedAnswers ?? 0;
  let correctAnswers = current?.correctAnswers ?? 0;
  let millipoints = current?.millipoints ?? 0;
  for (const { sign, correct, millipoints: points } of change.contributions) {
    resolvedAnswers += sign;
    if (correct) correctAnswers += sign;
    millipoints += sign * points;
  }
  if (resolvedAnswers <= 0) return undefined;
  const { rule } = change;
  return {
    id: boardStatsId(change.board, change.userId),
    board: change.board,
    userId: change.userId,
    resolvedAnswers,
    correctAnswers,
    millipoints,
    score: rule.rankingScore(millipoints, resolvedAnswers),
    ranked: resolvedAnswers >= rule.minimumResolvedAnswers,
    scoringRule: rule.name,
  };
}

const usersBoards = (userId: string): DeclaredRead => ({ collection: ReadModel.boardStats, where: { userId } });

/**
 * The monthly and per-topic leaderboards: each player's record per calendar month of resolution and per tag, under
 * the same scoring rule and with the same "add exactly what is later taken out" arithmetic as their statistics.
 */
export const boardStatsProjection: Projection<BoardStatsDocument, BoardChange> = {
  collection: ReadModel.boardStats,
  // A record on a board is one user's: a page's answerers' records are its alone.
  paging: { kind: 'each-page' },
  reads: (event) => {
    switch (event.type) {
      case 'AnswerSubmitted':
      case 'QuestionResolved':
      case 'QuestionResolutionCorrected':
      case 'QuestionDeleted':
      case 'QuestionTagsChanged':
        return [scoringRuleRead];
      case 'UserDeleted':
        return [usersBoards(event.data.userId)];
      default:
        return [];
    }
  },
  targets: (event, view) => {
    switch (event.type) {
      case 'AnswerSubmitted': {
        // An answer recorded after its question's resolution counts on its boards at once.
        const question = questionCountingAnswer(view, event);
        if (!question?.isResolved || question.correctOptionId === null) return [];
        const changes = new Changes(scoringRuleIn(view));
        const answer = { userId: event.data.userId, optionId: event.data.optionId, crowdBefore: crowdOf(question) };
        const month = resolutionMonth(question);
        changes.add(answer, boardsOf(month, question.tags), question.correctOptionId, month, 1);
        return changes.targets();
      }
      case 'QuestionResolved':
      case 'QuestionResolutionCorrected':
      case 'QuestionDeleted':
      case 'QuestionTagsChanged':
        return questionTargets(event, view);
      case 'UserDeleted': {
        const boards = view.find<BoardStatsDocument>(ReadModel.boardStats, { where: { userId: event.data.userId } });
        const rule = scoringRuleIn(view);
        return boards.map((doc) => ({ id: doc.id, context: { board: doc.board, userId: doc.userId, rule, contributions: [] } }));
      }
      default:
        return [];
    }
  },
  evolve: evolveBoard,
};
