import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

describe('the privacy notice at /privacy', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/questions/today', { body: [] });
    server.on('GET /api/questions/public', { body: [] });
    server.on('GET /api/comments/public', { body: {} });
  });
  afterEach(() => server.close());

  it('is there for a visitor, with a heading for each thing a person may want to know', async () => {
    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));

    renderApp(server, '/privacy');

    const notice = await screen.findByRole('article', { name: 'Privacy notice' });
    expect(within(notice).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'On this page',
      'What we collect',
      'Why we use it',
      'Who sees what',
      'How long we keep it',
      'Your rights under POPIA',
      'Questions and complaints',
    ]);
    // The contents lead to each section of the same page.
    const contents = within(notice).getByRole('navigation', { name: 'On this page' });
    for (const link of within(contents).getAllByRole('link')) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.textContent).toBe(link.textContent);
    }
    expect(screen.getByRole('button', { name: 'Join' })).toBeDefined();
  });

  it('says what is collected, what deletion erases, and where each right is used in the app', async () => {
    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));

    renderApp(server, '/privacy');

    const notice = await screen.findByRole('article', { name: 'Privacy notice' });
    const text = notice.textContent ?? '';
    expect(text).toContain('Protection of Personal Information Act (POPIA)');
    expect(text).toContain('kept only as a hash');
    expect(text).toContain('push subscription');
    expect(text).toContain('your comments stay, under the name “Deleted user”');
    // What a deleted question leaves in the records, and where its author can erase it.
    expect(text).toContain('What you wrote under it stays until you delete it: Profile → Settings lists those comments');
    expect(text).toContain('what is no longer shown too, such as your answers and comments on deleted questions');
    expect(text).toContain('its words are locked with a key of their own, which the deletion destroys');
    expect(text).toContain('the reasons you give when you dispute how a question was resolved');
    // Shown only as counts, but not anonymous in the records: the id they are kept under stays tied to the username.
    expect(text).toContain('your answers still count in the national results, which everyone sees only as anonymous counts');
    expect(text).toContain('keep each one under your account’s id, which stays tied to your username');
    expect(text).not.toContain('stay only as anonymous counts');
    expect(text).toContain('your disputes of how a question was resolved stay with that resolution’s record, reasons included');
    expect(text).toContain('Profile → Settings → “Download my data”');
    expect(text).toContain('Profile → Settings → “Delete my account”');
    expect(text).toContain('Information Regulator (South Africa)');
  });

  it('says that nothing is sent until an address is confirmed, and that every newsletter email carries a way to leave', async () => {
    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));

    renderApp(server, '/privacy');

    const notice = await screen.findByRole('article', { name: 'Privacy notice' });
    const region = (name: string) => within(notice).getByRole('region', { name }).textContent ?? '';
    expect(region('What we collect')).toContain('your name if you give it, and when you subscribed and confirmed the address');
    expect(region('Why we use it')).toContain('first one email asking you to confirm the address, and nothing more unless you do');
    const howLong = region('How long we keep it');
    expect(howLong).toContain(
      'Nothing is sent to an address on it until its owner confirms it, with the link in the email we send to ask, and an address nobody confirms within a week is erased by itself.',
    );
    expect(howLong).toContain('That email, and every newsletter email, ends with a link to leave the list: it takes your address off at once and erases it, with your name.');
    expect(howLong).toContain('locked with a key of their own, which leaving destroys, so they can never be read from our records again');
    expect(howLong).toContain('You can also contact the team that runs this service from that address, and an admin erases it in the same way.');
    // No longer the only way off the list.
    expect(howLong).not.toContain('To be taken off,');
    const rights = region('Your rights under POPIA');
    expect(rights).toContain('To take your address off the newsletter list, use the link at the foot of any of its emails, or contact the team');
    expect(rights).toContain('leave the newsletter with the link at the foot of any of its emails');
  });

  it('says plainly that a question’s public history names the admins who decided it, to everyone, and why', async () => {
    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));

    renderApp(server, '/privacy');

    const notice = await screen.findByRole('article', { name: 'Privacy notice' });
    const whoSees = within(notice).getByRole('region', { name: 'Who sees what' });
    const everyone = within(whoSees).getByText('Everyone, visitors included').nextElementSibling?.textContent ?? '';
    expect(everyone).toContain('The public history of each published question (its “History” page, which the Verify page explains)');
    expect(everyone).toContain('resolving it (with the reason and the proof they gave), correcting the resolution');
    expect(everyone).toContain('Each step names the admin who took it by their username and gives the time; its data also carries the id of their account');
    expect(everyone).toContain('the history names the moderator too, but not whose comment it was or what it said');
    expect(everyone).toContain('A player’s dispute shows only that a player disputed, never who or why.');
    expect(everyone).toContain('so that the people who decide outcomes answer for them in public');
    const why = within(notice).getByRole('region', { name: 'Why we use it' }).textContent;
    expect(why).toContain('To hold to account the people who decide outcomes: a question’s public history names the admin who took each step');
    const what = within(notice).getByRole('region', { name: 'What we collect' }).textContent;
    expect(what).toContain('if you are an admin, each step you take on a question and each decision you make on a reported comment');
    // What the history page says of an admin whose account is gone (describe-step.ts), and what it keeps.
    const howLong = within(notice).getByRole('region', { name: 'How long we keep it' }).textContent;
    expect(howLong).toContain('shown as taken by “a former admin” instead of your username, with your account’s id still attached');
  });

  it('says what the downloaded file holds, how to read it, and what it leaves out', async () => {
    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));

    renderApp(server, '/privacy');

    const notice = await screen.findByRole('article', { name: 'Privacy notice' });
    const rights = within(notice).getByRole('region', { name: 'Your rights under POPIA' }).textContent;
    expect(rights).toContain('gives you a copy of what IEC Bets holds about you, as a file you can read in any text editor');
    expect(rights).toContain('Each answer comes with the points it earned.');
    // Not "everything": three things held are not in it, and the notice says which and why.
    expect(rights).not.toContain('everything IEC Bets holds about you');
    expect(rights).toContain('your password’s hash and your browser’s keys for encrypting alerts, which never leave our server');
    expect(rights).toContain('whether your address is on the newsletter list. That list is kept by address, not by account');
    // Points are worked out from answers and shown to other members, as the profile and the leaderboards show them.
    expect(within(notice).getByRole('region', { name: 'What we collect' }).textContent).toContain('the accuracy, points, rank and streak');
    expect(within(notice).getByRole('region', { name: 'Who sees what' }).textContent).toContain('your accuracy, points, rank and streak');
  });

  it('names no address where the server is given none, and sends complaints to the Information Regulator', async () => {
    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));
    server.on('GET /api/privacy/contact', { body: { email: null } });

    renderApp(server, '/privacy');

    const notice = await screen.findByRole('article', { name: 'Privacy notice' });
    await waitFor(() => expect(server.requests.some((request) => request.path === '/api/privacy/contact')).toBe(true));
    expect(notice.textContent).toContain('To correct anything else, such as your name, contact the team that runs this service.');
    expect(notice.textContent).not.toContain('@');
    // Every link stays on this page or in the app (where each right is used), but the regulator's own site.
    const outside = within(notice)
      .getAllByRole('link')
      .filter((link) => !/^[#/]/.test(link.getAttribute('href') ?? ''));
    expect(outside.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['inforegulator.org.za', 'https://inforegulator.org.za/']]);
  });

  it('gives the configured address wherever it sends a person to the team that runs the service', async () => {
    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));
    server.on('GET /api/privacy/contact', { body: { email: 'privacy@bets.example.org' } });

    renderApp(server, '/privacy');

    const notice = await screen.findByRole('article', { name: 'Privacy notice' });
    const addresses = await within(notice).findAllByRole('link', { name: 'privacy@bets.example.org' });
    // Taken off the newsletter, whether one is on it, corrections, the newsletter again under deletion, objections,
    // and questions.
    expect(addresses).toHaveLength(6);
    expect(addresses.every((link) => link.getAttribute('href') === 'mailto:privacy@bets.example.org')).toBe(true);
    expect(notice.textContent).toContain('To correct anything else, such as your name, write to the team that runs this service at privacy@bets.example.org.');
    expect(within(notice).getByRole('region', { name: 'Questions and complaints' }).textContent).toContain(
      'please write to the team that runs this service at privacy@bets.example.org first.',
    );
    expect(notice.textContent).not.toContain('contact the team that runs this service');
  });

  it('is there for a member too, between the header and the bottom navigation', async () => {
    server.on('GET /api/auth/me', { body: aUser() });

    renderApp(server, '/privacy');

    expect(await screen.findByRole('article', { name: 'Privacy notice' })).toBeDefined();
    // The navigation comes with the members' chunk, a moment after the page.
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Profile of Thandi Mokoena' })).toBeDefined();
  });

  it('takes a member from each right to where it is used in one press', async () => {
    // jsdom lays nothing out and has no scrollIntoView: the test sees what is scrolled to.
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    onTestFinished(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/users/user-1/erasable-comments', { body: { comments: [] } });
    const user = userEvent.setup();
    renderApp(server, '/privacy');
    const notice = await screen.findByRole('article', { name: 'Privacy notice' });

    const where = (name: string) => within(notice).getByRole('link', { name }).getAttribute('href');
    expect(where('Profile → Settings → “Download my data”')).toBe('/profile?tab=settings#your-data');
    expect(where('Profile → Settings → “Delete my account”')).toBe('/profile?tab=settings#your-data');
    expect(where('Profile → Settings → “Manage notification settings”')).toBe('/notifications');

    await user.click(within(notice).getByRole('link', { name: 'Profile → Settings → “Delete my account”' }));
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeDefined();
    // At the section that holds it, not at the top of Settings: on a phone it is three cards down.
    const yourData = screen.getByRole('heading', { name: 'Your data', level: 2 });
    await waitFor(() => expect(document.activeElement).toBe(yourData));
    expect(scrolledTo).toEqual([screen.getByRole('region', { name: 'Your data' })]);
  });
});

describe('the ways to the privacy notice', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/questions/today', { body: [] });
    server.on('GET /api/questions/public', { body: [] });
    server.on('GET /api/comments/public', { body: {} });
  });
  afterEach(() => server.close());

  it('is linked from the foot of the landing page, and the link opens it', async () => {
    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));
    const user = userEvent.setup();
    renderApp(server, '/');

    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Privacy notice' }));

    expect(await screen.findByRole('article', { name: 'Privacy notice' })).toBeDefined();
  });

  it('is linked from the foot of a member’s screens', async () => {
    server.on('GET /api/auth/me', { body: aUser() });

    renderApp(server, '/vote');

    await screen.findByRole('navigation', { name: 'Main' });
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe('/privacy');
  });

  it('is linked under the sign-up form, and following the link closes the dialog to show it', async () => {
    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));
    const user = userEvent.setup();
    renderApp(server, '/');
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join IEC Bets' });
    await user.click(within(dialog).getByRole('tab', { name: 'Sign Up' }));

    const line = within(dialog).getByText(/By signing up you agree to how we handle your data/);
    expect(line.textContent).toBe('By signing up you agree to how we handle your data: read our privacy notice.');
    await user.click(within(line).getByRole('link', { name: 'read our privacy notice' }));

    expect(await screen.findByRole('article', { name: 'Privacy notice' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is linked from the “Your data” section of Profile → Settings', async () => {
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/users/user-1/history', { body: { history: [] } });
    const user = userEvent.setup();
    renderApp(server, '/profile');

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    const yourData = screen.getByRole('region', { name: 'Your data' });
    await user.click(within(yourData).getByRole('link', { name: 'How IEC Bets handles your data' }));

    expect(await screen.findByRole('article', { name: 'Privacy notice' })).toBeDefined();
  });
});
