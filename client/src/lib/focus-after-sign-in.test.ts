import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN, focusAfterSignIn } from './focus-after-sign-in';

/** A button as the member's screen would add it, marked or not. */
function addButton(name: string, marked: boolean): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = name;
  if (marked) button.setAttribute(AFTER_SIGN_IN, '');
  document.body.append(button);
  return button;
}

/** Lets the MutationObserver's callbacks run. */
const mutationsSeen = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the keyboard after signing in from the landing page', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('goes to the marked control when the member screen shows it, a moment after the dialog has closed', async () => {
    const yes = addButton('YES', false);
    yes.focus();
    focusAfterSignIn(yes);
    // The landing page gives way to the member's screen.
    yes.remove();
    addButton('Suggest a Question', false);
    const submit = addButton('[ SUBMIT PREDICTION ]', true);
    await mutationsSeen();

    expect(document.activeElement).toBe(submit);
  });

  it('stays where the person put it meanwhile', async () => {
    focusAfterSignIn(null);
    const search = document.createElement('input');
    document.body.append(search);
    search.focus();
    addButton('[ SUBMIT PREDICTION ]', true);
    await mutationsSeen();

    expect(document.activeElement).toBe(search);
  });

  it('goes at once to a control already there', () => {
    const submit = addButton('[ SUBMIT PREDICTION ]', true);
    focusAfterSignIn(null);

    expect(document.activeElement).toBe(submit);
  });

  it("with no control marked, goes to the member screen's heading, and to the main area while the screen loads", async () => {
    const main = document.createElement('main');
    main.innerHTML = '<h1>Election Predictions</h1>';
    const join = addButton('Join', false);
    document.body.append(main);
    join.focus();
    focusAfterSignIn(join);
    expect(document.activeElement).toBe(join);

    // The header's Join gives way to the avatar, the landing page to the member's screen, which is loading.
    join.remove();
    main.innerHTML = '<p role="status">Loading...</p>';
    await mutationsSeen();
    expect(document.activeElement).toBe(main);

    main.innerHTML = "<h1>Today's Question</h1><button>YES</button>";
    await mutationsSeen();
    const heading = main.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
    // Focusable only while it had the focus: a click in the main area leaves the focus on the page.
    expect(main.hasAttribute('tabindex')).toBe(false);
  });

  it('moves on from the heading to the marked control, should it show after the heading', async () => {
    const main = document.createElement('main');
    main.innerHTML = "<h1>Today's Question</h1>";
    document.body.append(main);
    focusAfterSignIn(null);
    expect(document.activeElement).toBe(main.querySelector('h1'));

    const submit = addButton('[ SUBMIT PREDICTION ]', true);
    await mutationsSeen();
    expect(document.activeElement).toBe(submit);
  });

  it('lets the person take over with a click: the next change on the page leaves the focus where the click put it', async () => {
    const main = document.createElement('main');
    main.innerHTML = "<h1>Today's Question</h1><p>Some text</p>";
    document.body.append(main);
    focusAfterSignIn(null);
    const heading = main.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);

    // A click on the page's text: the focus goes to the body.
    heading.blur();
    main.querySelector('p')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    main.append(document.createElement('section'));
    await mutationsSeen();

    expect(document.activeElement).toBe(document.body);
  });
});
