import { southAfricanDay, streams, type DomainEvent, type QuestionOption } from '@iec-bets/contracts';
import {
  DEMO_SOURCE_TITLE,
  DEMO_USER_COUNT,
  demoOfficialBio,
  demoOfficials,
  demoPredictions,
  DEMO_QUESTION_CONTEXT,
  demoQuestions,
  type DemoQuestion,
} from './demo-content.js';

/** One append of the demo data set: events for one stream, recorded as happening at `at`. */
export interface DemoStep {
  streamId: string;
  /** UTC, ISO 8601; never later than the seed's `now`. */
  at: string;
  events: DomainEvent[];
}

export interface DemoUser {
  userId: string;
  username: string;
  name: string;
}

export interface DemoDataSet {
  users: DemoUser[];
  /** In the order they are to be appended: by time, so that answers come before their question's resolution. */
  steps: DemoStep[];
}

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const YES_NO: QuestionOption[] = [
  { id: 'yes', text: 'Yes' },
  { id: 'no', text: 'No' },
];

/** Fixed ids, so that a second run finds what the first wrote instead of adding a copy. */
export const demoIds = {
  user: (n: number) => `demo-user-${String(n).padStart(2, '0')}`,
  question: (daysAgo: number) => `demo-question-${String(daysAgo).padStart(2, '0')}`,
  official: (key: string) => `demo-official-${key}`,
  prediction: (key: string) => `demo-prediction-${key}`,
};

export const demoUsers: DemoUser[] = Array.from({ length: DEMO_USER_COUNT }, (_, index) => ({
  userId: demoIds.user(index + 1),
  username: `demo_voter_${index + 1}`,
  name: `Demo Voter ${index + 1}`,
}));

/** Who answers what: most users answer most questions, a spread of yes and no, a few abstain. */
function demoAnswer(userIndex: number, question: DemoQuestion): 'yes' | 'no' | null {
  if ((userIndex + question.daysAgo) % 5 === 0) return null;
  return (userIndex * 7 + question.daysAgo * 3) % 5 < 3 ? 'yes' : 'no';
}

function userSteps(start: number, passwordHash: string): DemoStep[] {
  return demoUsers.flatMap(({ userId, username, name }, index) => {
    const at = new Date(start + index * 60_000).toISOString();
    return [
      { streamId: streams.username(username), at, events: [{ type: 'UsernameReserved', data: { username: username.toLowerCase(), userId } }] },
      {
        streamId: streams.user(userId),
        at,
        events: [{ type: 'UserRegistered', data: { userId, username, name, email: null, phoneNumber: null, passwordHash } }],
      },
    ] satisfies DemoStep[];
  });
}

function questionSteps(now: number, question: DemoQuestion): DemoStep[] {
  const questionId = demoIds.question(question.daysAgo);
  const streamId = streams.question(questionId);
  // Drafted, tagged and published three hours before this time of day on its day; answered within the next two.
  const openedAt = now - question.daysAgo * DAY - 3 * HOUR;
  const date = `${southAfricanDay(new Date(now - question.daysAgo * DAY))}T11:00:00.000Z`;
  const steps: DemoStep[] = [
    {
      streamId,
      at: new Date(openedAt).toISOString(),
      events: [
        { type: 'QuestionDrafted', data: { questionId, text: question.text, context: DEMO_QUESTION_CONTEXT, date, options: YES_NO } },
        { type: 'QuestionTagsChanged', data: { questionId, tags: question.tags } },
        { type: 'QuestionPublished', data: { questionId } },
      ],
    },
  ];
  demoUsers.forEach(({ userId }, index) => {
    const optionId = demoAnswer(index, question);
    if (!optionId) return;
    steps.push({
      streamId: streams.answer(questionId, userId),
      at: new Date(openedAt + 10 * 60_000 + index * 7 * 60_000).toISOString(),
      events: [{ type: 'AnswerSubmitted', data: { questionId, userId, optionId } }],
    });
  });
  if (question.resolution) {
    steps.push({
      streamId,
      at: new Date(now - question.daysAgo * DAY + 12 * HOUR).toISOString(),
      events: [
        {
          type: 'QuestionResolved',
          data: {
            questionId,
            correctOptionId: question.resolution.correctOptionId,
            resolutionSummary: question.resolution.summary,
            resolutionProofUrl: `https://example.org/demo/${questionId}`,
          },
        },
      ],
    });
  }
  return steps;
}

function researchSteps(now: number): DemoStep[] {
  const at = new Date(now - 10 * DAY - 2 * HOUR).toISOString();
  const officials: DemoStep[] = demoOfficials.map(({ key, name, title, tags }) => ({
    streamId: streams.researchOfficial(demoIds.official(key)),
    at,
    events: [
      { type: 'OfficialCreated', data: { officialId: demoIds.official(key), name, title, bio: demoOfficialBio(title), avatar: null, tags } },
    ],
  }));
  const predictions: DemoStep[] = demoPredictions.map(({ key, statement, prediction, confidence, daysAgo, tags }) => ({
    streamId: streams.researchPrediction(demoIds.prediction(key)),
    at,
    events: [
      {
        type: 'MediaPredictionCreated',
        data: {
          predictionId: demoIds.prediction(key),
          statement,
          prediction,
          confidence,
          sourceTitle: DEMO_SOURCE_TITLE,
          sourceDate: southAfricanDay(new Date(now - daysAgo * DAY)),
          sourceUrl: `https://example.org/demo/${key}`,
          tags,
        },
      },
    ],
  }));
  return [...officials, ...predictions];
}

/**
 * The demo data set as of `now`: demo users who joined eleven days ago, the research hub's officials and predictions,
 * a question a day over the last ten days (most resolved, the last three open, today's among them) with the demo
 * users' answers. Pure: the same `now` and hash give the same steps.
 */
export function demoDataSet(now: Date, passwordHash: string): DemoDataSet {
  const time = now.getTime();
  const steps = [
    ...userSteps(time - 11 * DAY, passwordHash),
    ...researchSteps(time),
    ...demoQuestions.flatMap((question) => questionSteps(time, question)),
  ];
  // A stable sort keeps each stream's steps in the order written above when two share a time.
  steps.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return { users: demoUsers, steps };
}
