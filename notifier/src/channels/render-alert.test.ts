import { describe, expect, it } from 'vitest';
import { PermanentDeliveryError, type QuestionAlert } from '../alerts/alert.js';
import { emailMessageFor, pushMessageFor, whatsappTemplateFor, type WhatsAppTemplateNames } from './render-alert.js';

const newQuestion: QuestionAlert = {
  kind: 'new-question',
  questionId: 'q1',
  questionText: 'Will voter turnout exceed 60% in the national election?',
};
const resolved = (wasCorrect: boolean | null): QuestionAlert => ({
  kind: 'question-resolved',
  questionId: 'q1',
  questionText: 'Will voter turnout exceed 60% in the national election?',
  correctOptionId: 'no',
  correctOptionText: 'No',
  wasCorrect,
});
const corrected = (wasCorrect: boolean | null): QuestionAlert => ({
  kind: 'resolution-corrected',
  questionId: 'q1',
  questionText: 'Will voter turnout exceed 60% in the national election?',
  correctOptionId: 'no',
  correctOptionText: 'No',
  wasCorrect,
});
const names: WhatsAppTemplateNames = { newQuestion: 'new_q', questionResolved: 'resolved_q' };

describe('push message', () => {
  it('announces a new question with the question, the call to predict, and asks to stay until acted on', () => {
    expect(pushMessageFor(newQuestion)).toEqual({
      title: 'New IEC Bets Question!',
      body: 'Will voter turnout exceed 60% in the national election?\nMake your prediction now!',
      url: '/vote',
      tag: 'question-q1',
      requireInteraction: true,
      renotify: false,
    });
  });

  it('names the correct answer of a resolved question and tells the recipient how they did', () => {
    expect(pushMessageFor(resolved(true))).toMatchObject({
      title: 'Question Resolved!',
      body: 'Will voter turnout exceed 60% in the national election?\nThe correct answer: No. You called it!',
      url: '/questions/q1/history',
      tag: 'resolved-q1',
      requireInteraction: false,
    });
    expect(pushMessageFor(resolved(false)).body).toContain('The correct answer: No. Not this time.');
    const notAnswered = pushMessageFor(resolved(null)).body;
    expect(notAnswered).toContain('The correct answer: No.');
    expect(notAnswered).not.toMatch(/called it|Not this time/);
  });

  it("says a resolution was corrected, names the new answer, and replaces the resolution's notification", () => {
    expect(pushMessageFor(corrected(true))).toEqual({
      title: 'Resolution Corrected',
      body: "Will voter turnout exceed 60% in the national election?\nAn admin corrected this question's resolution: the correct answer is now No. You called it!",
      url: '/questions/q1/history',
      tag: 'resolved-q1',
      requireInteraction: false,
      renotify: false,
    });
    expect(pushMessageFor(corrected(false)).body).toMatch(/now No\. Not this time\.$/);
    const email = emailMessageFor(corrected(false));
    expect(email.subject).toBe('Resolution Corrected');
    expect(email.text).toContain('the correct answer is now No. Not this time.');
  });

  it('sends a test message', () => {
    expect(pushMessageFor({ kind: 'test' })).toMatchObject({ title: 'IEC Bets test alert', body: expect.stringContaining('test message'), tag: 'test' });
  });
});

describe('email message', () => {
  it("links a resolved question's email to its page, its id made safe for an address", () => {
    const email = emailMessageFor({ ...resolved(true), questionId: 'q 1/x' } as QuestionAlert, { appOrigin: 'https://bets.example.org' });
    expect(email.text).toContain('Open IEC Bets: https://bets.example.org/questions/q%201%2Fx/history');
  });

  it('has the title as subject, the texts in plain text and HTML, and a link when the origin is known', () => {
    const email = emailMessageFor(newQuestion, { appOrigin: 'https://bets.example.org' });
    expect(email.subject).toBe('New IEC Bets Question!');
    expect(email.text).toContain('Will voter turnout exceed 60% in the national election?\nMake your prediction now!');
    expect(email.text).toContain('Open IEC Bets: https://bets.example.org/vote');
    expect(email.html).toContain('<p>Will voter turnout exceed 60% in the national election?</p>');
    expect(email.html).toContain('<a href="https://bets.example.org/vote">');
  });

  it('has no link without an origin', () => {
    const email = emailMessageFor(resolved(false));
    expect(email.subject).toBe('Question Resolved!');
    expect(email.text).toContain('The correct answer: No. Not this time.');
    expect(email.text).not.toContain('http');
    expect(email.html).not.toContain('<a ');
  });

  it('escapes the question text in the HTML, and only there', () => {
    const questionText = `Will <script>alert("x")</script> & 'friends' win?`;
    const email = emailMessageFor({ kind: 'new-question', questionId: 'q2', questionText });
    expect(email.html).toContain('Will &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39; win?');
    expect(email.html).not.toContain('<script>');
    expect(email.text).toContain(questionText);
  });
});

describe('WhatsApp template', () => {
  it('fills the new-question template with the question', () => {
    expect(whatsappTemplateFor(newQuestion, names)).toEqual({
      name: 'new_q',
      parameters: ['Will voter turnout exceed 60% in the national election?'],
    });
  });

  it('fills the resolved template with question, correct answer and verdict', () => {
    expect(whatsappTemplateFor(resolved(true), names).parameters).toEqual([
      'Will voter turnout exceed 60% in the national election?',
      'No',
      'You called it!',
    ]);
    expect(whatsappTemplateFor(resolved(false), names).parameters[2]).toBe('Not this time.');
    // The API refuses empty parameters, so someone who did not answer still gets a line.
    expect(whatsappTemplateFor(resolved(null), names).parameters[2]).toMatch(/\S/);
  });

  it('fills the correction template, by its configured name or resolution_corrected, with question, new answer and verdict', () => {
    expect(whatsappTemplateFor(corrected(false), names)).toEqual({
      name: 'resolution_corrected',
      parameters: ['Will voter turnout exceed 60% in the national election?', 'No', 'Not this time.'],
    });
    expect(whatsappTemplateFor(corrected(true), { ...names, resolutionCorrected: 'our_corrected' }).name).toBe('our_corrected');
  });

  it('sends the test alert as the test template, by its configured name or test_alert, with nothing to fill in', () => {
    expect(whatsappTemplateFor({ kind: 'test' }, names)).toEqual({ name: 'test_alert', parameters: [] });
    expect(whatsappTemplateFor({ kind: 'test' }, { ...names, test: 'our_test' })).toEqual({ name: 'our_test', parameters: [] });
  });

  it('flattens new lines and long runs of spaces, which the API refuses in parameters', () => {
    const { parameters } = whatsappTemplateFor({ kind: 'new-question', questionId: 'q', questionText: 'Line one\n\tline     two ' }, names);
    expect(parameters).toEqual(['Line one line two']);
  });
});

describe('streak reminder', () => {
  const reminder: QuestionAlert = {
    kind: 'streak-reminder',
    questionId: 'q7',
    questionText: 'Will the budget vote pass\non its first reading?',
    streak: 6,
    day: '2026-03-10',
  };

  it('names the streak at stake and a question still open, leads to it, and sounds though it replaces the evening before', () => {
    expect(pushMessageFor(reminder)).toEqual({
      title: 'Keep your 6-day streak',
      body: 'It ends at midnight unless you predict today.\nWill the budget vote pass\non its first reading?',
      url: '/vote',
      tag: 'streak-reminder',
      requireInteraction: false,
      renotify: true,
    });
    expect(pushMessageFor(newQuestion).renotify).toBe(false);
  });

  it('by email, links to where reminders alone can be turned off', () => {
    const email = emailMessageFor(reminder, { appOrigin: 'https://bets.example.org' });
    expect(email.subject).toBe('Keep your 6-day streak');
    expect(email.text).toContain('It ends at midnight unless you predict today.');
    expect(email.text).toContain('Open IEC Bets: https://bets.example.org/vote');
    expect(email.text).toContain(
      'To stop streak reminders and keep your other alerts, turn them off in your notification settings: https://bets.example.org/notifications',
    );
    expect(email.html).toContain('turn them off in your notification settings: https://bets.example.org/notifications');
    expect(emailMessageFor(reminder).text).toContain('turn them off in your notification settings.');
    // Other alerts' emails do not speak of reminders.
    expect(emailMessageFor(newQuestion).text).not.toContain('streak');
  });

  it('on WhatsApp, fills the approved template with the streak and the question on one line, and has none by default', () => {
    expect(whatsappTemplateFor(reminder, { ...names, streakReminder: 'iec_streak' })).toEqual({
      name: 'iec_streak',
      parameters: ['6', 'Will the budget vote pass on its first reading?'],
    });
    expect(() => whatsappTemplateFor(reminder, names)).toThrow(PermanentDeliveryError);
  });
});
