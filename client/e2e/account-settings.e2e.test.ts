import { readFileSync } from 'node:fs';
import { EMAIL_REQUIRED, INVALID_PHONE } from '@iec-bets/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.js';
import { newPhoneContext } from './support/browser.js';
import { signUpAdminOverHttp } from './support/http-accounts.js';
import { publishQuestion, resolveQuestion } from './support/http-questions.js';
import type { HttpUser } from './support/http-user.js';
import { logInThroughDialog, signUpThroughDialog } from './support/join-dialog.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * A new member's own screens, in Debian Chromium against `iec-bets start` on a fresh DATA_DIR: the profile's figures
 * after an answer is resolved, the notification settings with their checks, browser notifications once the
 * permission is granted, and logging out. Every screen passes axe-core and is photographed at 390x844.
 */
describe('a member checks their profile and sets up their alerts', () => {
  // Mail and WhatsApp are configured, so both switches are offered; the mail server is out of reach (port 9, discard).
  const stage = useFreshServerAndBrowser({
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_FROM: 'IEC Bets <alerts@iec-bets.invalid>',
    WHATSAPP_TOKEN: 'e2e-token',
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_API_URL: 'http://127.0.0.1:9',
    // With a template approved for them, WhatsApp carries streak reminders too.
    WHATSAPP_TEMPLATE_STREAK_REMINDER: 'e2e_streak',
    // Email needs a site for its confirmation links to point at.
  }, { knowsItsOrigin: true });
  let context: BrowserContext;
  let page: Page;
  let admin: HttpUser;
  let questionId: string;
  const today = 'Will the Western Cape host the next cabinet lekgotla';
  const naledi = { username: 'naledi', password: 'a good password', name: 'Naledi Khumalo' };

  /** The definition beside a term of the page, e.g. a tile's figure or a channel's state. */
  async function definitionOf(term: string): Promise<string> {
    return page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]').innerText();
  }

  async function openProfileTab(tab: 'Stats' | 'Settings') {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Profile/ }).click();
    await page.getByRole('tab', { name: tab }).click();
  }

  beforeAll(async () => {
    admin = (await signUpAdminOverHttp(stage, { username: 'editor', password: 'editor password', name: 'The Editor' })).user;
    questionId = await publishQuestion(admin, { text: today, context: 'The lekgotla usually meets in Pretoria.' });
    await admin.call('GET', '/api/questions/today');

    context = await newPhoneContext(stage.browser);
    page = await context.newPage();
  });

  it("signs up and answers today's question", async () => {
    await page.goto(stage.url);
    await signUpThroughDialog(page, naledi);

    await page.getByRole('heading', { name: `${today}?` }).waitFor();
    await page.getByRole('button', { name: /^YES/ }).click();
    await page.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).click();
    await page.getByRole('heading', { name: 'Vote Recorded!' }).waitFor();
  });

  it('shows the answer as Pending, then as Correct with the real figures once the admin resolves it', async () => {
    await openProfileTab('Stats');
    await page.getByRole('heading', { name: 'Naledi Khumalo' }).waitFor();
    const joined = new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' }).format(new Date());
    await page.getByText(`Predicting since ${joined}`).waitFor();
    const predictions = page.getByRole('list', { name: 'Recent Predictions' });
    await predictions.getByText('Pending', { exact: true }).waitFor();
    // Nothing resolved yet: a dash, not 0%.
    expect(await definitionOf('Accuracy Rate')).toBe('—');

    await resolveQuestion(admin, questionId, {
      correct: 'yes',
      summary: 'The Presidency announced Cape Town as the venue.',
      proofUrl: 'https://www.thepresidency.gov.za/',
    });
    // Read once as the admin, so the read models have the resolution before the page asks.
    await admin.call('GET', '/api/questions/public');

    await page.reload();
    await page.getByRole('heading', { name: 'Naledi Khumalo' }).waitFor();
    const row = predictions.getByRole('listitem');
    // With what it earned: the whole of the profile's points, below, as it is their only resolved answer.
    await row.getByText('✓ Correct · +25.0 points', { exact: true }).waitFor();
    expect(await row.innerText()).toContain(today);
    expect(await row.innerText()).toContain('Your answer: Yes');
    // Shown only once the figures are in: a page served before the read models had them reads them afterwards.
    await page.getByText(/Unranked — 2 more resolved answers to get a rank/).waitFor();
    expect(await definitionOf('Questions Answered')).toBe('1');
    expect(await definitionOf('Accuracy Rate')).toBe('100%');
    // One resolved answer is too few for a rank: a dash, and how many more it takes.
    expect(await definitionOf('National Rank')).toBe('—');
    expect(await definitionOf('Points')).toBe('+25.0');
    expect(await definitionOf('Day Streak')).toBe('1');
    await expectAccessible(page, 'account-01-profile-stats', { fullPage: true });
  });

  it('checks the notification settings: email needs an address, a phone its country code, each said beside its field', async () => {
    await openProfileTab('Settings');
    await page.getByRole('link', { name: 'Manage notification settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notification Settings' }).waitFor();
    await page.getByText('Email address required to enable notifications').waitFor();
    await expectAccessible(page, 'account-02-notifications', { fullPage: true });

    await page.getByRole('switch', { name: 'Enable email notifications' }).click();
    await page.getByText(EMAIL_REQUIRED, { exact: true }).waitFor();
    expect(await page.getByRole('switch', { name: 'Enable email notifications' }).isChecked()).toBe(false);
    await expectAccessible(page, 'account-03-notifications-email-required');

    await page.getByLabel('Phone number').fill('082 123 4567');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText(INVALID_PHONE, { exact: true }).waitFor();
    expect(await page.getByLabel('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id)).toBe('alert-phone');
    await expectAccessible(page, 'account-04-notifications-bad-phone');
  });

  it('saves good settings, which survive a reload and show on the profile', async () => {
    await page.getByLabel(/Email address/).fill('naledi@example.co.za');
    await page.getByLabel('Phone number').fill('+27 82 123 4567');
    await page.getByRole('switch', { name: 'Enable email notifications' }).click();
    await page.getByText('Settings Updated', { exact: true }).waitFor();
    await page.getByRole('switch', { name: 'Enable WhatsApp notifications' }).click();
    await page.getByRole('switch', { name: 'Enable WhatsApp notifications' }).and(page.locator(':checked')).waitFor();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings Saved', { exact: true }).waitFor();
    await page.getByText('Your notification preferences have been saved.', { exact: true }).waitFor();
    await expectAccessible(page, 'account-05-notifications-saved');
    // Streak reminders are on until turned off, and take the first of the channels that carry them: WhatsApp is on,
    // so no note says none would come.
    const reminders = page.getByRole('switch', { name: 'Remind me before my streak ends' });
    expect(await reminders.isChecked()).toBe(true);
    await page.getByText(/One reminder, on the first of these you have on: browser notifications, then WhatsApp, then email\./).waitFor();
    expect(await page.getByText(/to get them\./).count()).toBe(0);
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/notifications'));
    await reminders.click();
    expect((await saved).status()).toBe(200);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Notification Settings' }).waitFor();
    expect(await page.getByLabel(/Email address/).inputValue()).toBe('naledi@example.co.za');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+27821234567');
    expect(await page.getByRole('switch', { name: 'Enable email notifications' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Enable WhatsApp notifications' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Remind me before my streak ends' }).isChecked()).toBe(false);

    await openProfileTab('Settings');
    expect(await definitionOf('Email notifications')).toBe('Enabled');
    expect(await definitionOf('WhatsApp notifications')).toBe('Enabled');
    expect(await definitionOf('Browser notifications')).toBe('Disabled');
  });

  it("sends a test alert and shows the server's answer (this server's mail server is out of reach)", async () => {
    await page.getByRole('link', { name: 'Manage notification settings' }).click();
    await page.getByRole('button', { name: 'Send Test Alert' }).click();
    await page.getByText('Test Alert Failed', { exact: true }).waitFor();
    await page
      .getByText('The test email to naledi@example.co.za could not be sent just now. Please try again later.', { exact: true })
      .waitFor();
    await expectAccessible(page, 'account-06-test-alert');
  });

  it('offers browser notifications, and subscribes once the permission is granted', async () => {
    await openProfileTab('Settings');
    await page.getByRole('button', { name: 'Click to Enable' }).waitFor();
    await expectAccessible(page, 'account-07-settings-browser-default', { fullPage: true });

    await context.grantPermissions(['notifications'], { origin: stage.url });
    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByText('Need Subscribe', { exact: true }).waitFor();
    await expectAccessible(page, 'account-08-settings-browser-need-subscribe');

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const keyRead = page.waitForResponse((response) => response.url().endsWith('/api/notifications/vapid-public-key'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const enabled = page.getByText('Notifications Enabled!', { exact: true });
    const failed = page.getByText('Failed to enable notifications. Please try refreshing the page.', { exact: true });
    await enabled.or(failed).waitFor({ timeout: 20_000 });
    // Either way the page asked the push service with the server's own key.
    expect((await keyRead).status()).toBe(200);
    if (await enabled.isVisible()) {
      // A push service answered: the device is subscribed and the server has the setting.
      await expect.poll(() => definitionOf('Browser notifications')).toBe('Enabled');
    } else {
      // Headless Chromium has no push service ('Registration failed - permission denied'): nothing is claimed.
      expect(warnings.some((warning) => warning.startsWith('Push subscription failed'))).toBe(true);
      expect(await page.locator('.device-state').innerText()).toBe('Need Subscribe');
      expect(await definitionOf('Browser notifications')).toBe('Disabled');
    }
    await expectAccessible(page, 'account-09-settings-browser-after-subscribe');
  });

  it("opens, on a fresh page load, at the browser notifications control that 'Turn on notifications' names", async () => {
    // From elsewhere: from Settings itself, only the fragment would change, and the page would not load again.
    await page.goto('about:blank');
    await page.goto(`${stage.url}/profile?tab=settings#browser-notifications`);
    const heading = page.getByRole('heading', { name: 'Browser Notifications' });
    // The page came with a picture of Settings; once the app takes its place, the keyboard is at the control.
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('#page-snapshot').count()).toBe(0);
    const top = (await heading.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(page.viewportSize()!.height / 3);
  });

  it('downloads a copy of everything held about the member, from Settings', async () => {
    await openProfileTab('Settings');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^iec-bets-data-naledi-\d{4}-\d{2}-\d{2}\.json$/);
    const file = readFileSync(await download.path(), 'utf8');
    // Saved as the server laid it out, for a person to read in a text editor: not one minified line.
    expect(file.startsWith('{\n  "exportedAt": ')).toBe(true);
    const data = JSON.parse(file);
    expect(data.account).toMatchObject({ username: 'naledi', name: 'Naledi Khumalo' });
    expect(data.answers).toEqual([expect.objectContaining({ questionId, questionText: today, optionText: 'Yes', outcome: 'correct' })]);
  });

  it('erases, from Settings, a comment left under a question an admin then deleted', async () => {
    const doomed = 'Will the by-election in Tshwane be postponed';
    const doomedId = await publishQuestion(admin, { text: doomed, context: null });
    const words = 'My neighbour sits on the ward committee';
    // Posted with the browser's own session, as the discussion panel would.
    const posted = await context.request.post(`${stage.url}/api/questions/${doomedId}/comments`, { data: { content: words } });
    expect(posted.status()).toBe(201);
    await admin.call('DELETE', `/api/admin/questions/${doomedId}`);
    await admin.call('GET', '/api/questions/public');

    await page.reload();
    await openProfileTab('Settings');
    const yourData = page.getByRole('region', { name: 'Your data' });
    await yourData.getByRole('heading', { name: 'Comments on deleted questions' }).waitFor();
    await yourData.getByText(words).waitFor();
    await yourData.getByText(`On “${doomed}?”`).waitFor();
    await expectAccessible(page, 'account-10-comments-on-deleted-questions');

    await yourData.getByRole('button', { name: /^Delete your comment of .*, “My neighbour sits on the ward committee”$/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your comment?' });
    await confirm.getByText(`“${words}” is erased for good.`).waitFor();
    await confirm.getByRole('button', { name: 'Delete Comment' }).click();
    await yourData.getByText('None left: what you wrote on deleted questions is erased.').waitFor();
    expect(await yourData.getByText(words).count()).toBe(0);
  });

  it("logs out with the toast and returns to the landing page, and another tab turns a visitor's at its next action", async () => {
    // Open before the log-out, with the member written into it.
    const otherTab = await context.newPage();
    await otherTab.goto(`${stage.url}/notifications`);
    await otherTab.getByRole('heading', { level: 1, name: 'Notification Settings' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged Out', { exact: true }).waitFor();
    await page.getByText('You have been successfully logged out.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Join', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expectAccessible(page, 'account-11-logged-out');

    // The other tab still shows the member until the server refuses its next request; then it says why, and offers a way in.
    await otherTab.getByRole('button', { name: 'Save Settings' }).click();
    await otherTab.getByRole('heading', { level: 1, name: 'Sign In Required' }).waitFor();
    await otherTab.getByText('You were logged out, perhaps in another tab. Please log in again.', { exact: true }).waitFor();
    await otherTab.getByRole('button', { name: 'Join', exact: true }).waitFor();
    await expectAccessible(otherTab, 'account-11-other-tab-logged-out');
    await otherTab.close();
  });

  it('logs back in to the settings as saved, and saving them again keeps the addresses', async () => {
    // Without a reload: the dialog's sign-in reply is what the screens start from.
    await logInThroughDialog(page, naledi);
    await openProfileTab('Settings');
    expect(await definitionOf('Email notifications')).toBe('Enabled');
    await page.getByRole('link', { name: 'Manage notification settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notification Settings' }).waitFor();
    expect(await page.getByLabel(/Email address/).inputValue()).toBe('naledi@example.co.za');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+27821234567');

    await page.getByRole('button', { name: 'Save Settings' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Settings Saved', { exact: true }).waitFor();
    // The keyboard is still where it pressed Save, not thrown back to the top of the page while the save was out.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save Settings');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Notification Settings' }).waitFor();
    expect(await page.getByLabel(/Email address/).inputValue()).toBe('naledi@example.co.za');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+27821234567');
  });

  it('changes the password from Settings: this device stays signed in, another is told why it was signed out', async () => {
    const phone = await newPhoneContext(stage.browser);
    const otherDevice = await phone.newPage();
    await otherDevice.goto(stage.url);
    await logInThroughDialog(otherDevice, naledi);
    // A screen with no frequent reads of its own (today's screen asks after friends every 5 s), so that the tap below
    // is, nearly always, the request the page learns from.
    await otherDevice.goto(`${stage.url}/notifications`);
    await otherDevice.getByRole('heading', { level: 1, name: 'Notification Settings' }).waitFor();
    // A laptop signed in too, with no page open when the password changes.
    const laptop = await newPhoneContext(stage.browser);
    const laptopPage = await laptop.newPage();
    await laptopPage.goto(stage.url);
    await logInThroughDialog(laptopPage, naledi);
    await laptopPage.close();

    await openProfileTab('Settings');
    const form = page.getByRole('region', { name: 'Change Password' });
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password (at least 8 characters)').fill('a newer good password');
    await form.getByLabel('Confirm new password').fill('a newer good password');
    await form.getByRole('button', { name: 'Change Password' }).click();
    // Beside the field it is about, the typed new password kept for the retry.
    await form.getByText('That password is incorrect', { exact: true }).waitFor();
    expect(await form.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Current password').fill(naledi.password);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Every other device signed in to your account has been signed out.', { exact: true }).waitFor();
    expect(await form.getByLabel('Current password').inputValue()).toBe('');
    await expectAccessible(page, 'account-12-password-changed');
    // This device goes on as it was.
    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).waitFor();

    // The open page is told at its next request: the tap on Friends makes one, unless a read of the header's came
    // first, in which case the page has already turned a visitor's and the tap has nothing to press.
    const told = otherDevice.getByText('Your password was changed on another device. Please log in again.', { exact: true });
    const tap = otherDevice.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Friends/ }).click().catch(() => undefined);
    await Promise.race([told.waitFor(), tap]);
    await told.waitFor();
    await otherDevice.getByRole('button', { name: 'Join', exact: true }).waitFor();
    await logInThroughDialog(otherDevice, { username: naledi.username, password: 'a newer good password' });
    await phone.close();

    // Opened the next day, the laptop is told why it is signed out, once.
    const nextDay = await laptop.newPage();
    await nextDay.goto(stage.url);
    await nextDay.getByText('Your password was changed on another device. Please log in again.', { exact: true }).waitFor();
    await nextDay.getByRole('button', { name: 'Join', exact: true }).waitFor();
    await nextDay.reload();
    await nextDay.getByRole('heading', { level: 1 }).first().waitFor();
    await nextDay.waitForTimeout(500);
    expect(await nextDay.getByText('Your password was changed on another device. Please log in again.', { exact: true }).count()).toBe(0);
    await laptop.close();
  });
});
