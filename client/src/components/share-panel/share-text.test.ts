import { describe, expect, it } from 'vitest';
import { aQuestion } from '@/test-support/fixtures';
import { questionLink, type SharedQuestion, shareCard, shareText } from './share-text';

const origin = 'https://iecbets.example';
// A Question is a SharedQuestion: the fixture's open question, as the screens pass it.
const open: SharedQuestion = aQuestion();
const split = [
  { optionId: 'yes', text: 'Yes', percentage: 62 },
  { optionId: 'no', text: 'No', percentage: 38 },
];

describe('the card a player shares', () => {
  it('tells the day, the question, the pick and how the nation split, and links to the open question', () => {
    expect(shareCard({ question: open, optionId: 'yes', split, origin })).toBe(
      [
        'IEC Bets · Day 997',
        'Will the GNU survive until the end of 2026?',
        'My pick: YES',
        '🇿🇦 62% Yes · 38% No',
        '⏳ Waiting for the result',
        'https://iecbets.example/',
        '#IECBets #SAPolitics',
      ].join('\n'),
    );
  });

  it('leaves the split out while it is unknown, rather than show 0%', () => {
    const card = shareCard({ question: open, optionId: 'no', split: null, origin });
    expect(card).not.toContain('🇿🇦');
    expect(card).not.toContain('%');
    expect(card).toContain('My pick: NO');
  });

  it('says "Called it" once resolved the way the player picked, and links to the settled question', () => {
    const resolved = { ...open, isResolved: true, correctOptionId: 'yes' };
    const card = shareCard({ question: resolved, optionId: 'yes', split, origin });
    expect(card).toContain('✅ Called it');
    expect(card).not.toContain('Waiting');
    expect(card).toContain('https://iecbets.example/questions/q-1/history');
  });

  it('says "Missed it" once resolved the other way', () => {
    const card = shareCard({ question: { ...open, isResolved: true, correctOptionId: 'no' }, optionId: 'yes', split, origin });
    expect(card).toContain('❌ Missed it');
    expect(card).not.toContain('Called it');
  });

  it("keeps the question mark an admin wrote single", () => {
    const card = shareCard({ question: { ...open, text: 'Will the GNU survive until the end of 2026?' }, optionId: 'yes', origin });
    expect(card).toContain('2026?\n');
    expect(card).not.toContain('??');
  });

  it('reads the older option ids option1 and option2 as YES and NO', () => {
    const older = { ...open, options: [{ id: 'option1', text: 'Yes' }, { id: 'option2', text: 'No' }] };
    expect(shareCard({ question: older, optionId: 'option1', origin })).toContain('My pick: YES');
    expect(shareCard({ question: older, optionId: 'option2', origin })).toContain('My pick: NO');
  });
});

describe('the invitation shared by someone with no pick', () => {
  it('asks what the reader predicts, with one question mark, the hashtags and the site', () => {
    expect(shareText({ questionText: open.text, origin })).toBe(
      'What do you predict: "Will the GNU survive until the end of 2026?" #IECBets #SAPolitics https://iecbets.example',
    );
    expect(shareText({ questionText: `${open.text}?`, origin })).not.toContain('??');
  });

  it('links a settled question to its own page and an open one to today', () => {
    expect(questionLink({ id: 'q 2', isResolved: true }, origin)).toBe('https://iecbets.example/questions/q%202/history');
    expect(questionLink({ id: 'q-2', isResolved: false }, origin)).toBe('https://iecbets.example/');
  });
});
