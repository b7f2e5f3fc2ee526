import type { AnswerDocument, CalibrationBin, NationalCalibration, QuestionDocument, TrackRecord } from '@iec-bets/contracts';

/** The option whose share is the crowd's forecast: every question is Yes or No, with these ids. */
const YES = 'yes';

/** Ten bins: fine enough to show the shape, coarse enough that a few hundred questions fill them. */
export const CALIBRATION_BINS = 10;

/** What the crowd said about one resolved question, and what happened. */
export interface CrowdForecast {
  yesVotes: number;
  totalVotes: number;
  yesHappened: boolean;
}

/**
 * The crowd's forecast of a question, or null when it has none to judge: not resolved, nobody answered, or no Yes
 * option. Answers close at the end of the question's day (or at its resolution, if that comes first), so the counts are the final ones; `correctOptionId` is the corrected one after
 * a correction, and a deleted question is not in the read model at all.
 */
export function crowdForecastOf(question: QuestionDocument): CrowdForecast | null {
  if (!question.isPublished || !question.isResolved || question.correctOptionId === null || question.totalVotes === 0) return null;
  const yes = question.results.find((result) => result.optionId === YES);
  if (!yes) return null;
  return { yesVotes: yes.count, totalVotes: question.totalVotes, yesHappened: question.correctOptionId === YES };
}

export const yesShareOf = (forecast: CrowdForecast): number => forecast.yesVotes / forecast.totalVotes;

/** (s − o)²: 0 when the crowd was all-in on what happened, 1 when it was all-in on what did not. */
export function brierOf(forecast: CrowdForecast): number {
  const miss = yesShareOf(forecast) - (forecast.yesHappened ? 1 : 0);
  return miss * miss;
}

const meanOf = (values: number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

export function crowdBrierOf(forecasts: CrowdForecast[]): number | null {
  return meanOf(forecasts.map(brierOf));
}

/**
 * The bin of a forecast, from the vote counts rather than from the share, so that a share of exactly 30% lands in
 * 30–40% and not, by a rounding error, in 20–30%. A unanimous Yes (100%) goes in the last bin.
 */
export function binIndexOf(forecast: CrowdForecast, binCount = CALIBRATION_BINS): number {
  return Math.min(binCount - 1, Math.floor((forecast.yesVotes * binCount) / forecast.totalVotes));
}

export function calibrationBinsOf(forecasts: CrowdForecast[], binCount = CALIBRATION_BINS): CalibrationBin[] {
  const members: CrowdForecast[][] = Array.from({ length: binCount }, () => []);
  for (const forecast of forecasts) members[binIndexOf(forecast, binCount)]!.push(forecast);
  return members.map((inBin, index) => {
    const yesOutcomes = inBin.filter((forecast) => forecast.yesHappened).length;
    return {
      from: index / binCount,
      to: (index + 1) / binCount,
      questions: inBin.length,
      yesOutcomes,
      meanYesShare: meanOf(inBin.map(yesShareOf)),
      yesRate: inBin.length === 0 ? null : yesOutcomes / inBin.length,
    };
  });
}

/** The nation's figures from every question in the read model (those without a forecast are left out). */
export function nationalCalibrationOf(questions: QuestionDocument[]): NationalCalibration {
  const forecasts = questions.flatMap((question) => crowdForecastOf(question) ?? []);
  return {
    resolvedQuestions: forecasts.length,
    yesOutcomes: forecasts.filter((forecast) => forecast.yesHappened).length,
    crowdBrier: crowdBrierOf(forecasts),
    bins: calibrationBinsOf(forecasts),
  };
}

/**
 * A user's answers scored as the crowd is. A pick is all-in on one option, so its Brier score is 0 when right and 1
 * when wrong. Each answer is judged against its question as read here, so the user's score and the crowd's rest on
 * the same outcomes, corrected ones included; answers to questions that are gone or unresolved are left out.
 */
export function trackRecordOf(userId: string, answers: AnswerDocument[], questions: QuestionDocument[]): TrackRecord {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const judged = answers.flatMap((answer) => {
    const question = byId.get(answer.questionId);
    const forecast = question ? crowdForecastOf(question) : null;
    return question && forecast ? [{ correct: answer.optionId === question.correctOptionId, forecast }] : [];
  });
  return {
    userId,
    resolvedAnswers: judged.length,
    correctAnswers: judged.filter((answer) => answer.correct).length,
    userBrier: meanOf(judged.map((answer) => (answer.correct ? 0 : 1))),
    crowdBrier: crowdBrierOf(judged.map((answer) => answer.forecast)),
  };
}
