import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';

/** The router's address, as the browser's address bar would show it; render it beside the app. */
export function Address() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="Address">{pathname + search + hash}</output>;
}

/** What `<Address />` shows. */
export const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

let navigateInTest: NavigateFunction | undefined;

/** Lets `goTo` take the router to another address; render it beside the app. */
export function AddressBar() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateInTest = navigate;
  }, [navigate]);
  return null;
}

/** Takes the router to another address, as the browser's address bar would: a link pasted into the tab, say. */
export function goTo(path: string): void {
  if (!navigateInTest) throw new Error('Render <AddressBar /> beside the app first');
  void navigateInTest(path);
}
