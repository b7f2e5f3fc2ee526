import { afterEach, describe, expect, it } from 'vitest';
import { holdSubmitsWithoutCode, SUBMIT_HELD_ATTRIBUTE } from './held-submits';

describe('a form pressed before its code arrived', () => {
  // One listener for the file's document, as the entry adds it once per page.
  holdSubmitsWithoutCode(document);
  afterEach(() => document.body.replaceChildren());

  function aForm(onSubmit?: (event: SubmitEvent) => void): HTMLFormElement {
    const form = document.createElement('form');
    form.innerHTML = '<input name="email" value="thandi@example.co.za"><button type="submit">Subscribe</button>';
    if (onSubmit) form.addEventListener('submit', onSubmit);
    document.body.append(form);
    return form;
  }

  function press(form: HTMLFormElement): SubmitEvent {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event;
  }

  it('is not sent by the browser, and is marked for its code', () => {
    const form = aForm();
    const event = press(form);
    expect(event.defaultPrevented).toBe(true);
    expect(form.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(true);
  });

  it('is left alone once its own code handles the press', () => {
    const form = aForm((event) => event.preventDefault());
    press(form);
    expect(form.hasAttribute(SUBMIT_HELD_ATTRIBUTE)).toBe(false);
  });
});
