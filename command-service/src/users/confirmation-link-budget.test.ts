import { describe, expect, it } from 'vitest';
import { inProcessWindowCounter } from '../http/in-process-window-counter.js';
import { confirmationLinkBudget } from './confirmation-link-budget.js';

const budgetOf = (perHour: number) => confirmationLinkBudget(inProcessWindowCounter(), { perHour, secret: 'a-secret-of-these-budget-tests' });
const naledi = { userId: 'u-naledi', email: 'naledi@example.org' };

describe('the budget of links to confirm an address', () => {
  it('lets an account have its links for the hour, then says how large the budget is and when it renews', async () => {
    const budget = budgetOf(2);
    expect((await budget(naledi)).allowed).toBe(true);
    expect((await budget({ ...naledi, email: 'naledi@work.example.org' })).allowed).toBe(true);
    const refused = await budget({ ...naledi, email: 'naledi@home.example.org' });
    expect(refused).toEqual({ allowed: false, max: 2, waitSeconds: 3600 });
  });

  it('lets one address have its links for the hour whichever accounts give it, whatever its letter case', async () => {
    const budget = budgetOf(2);
    expect((await budget({ userId: 'u-1', email: 'stranger@example.org' })).allowed).toBe(true);
    expect((await budget({ userId: 'u-2', email: 'Stranger@Example.org' })).allowed).toBe(true);
    expect((await budget({ userId: 'u-3', email: 'stranger@example.org' })).allowed).toBe(false);
    // The refusal spent nothing of the third account's own budget.
    expect((await budget({ userId: 'u-3', email: 'elsewhere@example.org' })).allowed).toBe(true);
  });

  it("lets one address have a day's links, hour after hour, then says it renews when the day is up", async () => {
    let now = Date.parse('2026-12-06T08:00:00Z');
    const budget = confirmationLinkBudget(inProcessWindowCounter(() => now), { perHour: 2, perDay: 3, secret: 'a-secret-of-these-budget-tests' });
    const stranger = (userId: string) => ({ userId, email: 'stranger@example.org' });
    expect((await budget(stranger('u-1'))).allowed).toBe(true);
    expect((await budget(stranger('u-2'))).allowed).toBe(true);
    now += 60 * 60_000;
    expect((await budget(stranger('u-3'))).allowed).toBe(true);
    // A new hour, but the day's three are spent: the wait is until the day that began with the first link is up.
    expect(await budget(stranger('u-4'))).toEqual({ allowed: false, max: 3, waitSeconds: 23 * 3600 });
    // The refusal took nothing from the fourth account: its hour's two are still there, for other addresses.
    expect((await budget({ userId: 'u-4', email: 'someone.else@example.org' })).allowed).toBe(true);
    expect((await budget({ userId: 'u-4', email: 'another.one@example.org' })).allowed).toBe(true);
    now += 23 * 60 * 60_000;
    expect((await budget(stranger('u-5'))).allowed).toBe(true);
  });

  it('names, when both an hour and a day are spent, the wait until the day is up', async () => {
    let now = Date.parse('2026-12-06T08:00:00Z');
    const budget = confirmationLinkBudget(inProcessWindowCounter(() => now), { perHour: 2, perDay: 2, secret: 'a-secret-of-these-budget-tests' });
    expect((await budget(naledi)).allowed).toBe(true);
    now += 20 * 60_000;
    expect((await budget(naledi)).allowed).toBe(true);
    now += 20 * 60_000;
    // The hour renews in 20 minutes, the day in 23 h 20 min: only the day's end lets another link go.
    expect(await budget(naledi)).toEqual({ allowed: false, max: 2, waitSeconds: 23 * 3600 + 20 * 60 });
  });

  it('counts nothing for a link given back, as one the mail server did not take', async () => {
    const budget = budgetOf(1);
    const first = await budget(naledi);
    if (!first.allowed) throw new Error('the first link should be allowed');
    await first.giveBack();
    expect((await budget(naledi)).allowed).toBe(true);
    expect((await budget(naledi)).allowed).toBe(false);
  });
});
