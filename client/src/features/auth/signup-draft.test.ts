import { describe, expect, it } from 'vitest';
import { forgetSignup, keepSignup, keptSignup } from './signup-draft';

const values = { name: 'Thandi Mokoena', username: 'thandi', password: 'long enough', email: 'thandi@example.org', phoneNumber: null };
const place = { key: 'entry-1', pathname: '/' };

describe("the sign-up form's words kept while the privacy notice is read", () => {
  it('never keeps the password', () => {
    keepSignup(values, place);
    expect(keptSignup()).toEqual({ ...values, password: '' });
    forgetSignup();
  });

  it('forgets them ten minutes after the form was left, however often they were kept since', () => {
    const left = Date.now();
    keepSignup(values, place);
    keepSignup({ ...values, username: 'thandi_m' });
    expect(keptSignup(left + 9 * 60_000)?.username).toBe('thandi_m');
    expect(keptSignup(left + 10 * 60_000 + 1_000)).toBeNull();
    expect(keptSignup(left)).toBeNull();
  });
});
