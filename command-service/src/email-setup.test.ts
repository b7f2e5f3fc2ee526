import { describe, expect, it } from 'vitest';
import { emailSetupProblems } from './email-setup.js';

const smtp = { SMTP_URL: 'smtp://alerts:secret@mail.example.org:587', MAIL_FROM: 'IEC Bets <alerts@example.org>' };
const links = { PUBLIC_ORIGIN: 'https://bets.example.org', PASSWORD_RESET_SECRET: 'a-secret-of-at-least-thirty-two-characters' };

describe("a command service's email settings", () => {
  it('are whole with SMTP and what confirmation links need, or with no email at all', () => {
    expect(emailSetupProblems({ ...smtp, ...links })).toEqual([]);
    expect(emailSetupProblems({})).toEqual([]);
    expect(emailSetupProblems({ PUBLIC_ORIGIN: links.PUBLIC_ORIGIN })).toEqual([]);
  });

  it('name each setting missing for confirmation links once email is on, as no email alert could go out without them', () => {
    expect(emailSetupProblems({ ...smtp, PUBLIC_ORIGIN: links.PUBLIC_ORIGIN })).toEqual([expect.stringMatching(/^PASSWORD_RESET_SECRET: required with SMTP_URL and MAIL_FROM/)]);
    expect(emailSetupProblems(smtp).map((problem) => problem.split(':')[0])).toEqual(['PUBLIC_ORIGIN', 'PASSWORD_RESET_SECRET']);
    // The one-process server's secret is in DATA_DIR: only the origin can be missing there.
    expect(emailSetupProblems(smtp, { secretKeptInDataDir: true }).map((problem) => problem.split(':')[0])).toEqual(['PUBLIC_ORIGIN']);
  });
});
