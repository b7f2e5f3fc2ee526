import type { StepCheck } from './check-chain';

/** Why a step fails, in the order a reader can act on: its own content first, then its hash, then its place. */
export function failureReason(check: StepCheck): string {
  if (check.contentHolds === false) return 'what it says no longer matches its content hash';
  if (!check.hashHolds) return 'its hash does not recompute from the step';
  return 'it does not follow on from the step before';
}

/** The one sentence the check announces: everything holds, or the first step that does not, named. */
export function checkSummary(checks: readonly StepCheck[], titles: readonly string[]): { holds: boolean; text: string } {
  const firstFailure = checks.findIndex((check) => !check.holds);
  if (firstFailure === -1) {
    return { holds: true, text: checks.length === 1 ? 'The 1 step checks out.' : `All ${checks.length} steps check out.` };
  }
  const failures = checks.filter((check) => !check.holds).length;
  const others = failures > 1 ? ` ${failures - 1} more ${failures === 2 ? 'step fails' : 'steps fail'} after it.` : '';
  return {
    holds: false,
    text: `Step ${firstFailure + 1}, “${titles[firstFailure]}”, does not check out: ${failureReason(checks[firstFailure]!)}.${others}`,
  };
}
