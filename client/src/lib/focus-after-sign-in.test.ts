import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN, focusMarkedControlAfterSignIn } from './focus-after-sign-in';

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
    focusMarkedControlAfterSignIn(yes);
    // The landing page gives way to the member's screen.
    yes.remove();
    addButton('Suggest a Question', false);
    const submit = addButton('[ SUBMIT PREDICTION ]', true);
    await mutationsSeen();

    expect(document.activeElement).toBe(submit);
  });

  it('stays where the person put it meanwhile', async () => {
    focusMarkedControlAfterSignIn(null);
    const search = document.createElement('input');
    document.body.append(search);
    search.focus();
    addButton('[ SUBMIT PREDICTION ]', true);
    await mutationsSeen();

    expect(document.activeElement).toBe(search);
  });

  it('goes at once to a control already there', () => {
    const submit = addButton('[ SUBMIT PREDICTION ]', true);
    focusMarkedControlAfterSignIn(null);

    expect(document.activeElement).toBe(submit);
  });
});
