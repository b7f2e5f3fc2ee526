import {
  minuteOf,
  ReadModel,
  RESULTS_HISTORY_MAX_POINTS,
  resultsTimelineHeadId,
  type QuestionDocument,
  type ResultsHistory,
  type ResultsHistoryPoint,
  type ResultsTimelineHeadDocument,
  type ResultsTimelineMinuteDocument,
} from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';

/** Option id -> answers given at or before some instant. */
type Counts = Record<string, number>;

/** The last millisecond before a minute: answers at or before it are those before the minute. */
const lastInstantBefore = (minute: string) => new Date(Date.parse(minute) - 1).toISOString();

/**
 * A question's results at any instant, from the results timeline (answers counted by the minute) and, inside the
 * last minute, the answers themselves counted by time in the store. Nothing here loads a question's answers: a
 * question with half a million of them costs one index look-up and two counts over one minute's answers.
 */
export class ResultsTimeline {
  private constructor(
    private readonly readStore: ReadStore,
    private readonly question: QuestionDocument,
    private readonly head: ResultsTimelineHeadDocument | null,
  ) {}

  static async of(readStore: ReadStore, question: QuestionDocument): Promise<ResultsTimeline> {
    const head = await readStore.get<ResultsTimelineHeadDocument>(ReadModel.resultsTimeline, resultsTimelineHeadId(question.id));
    return new ResultsTimeline(readStore, question, head);
  }

  /**
   * Whether the timeline saw every answer the question counts. A log projected before the timeline existed has
   * answers it never saw (until `iec-bets replay`); those questions are counted from the answers alone, exactly
   * but with counts over all their answers.
   */
  private get complete(): boolean {
    return (this.head?.totalVotes ?? 0) === this.question.totalVotes;
  }

  private get optionIds(): string[] {
    return this.question.results.map((result) => result.optionId);
  }

  private current(): Counts {
    return Object.fromEntries(this.question.results.map((result) => [result.optionId, result.count]));
  }

  private zero(): Counts {
    return Object.fromEntries(this.optionIds.map((id) => [id, 0]));
  }

  /** Answers given at or before `asOf` (an instant in the stored spelling), per option. */
  async countsAt(asOf: string): Promise<Counts> {
    const { publishedAt } = this.question;
    if (!publishedAt || asOf < publishedAt) return this.zero();
    if (this.question.totalVotes === 0) return this.zero();
    if (this.complete && this.head && asOf >= this.head.lastAnsweredAt) return this.current();
    if (!this.complete) return this.countAnswers({ $lte: asOf });
    const minute = minuteOf(asOf);
    const [before, inMinute] = await Promise.all([this.countsBefore(minute), this.countAnswers({ $gte: minute, $lte: asOf })]);
    return Object.fromEntries(this.optionIds.map((id) => [id, (before[id] ?? 0) + (inMinute[id] ?? 0)]));
  }

  /** Answers given before a minute's first instant: the counts of the latest minute with answers before it. */
  private async countsBefore(minute: string): Promise<Counts> {
    const [latest] = await this.readStore.find<ResultsTimelineMinuteDocument>(ReadModel.resultsTimeline, {
      where: { questionId: this.question.id, minute: { $lt: minute } },
      orderBy: [['minute', 'desc']],
      limit: 1,
    });
    return latest?.counts ?? this.zero();
  }

  /** The question's answers per option whose time is in a range, counted by the store. */
  private async countAnswers(submittedAt: { $gte?: string; $lte: string }): Promise<Counts> {
    const counts = await Promise.all(
      this.optionIds.map((optionId) =>
        this.readStore.count(ReadModel.answers, { questionId: this.question.id, optionId, submittedAt }),
      ),
    );
    return Object.fromEntries(this.optionIds.map((id, i) => [id, counts[i]!]));
  }

  /**
   * At most RESULTS_HISTORY_MAX_POINTS points from the publication to `end`: the first at the publication, the last
   * the results as they stand, and between them the last instant of evenly spread minutes. Those instants are where
   * the timeline's minutes end, so each of them is one look-up, and exact.
   */
  async history(now: Date): Promise<ResultsHistory> {
    const start = this.question.publishedAt!;
    const end = this.end(now);
    const span = Date.parse(end) - Date.parse(start);
    const minutes: string[] = [];
    for (let i = 1; i < RESULTS_HISTORY_MAX_POINTS - 1; i++) {
      const minute = minuteOf(new Date(Date.parse(start) + (span * i) / (RESULTS_HISTORY_MAX_POINTS - 1)).toISOString());
      const at = lastInstantBefore(minute);
      if (at > start && at < end && minute !== minutes.at(-1)) minutes.push(minute);
    }
    const middle = await Promise.all(
      minutes.map(async (minute) => {
        const at = lastInstantBefore(minute);
        return this.point(at, this.complete ? await this.countsBefore(minute) : await this.countAnswers({ $lte: at }));
      }),
    );
    const first = this.point(start, await this.countsAt(start));
    const last = this.point(end, this.current());
    return { questionId: this.question.id, points: end > start ? [first, ...middle, last] : [last] };
  }

  /**
   * Where the chart ends: now while the question takes answers. Once it is resolved or archived, its split last moved
   * with its last answer, so the chart ends there, rather than stretching the part where it moved into a sliver
   * beside a flat line up to the resolution (or to the present).
   */
  private end(now: Date): string {
    const start = this.question.publishedAt!;
    const open = !this.question.isResolved && !this.question.isArchived;
    const lastAnswer = this.complete ? this.head?.lastAnsweredAt : undefined;
    const end = open ? now.toISOString() : (lastAnswer ?? this.question.resolvedAt ?? now.toISOString());
    return end > start ? end : start;
  }

  private point(at: string, counts: Counts): ResultsHistoryPoint {
    const yesId = this.optionIds.includes('yes') ? 'yes' : this.optionIds[0]!;
    const totalVotes = Object.values(counts).reduce((total, count) => total + count, 0);
    const yesVotes = counts[yesId] ?? 0;
    return { at, yesShare: totalVotes === 0 ? null : Math.round((yesVotes / totalVotes) * 10_000) / 10_000, yesVotes, totalVotes };
  }
}
