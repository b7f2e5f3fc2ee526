/**
 * Runs `act` once `element` is in the page: at once when it is, or when it arrives. On a page that arrived with a
 * picture of the screen (app/page-snapshot.ts), the app renders out of the page until it takes the picture's place,
 * and an element cannot take the focus or be scrolled to before then. Answers what stops the wait.
 */
export function whenInPage(element: Element, act: () => void): () => void {
  if (element.isConnected) {
    act();
    return () => {};
  }
  const inPage = new MutationObserver(() => {
    if (!element.isConnected) return;
    inPage.disconnect();
    act();
  });
  inPage.observe(document.body, { childList: true, subtree: true });
  return () => inPage.disconnect();
}
