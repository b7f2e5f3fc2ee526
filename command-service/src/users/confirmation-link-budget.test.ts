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

  it('counts nothing for a link given back, as one the mail server did not take', async () => {
    const budget = budgetOf(1);
    const first = await budget(naledi);
    if (!first.allowed) throw new Error('the first link should be allowed');
    await first.giveBack();
    expect((await budget(naledi)).allowed).toBe(true);
    expect((await budget(naledi)).allowed).toBe(false);
  });
});
