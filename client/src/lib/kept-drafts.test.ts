import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetKeptDraft, forgetKeptDrafts, keepDraft, keptDraft } from './kept-drafts';

const thandis = { userId: 'user-1', form: 'new-question' };
const siphos = { userId: 'user-2', form: 'new-question' };

describe('the unsent words kept in the tab', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps them per user and per form, until forgotten', () => {
    keepDraft(thandis, { text: 'Will the budget pass' });
    keepDraft({ userId: 'user-1', form: 'comment:q-1' }, { content: 'The queue at 6am' });

    expect(keptDraft(thandis)).toEqual({ text: 'Will the budget pass' });
    expect(keptDraft({ userId: 'user-1', form: 'comment:q-1' })).toEqual({ content: 'The queue at 6am' });
    expect(keptDraft(siphos)).toBeNull();

    forgetKeptDraft(thandis);
    expect(keptDraft(thandis)).toBeNull();
    expect(keptDraft({ userId: 'user-1', form: 'comment:q-1' })).toEqual({ content: 'The queue at 6am' });
  });

  it('never takes one user for another whose id their own begins with, or contains a separator', () => {
    keepDraft({ userId: 'user-1', form: 'x' }, { text: 'one' });
    keepDraft({ userId: 'user-1 x', form: '' }, { text: 'other' });

    forgetKeptDrafts({ except: 'user-1' });

    expect(keptDraft({ userId: 'user-1', form: 'x' })).toEqual({ text: 'one' });
    expect(keptDraft({ userId: 'user-1 x', form: '' })).toBeNull();
  });

  it("forgets every user's at a log-out, and all but the one signing in otherwise, leaving the tab's other storage be", () => {
    sessionStorage.setItem('iec-bets:visitor-pick', 'q-1 yes');
    keepDraft(thandis, { text: 'Thandi’s' });
    keepDraft(siphos, { text: 'Sipho’s' });

    forgetKeptDrafts({ except: 'user-2' });
    expect(keptDraft(thandis)).toBeNull();
    expect(keptDraft(siphos)).toEqual({ text: 'Sipho’s' });

    forgetKeptDrafts();
    expect(keptDraft(siphos)).toBeNull();
    expect(sessionStorage.getItem('iec-bets:visitor-pick')).toBe('q-1 yes');
  });

  it('reads what is not JSON as nothing, and lets it go', () => {
    keepDraft(thandis, { text: 'Will the budget pass' });
    sessionStorage.setItem(sessionStorage.key(0)!, '{"text": "Will the bud');

    expect(keptDraft(thandis)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('says nothing when the storage refuses: full, disabled or private', () => {
    const refused = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'key').mockImplementation(refused);

    expect(() => keepDraft(thandis, { text: 'Will the budget pass' })).not.toThrow();
    expect(keptDraft(thandis)).toBeNull();
    expect(() => forgetKeptDraft(thandis)).not.toThrow();
    expect(() => forgetKeptDrafts()).not.toThrow();
  });
});
