import {
  percentage,
  previousDay,
  type DailyAccuracy,
  type DailyActivity,
  type DailyActivityDocument,
  type QuestionDocument,
  type QuestionParticipation,
} from '@iec-bets/contracts';

/** The `days` South African days that end with `today`, oldest first. */
export function periodEnding(today: string, days: number): string[] {
  const period = [today];
  while (period.length < days) period.unshift(previousDay(period[0]!));
  return period;
}

/** One row per day of the period, zeros where the read model has no document (nothing happened). */
export function dailySeries(period: readonly string[], docs: readonly DailyActivityDocument[]) {
  const byDay = new Map(docs.map((doc) => [doc.id, doc]));
  const daily: DailyActivity[] = [];
  const accuracy: DailyAccuracy[] = [];
  for (const day of period) {
    const doc = byDay.get(day);
    const resolvedAnswers = doc?.resolvedAnswers ?? 0;
    const correctAnswers = doc?.correctAnswers ?? 0;
    daily.push({ day, signUps: doc?.signUps ?? 0, answers: doc?.answers ?? 0, activeVoters: doc?.activeVoters ?? 0 });
    accuracy.push({ day, resolvedAnswers, correctAnswers, accuracy: percentage(correctAnswers, resolvedAnswers) });
  }
  return { daily, accuracy };
}

export function toParticipation(question: QuestionDocument): QuestionParticipation {
  return {
    questionId: question.id,
    text: question.text,
    date: question.date,
    totalVotes: question.totalVotes,
    options: question.results.map(({ optionId, optionText, count }) => ({ optionId, optionText, count })),
  };
}
