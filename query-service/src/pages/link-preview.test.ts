import type { Question, QuestionDocument } from '@iec-bets/contracts';
import { aQuestionDocument } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { toQuestion } from '../views/question-view.js';
import { questionPreview, SITE_PREVIEW, todayPreview } from './link-preview.js';

/** A published question as GET /api/questions/{id} answers it, with `votes` for Yes and No, on Day 994. */
function question(text: string, votes: { yes: number; no: number } = { yes: 0, no: 0 }, overrides: Partial<QuestionDocument> = {}): Question {
  return toQuestion(
    aQuestionDocument({
      text,
      results: [
        { optionId: 'yes', optionText: 'Yes', count: votes.yes },
        { optionId: 'no', optionText: 'No', count: votes.no },
      ],
      totalVotes: votes.yes + votes.no,
      ...overrides,
    }),
  );
}

/** The picture of question q1, named with the version of what it shows. */
const PICTURE_OF_Q1 = /^\/api\/questions\/q1\/picture\?v=[\w-]{22}$/;

const resolved = (correctOptionId: 'yes' | 'no', resolutionSummary: string | null = null) => ({ isResolved: true, correctOptionId, resolutionSummary });

describe("the home page's preview, where a shared open question leads", () => {
  it("names today's one question, with its day, and never how the nation has split so far", () => {
    const preview = todayPreview([question('Will Parliament pass the Budget this week', { yes: 700, no: 300 })]);
    expect(preview).toEqual({
      title: 'Will Parliament pass the Budget this week?',
      description: 'Day 994 on IEC Bets: make your prediction, then see how South Africa answered.',
      canonicalPath: '/',
      picture: { path: expect.stringMatching(PICTURE_OF_Q1), alt: "Today's question on IEC Bets: Will Parliament pass the Budget this week?" },
    });
  });

  it("counts today's several questions and names each, cut at a word once they run long", () => {
    const texts = ['Will the IEC announce the by-election date before Friday?', 'Will turnout pass 60%', 'Will the coalition hold'];
    expect(todayPreview(texts.map((text) => question(text)))).toEqual({
      title: "Today's 3 questions on IEC Bets",
      description: 'Will the IEC announce the by-election date before Friday? · Will turnout pass 60%? · Will the coalition hold?',
      canonicalPath: '/',
    });
    const long = todayPreview(Array.from({ length: 6 }, (_, i) => question(`Will the ${i + 1}th council elect a mayor before the year ends`)));
    expect(long.description.length).toBeLessThanOrEqual(200);
    // Cut at a word, never on the separator between two questions.
    expect(long.description).toMatch(/ [a-z?]+…$/);
    expect(long.description).not.toMatch(/[·\s]…$/);
    expect(long.description.startsWith('Will the 1th council elect a mayor before the year ends? · Will the 2th')).toBe(true);
  });

  it('is the site itself on a day with no question', () => {
    expect(todayPreview([])).toEqual({ ...SITE_PREVIEW, canonicalPath: '/' });
  });

  it('never ends on the separator, wherever the cut falls', () => {
    for (let length = 20; length < 60; length++) {
      const questions = Array.from({ length: 8 }, () => question('x'.repeat(length)));
      expect(todayPreview(questions).description).not.toMatch(/[·\s]…$/);
    }
  });
});

describe("a question's history page's preview, where a shared resolved question leads", () => {
  it('gives the answer, the share of predictors who called it and the admin’s summary', () => {
    const preview = questionPreview(question('Will turnout pass 60%', { yes: 1_234, no: 2_000 }, resolved('no', 'Turnout was 58.6%, the IEC said.')));
    expect(preview).toEqual({
      title: 'Will turnout pass 60%?',
      description: 'The answer: No. 62% of the 3\u00a0234 South Africans who predicted it called it. Turnout was 58.6%, the IEC said.',
      canonicalPath: '/questions/q1/history',
      // The picture's words for those who cannot see it: what it shows, not the summary it leaves out.
      picture: {
        path: expect.stringMatching(PICTURE_OF_Q1),
        alt: 'IEC Bets, day 994: Will turnout pass 60%? The answer: No. 62% of the 3\u00a0234 South Africans who predicted it called it.',
      },
    });
  });

  it('says whether the one predictor called it, and that nobody did when nobody predicted', () => {
    expect(questionPreview(question('Q', { yes: 1, no: 0 }, resolved('yes'))).description).toBe('The answer: Yes. The one South African who predicted it called it.');
    expect(questionPreview(question('Q', { yes: 1, no: 0 }, resolved('no'))).description).toBe('The answer: No. The one South African who predicted it missed it.');
    expect(questionPreview(question('Q', { yes: 0, no: 0 }, resolved('yes'))).description).toBe('The answer: Yes. Nobody predicted it.');
  });

  it('says all or none rather than a rounded 100% or 0% that one vote would make untrue', () => {
    expect(questionPreview(question('Q', { yes: 299, no: 1 }, resolved('yes'))).description).toBe('The answer: Yes. 99% of the 300 South Africans who predicted it called it.');
    expect(questionPreview(question('Q', { yes: 1, no: 299 }, resolved('yes'))).description).toBe('The answer: Yes. 1% of the 300 South Africans who predicted it called it.');
    expect(questionPreview(question('Q', { yes: 300, no: 0 }, resolved('yes'))).description).toBe('The answer: Yes. All 300 South Africans who predicted it called it.');
    expect(questionPreview(question('Q', { yes: 0, no: 300 }, resolved('yes'))).description).toBe('The answer: Yes. None of the 300 South Africans who predicted it called it.');
  });

  it("names its page and its picture by the question's id, made safe for an address", () => {
    const preview = questionPreview(question('Q', undefined, { id: 'q 1/x' }));
    expect(preview.canonicalPath).toBe('/questions/q%201%2Fx/history');
    expect(preview.picture?.path).toMatch(/^\/api\/questions\/q%201%2Fx\/picture\?v=/);
  });

  it("names a new address for the picture once the question is decided, and keeps it while votes come in", () => {
    const open = questionPreview(question('Q', { yes: 1, no: 0 })).picture!.path;
    expect(questionPreview(question('Q', { yes: 9, no: 4 })).picture!.path).toBe(open);
    const decided = questionPreview(question('Q', { yes: 9, no: 4 }, resolved('yes'))).picture!.path;
    expect(decided).not.toBe(open);
    expect(questionPreview(question('Q', { yes: 9, no: 4 }, resolved('no'))).picture!.path).not.toBe(decided);
  });

  it('cuts a long summary at a word, within what the apps show', () => {
    const summary = 'The Electoral Commission published the final results on Saturday morning, '.repeat(5);
    const { description } = questionPreview(question('Q', { yes: 5, no: 5 }, resolved('yes', summary)));
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/^The answer: Yes\. 50% of the 10 South Africans who predicted it called it\. The Electoral Commission .*[a-z,]…$/);
  });

  it('tells of an open question only its day: its split is for those who have answered', () => {
    expect(questionPreview(question('Will the coalition hold', { yes: 9, no: 1 }))).toEqual({
      title: 'Will the coalition hold?',
      description: 'Day 994 on IEC Bets: every step of this question, as our log recorded it.',
      canonicalPath: '/questions/q1/history',
      picture: { path: expect.stringMatching(PICTURE_OF_Q1), alt: 'IEC Bets, day 994: Will the coalition hold?' },
    });
  });
});
