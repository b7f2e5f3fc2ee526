import {
  dayNumber,
  percentage,
  type PublicResults,
  Question,
  type QuestionDocument,
} from '@iec-bets/contracts';

/** The API's question: the read model's fields plus 'Day N'; internal fields are dropped by the schema. */
export function toQuestion(doc: QuestionDocument): Question {
  return Question.parse({ ...doc, dayNumber: dayNumber(doc.date) });
}

/** Every option with its votes and its rounded share of all votes. */
export function toPublicResults(doc: QuestionDocument): PublicResults {
  return {
    results: doc.results.map((option) => ({
      optionId: option.optionId,
      text: option.optionText,
      votes: option.count,
      percentage: percentage(option.count, doc.totalVotes),
    })),
    totalVotes: doc.totalVotes,
  };
}

/** The results with other counts per option (as they stood at some instant), each with its rounded share. */
export function toPublicResultsAt(doc: QuestionDocument, counts: Record<string, number>): PublicResults {
  const totalVotes = Object.values(counts).reduce((total, count) => total + count, 0);
  return {
    results: doc.results.map((option) => {
      const votes = counts[option.optionId] ?? 0;
      return { optionId: option.optionId, text: option.optionText, votes, percentage: percentage(votes, totalVotes) };
    }),
    totalVotes,
  };
}
