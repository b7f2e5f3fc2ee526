import { describe, expect, it } from 'vitest';
import { showsContent, showsScreen } from './screen-state';

/** #root as the app has drawn it so far. */
function root(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

const HEADER = '<header><a href="/">IEC Bets</a><span class="pending-part" hidden></span></header>';
const SPINNER = (text: string) => `<div class="loading-screen" role="status"><span class="spinner"></span><p>${text}</p></div>`;

describe('what the app shows behind the picture of a screen', () => {
  it('shows no content while a spinner stands where the screen goes, or while the session is checked', () => {
    for (const drawn of [
      '',
      SPINNER('Loading IEC Bets...'),
      `<div class="app">${HEADER}<main>${SPINNER('Loading...')}</main></div>`,
      `<div class="app">${HEADER}<main><div>${SPINNER('Loading friends...')}</div>  </main></div>`,
      `<div class="app">${HEADER}<main></main></div>`,
    ]) {
      expect(showsContent(root(drawn)), drawn).toBe(false);
      expect(showsScreen(root(drawn)), drawn).toBe(false);
    }
  });

  it('shows content, not yet the whole screen, with a part still loading or a nested spinner beside what it shows', () => {
    for (const drawn of [
      `<div class="app">${HEADER}<main><h1>Vote</h1><span class="pending-part" hidden></span></main></div>`,
      `<div class="app"><main><h2>Will the budget pass?</h2>${SPINNER('Loading results...')}</main></div>`,
    ]) {
      expect(showsContent(root(drawn)), drawn).toBe(true);
      expect(showsScreen(root(drawn)), drawn).toBe(false);
    }
    expect(showsScreen(root('<div class="app"><main><h1>Vote</h1></main></div>'))).toBe(true);
  });

  it("counts the app's last-resort failure, drawn without a main part, as something to show in the picture's place", () => {
    expect(showsContent(root('<section class="screen empty-state" role="alert"><h1>This page could not load</h1></section>'))).toBe(true);
  });
});
