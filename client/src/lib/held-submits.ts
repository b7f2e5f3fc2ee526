/** The mark on a form pressed before its code arrived, which the form's code reads once it does. */
export const SUBMIT_HELD_ATTRIBUTE = 'data-submit-held';

/**
 * No form of the app is meant to go to the server as a browser sends one: each sends JSON from its own code. A form
 * whose code has not arrived yet (the landing page's newsletter card, server-rendered, its chunk still on the way)
 * would otherwise be sent by the browser as a GET to the page's own address, the email address typed into the query
 * string, the server's logs and the browser's history, and the page gone. Such a press is held instead: the form is
 * marked, for its code to act on when it comes. Listened for on the document, after every handler of the app's own.
 */
export function holdSubmitsWithoutCode(target: Document = document): void {
  target.addEventListener('submit', (event) => {
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.target.setAttribute(SUBMIT_HELD_ATTRIBUTE, '');
  });
}
