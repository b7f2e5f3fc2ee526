import { describe, expect, it } from 'vitest';
import type { NewQuestionAlert } from '../alerts/alert.js';
import { NEWSLETTER_FOOTER, newsletterEmailFor, type NewsletterEmailLinks } from './render-newsletter.js';

const alert: NewQuestionAlert = { kind: 'new-question', questionId: 'q1', questionText: 'Will <b>turnout</b> beat 60% & more?' };
const links: NewsletterEmailLinks = {
  home: 'https://bets.example.org/',
  unsubscribePage: 'https://bets.example.org/newsletter/unsubscribe#abc.def.0.mac',
  oneClickUnsubscribe: 'https://bets.example.org/api/newsletter/unsubscribe?token=abc.def.0.mac&x=1',
};

describe('the newsletter email', () => {
  it('asks the daily question with the call to predict, and points to the home page, where no account is needed', () => {
    const email = newsletterEmailFor(alert, links);
    // The question in the subject, so that mail programs do not thread every day's email as one.
    expect(email.subject).toBe("Today's IEC Bets question: Will <b>turnout</b> beat 60% & more?");
    expect(email.text).toBe(
      [
        'Will <b>turnout</b> beat 60% & more?',
        'Make your prediction now!',
        'Predict on IEC Bets: https://bets.example.org/',
        '',
        'You get this email because you subscribed to the IEC Bets daily question.',
        'IEC Bets is a daily prediction game about South African politics (not the Electoral Commission).',
        'To leave the list and have your address erased: https://bets.example.org/newsletter/unsubscribe#abc.def.0.mac',
      ].join('\n'),
    );
    expect(email.html).toContain('<p><a href="https://bets.example.org/">Predict on IEC Bets</a></p>');
    expect(email.html).toContain('<p>Make your prediction now!</p>');
  });

  it('escapes the question in the HTML, as every alert email does', () => {
    const { html } = newsletterEmailFor(alert, links);
    expect(html).toContain('<p>Will &lt;b&gt;turnout&lt;/b&gt; beat 60% &amp; more?</p>');
    expect(html).not.toContain('<b>turnout');
  });

  it('ends with why it came and a link to leave the list, in the HTML too', () => {
    const { html } = newsletterEmailFor(alert, links);
    expect(html).toContain(NEWSLETTER_FOOTER);
    expect(html).toContain(
      'To leave the list and have your address erased: <a href="https://bets.example.org/newsletter/unsubscribe#abc.def.0.mac">Unsubscribe</a>',
    );
  });

  it('names, where the server has a privacy contact, an address to write to for the emails to stop', () => {
    const email = newsletterEmailFor(alert, { ...links, contactEmail: 'privacy@bets.example.org' });
    expect(email.text.split('\n').slice(-3)).toEqual([
      'IEC Bets is a daily prediction game about South African politics (not the Electoral Commission).',
      'To leave the list and have your address erased: https://bets.example.org/newsletter/unsubscribe#abc.def.0.mac',
      'Or write to privacy@bets.example.org to have these emails stopped.',
    ]);
    expect(email.html).toContain('<br>Or write to privacy@bets.example.org to have these emails stopped.</p>');
    expect(newsletterEmailFor(alert, links).text).not.toContain('Or write to');
  });

  it("offers mail programs one-click unsubscribe (RFC 8058) at the API's address, token and all", () => {
    expect(newsletterEmailFor(alert, links).headers).toEqual({
      'List-Unsubscribe': '<https://bets.example.org/api/newsletter/unsubscribe?token=abc.def.0.mac&x=1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('escapes a link in an attribute, where a raw & would start an entity', () => {
    const { html } = newsletterEmailFor(alert, { ...links, home: 'https://bets.example.org/?a=1&b="2"' });
    expect(html).toContain('href="https://bets.example.org/?a=1&amp;b=&quot;2&quot;"');
  });
});
