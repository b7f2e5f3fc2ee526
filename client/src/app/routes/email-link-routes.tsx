import { useLocation } from 'react-router-dom';
import { ConfirmEmailRoute } from './confirm-email-route';
import { ConfirmNewsletterRoute } from './confirm-newsletter-route';
import { LeaveNewsletterRoute } from './leave-newsletter-route';
import { ResetPasswordRoute } from './reset-password-route';

const PAGES = [
  ['/reset-password', ResetPasswordRoute],
  ['/confirm-email', ConfirmEmailRoute],
  ['/newsletter/confirm', ConfirmNewsletterRoute],
  ['/newsletter/unsubscribe', LeaveNewsletterRoute],
] as const;

/** The path as the router compares it: decoded, in lower case, with no slash after it. */
function comparable(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // Not one the router decodes either.
  }
  return decoded.toLowerCase().replace(/\/+$/, '');
}

/**
 * The pages the emailed links lead to, in one chunk and behind one component: the landing page's first JavaScript
 * names one lazy import for them all, and each path the router sends here costs it the path alone. The page is told
 * from the address the router matched, as it matches (whatever the case, with or without a slash after it).
 */
export function EmailLinkRoute() {
  const { pathname } = useLocation();
  const path = comparable(pathname);
  const Page = PAGES.find(([pagePath]) => pagePath === path)?.[1];
  // Only the paths router.tsx gives this component lead here; the test beside this file opens each of them.
  if (!Page) throw new Error(`No page of an emailed link at ${pathname}`);
  return <Page />;
}
