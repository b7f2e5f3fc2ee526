import type { Locator, Page } from 'playwright-core';
import type { Account } from './account.js';

/** The dialog the header's Join button (and a visitor's vote) opens, with its Log In and Sign Up tabs. */
export function joinDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Join IEC Bets' });
}

/** Fills and submits the Log In tab of an open Join dialog; what follows (welcome or failure) is the caller's to check. */
export async function submitLogIn(dialog: Locator, account: Pick<Account, 'username' | 'password'>): Promise<void> {
  await dialog.getByRole('tab', { name: 'Log In' }).click();
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
}

/** Fills and submits the Sign Up tab of an open Join dialog; what follows is the caller's to check. */
export async function submitSignUp(dialog: Locator, account: Account): Promise<void> {
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('Full name').fill(account.name);
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Logs in from the header's Join button of the page as it is, and waits for the welcome toast and for the dialog to
 * close, so the next step acts on the member's own screens rather than racing the dialog.
 */
export async function logInThroughDialog(page: Page, account: Pick<Account, 'username' | 'password'>): Promise<void> {
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  const dialog = joinDialog(page);
  await submitLogIn(dialog, account);
  await page.getByText('Welcome back!', { exact: true }).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** Signs up from the header's Join button, and waits as logging in does (the toast, then the dialog closing). */
export async function signUpThroughDialog(page: Page, account: Account): Promise<void> {
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  const dialog = joinDialog(page);
  await submitSignUp(dialog, account);
  await page.getByText('Account created successfully.', { exact: true }).waitFor();
  await dialog.waitFor({ state: 'detached' });
}
