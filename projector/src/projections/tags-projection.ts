import {
  ReadModel,
  type MediaPredictionDocument,
  type OfficialDocument,
  type QuestionDocument,
  type RecordedEvent,
  type TagDocument,
} from '@iec-bets/contracts';
import type { DeclaredRead, Evolved, Projection, ReadModelView, Target } from '../projection.js';

type MemberList = 'questionIds' | 'officialIds' | 'predictionIds';

/** Whether one question, official or prediction carries the target tag after the event. */
interface Membership {
  tag: string;
  list: MemberList;
  memberId: string;
  member: boolean;
}

/** Every tag the thing had or has now, each with whether it carries it after the event. */
function memberships(list: MemberList, memberId: string, before: readonly string[], after: readonly string[]): Array<Target<Membership>> {
  const tags = new Set([...before, ...after]);
  return [...tags].map((tag) => ({ id: tag, context: { tag, list, memberId, member: after.includes(tag) } }));
}

const isPublic = (question: QuestionDocument) => question.isPublished && !question.isArchived;

/** The tags a question counts for after the event: those it carries while the public can see it. */
function questionTagsAfter(event: RecordedEvent, question: QuestionDocument): readonly string[] {
  switch (event.type) {
    case 'QuestionTagsChanged':
      return isPublic(question) ? event.data.tags : [];
    case 'QuestionPublished':
      return question.isArchived ? [] : question.tags;
    default:
      // Archived or deleted: out of public view.
      return [];
  }
}

function questionTargets(event: RecordedEvent, view: ReadModelView): Array<Target<Membership>> {
  switch (event.type) {
    case 'QuestionTagsChanged':
    case 'QuestionPublished':
    case 'QuestionArchived':
    case 'QuestionDeleted': {
      const question = view.get<QuestionDocument>(ReadModel.questions, event.data.questionId);
      if (!question) return [];
      return memberships('questionIds', question.id, question.tags, questionTagsAfter(event, question));
    }
    default:
      return [];
  }
}

function researchTargets(event: RecordedEvent, view: ReadModelView): Array<Target<Membership>> {
  switch (event.type) {
    case 'OfficialCreated':
    case 'OfficialEdited':
    case 'OfficialDeleted': {
      const { officialId } = event.data;
      const before = view.get<OfficialDocument>(ReadModel.officials, officialId)?.tags ?? [];
      return memberships('officialIds', officialId, before, event.type === 'OfficialDeleted' ? [] : event.data.tags);
    }
    case 'MediaPredictionCreated':
    case 'MediaPredictionEdited':
    case 'MediaPredictionDeleted': {
      const { predictionId } = event.data;
      const before = view.get<MediaPredictionDocument>(ReadModel.mediaPredictions, predictionId)?.tags ?? [];
      return memberships('predictionIds', predictionId, before, event.type === 'MediaPredictionDeleted' ? [] : event.data.tags);
    }
    default:
      return [];
  }
}

function evolveTag(current: TagDocument | undefined, _event: RecordedEvent, change: Membership): Evolved<TagDocument> | TagDocument | undefined {
  const ids = current?.[change.list] ?? [];
  if (ids.includes(change.memberId) === change.member) return current;
  const lists = {
    questionIds: current?.questionIds ?? [],
    officialIds: current?.officialIds ?? [],
    predictionIds: current?.predictionIds ?? [],
    [change.list]: change.member ? [...ids, change.memberId].sort() : ids.filter((id) => id !== change.memberId),
  };
  const counts = {
    questionCount: lists.questionIds.length,
    officialCount: lists.officialIds.length,
    predictionCount: lists.predictionIds.length,
  };
  // A tag that nothing carries any more is no longer a topic.
  if (counts.questionCount + counts.officialCount + counts.predictionCount === 0) return undefined;
  return { id: change.tag, ...lists, ...counts };
}

function declaredReads(event: RecordedEvent): DeclaredRead[] {
  switch (event.type) {
    case 'QuestionPublished':
    case 'QuestionArchived':
    case 'QuestionDeleted':
    case 'QuestionTagsChanged':
      return [{ collection: ReadModel.questions, id: event.data.questionId }];
    case 'OfficialCreated':
    case 'OfficialEdited':
    case 'OfficialDeleted':
      return [{ collection: ReadModel.officials, id: event.data.officialId }];
    case 'MediaPredictionCreated':
    case 'MediaPredictionEdited':
    case 'MediaPredictionDeleted':
      return [{ collection: ReadModel.mediaPredictions, id: event.data.predictionId }];
    default:
      return [];
  }
}

/**
 * Every research topic in use, with what carries it: public questions, officials, media predictions. The tags an
 * event takes away are read from the other read models as they stood before it.
 */
export const tagsProjection: Projection<TagDocument, Membership> = {
  collection: ReadModel.tags,
  canHandle: new Set([
    'QuestionPublished', 'QuestionTagsChanged', 'QuestionArchived', 'QuestionDeleted', 'OfficialCreated',
    'OfficialEdited', 'OfficialDeleted', 'MediaPredictionCreated', 'MediaPredictionEdited', 'MediaPredictionDeleted',
  ]),
  reads: declaredReads,
  targets: (event, view) => [...questionTargets(event, view), ...researchTargets(event, view)],
  evolve: evolveTag,
};
