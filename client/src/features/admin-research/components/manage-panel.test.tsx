import type { MediaPrediction, Official } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aQuestion, aUser } from '@/test-support/fixtures';
import { openAdminTab } from '@/test-support/render-app';
import { messageBeside } from '@/test-support/message-beside';

const official: Official = {
  id: 'o-1',
  name: 'Chairperson of the Electoral Commission',
  title: 'Electoral Commission of South Africa',
  bio: 'Runs the national and provincial elections.',
  avatar: null,
  tags: ['elections'],
};

const prediction: MediaPrediction = {
  id: 'p-1',
  statement: 'Turnout in 2026 will be lower than in 2021',
  prediction: 'Below 45%',
  confidence: 70,
  sourceTitle: 'Weekly Politics Podcast',
  sourceDate: '2026-10-01',
  sourceUrl: 'https://example.org/podcast/12',
  tags: ['turnout', 'local elections'],
};

describe("the admin dashboard's Manage tab", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser({ isAdmin: true }) });
    server.on('GET /api/officials', { body: [official] });
    server.on('GET /api/predictions', { body: [prediction] });
    server.on('GET /api/admin/questions', { body: [aQuestion({ tags: ['coalitions'] }), aQuestion({ id: 'q-2', text: 'Will a draft pass', isPublished: false })] });
  });
  afterEach(() => server.close());

  const openTab = () => openAdminTab(server, 'Manage');

  it('lists the officials, the media predictions and every question with their tags', async () => {
    await openTab();

    const card = await screen.findByRole('article', { name: 'Chairperson of the Electoral Commission' });
    expect(within(card).getByText('Electoral Commission of South Africa')).toBeDefined();
    expect(within(within(card).getByRole('list', { name: /^Tags of/ })).getByText('elections')).toBeDefined();
    const media = await screen.findByRole('article', { name: 'Turnout in 2026 will be lower than in 2021' });
    expect(within(media).getByText(/Below 45% \(70% confident\)/)).toBeDefined();
    expect(within(media).getByRole('link', { name: 'Weekly Politics Podcast' }).getAttribute('href')).toBe('https://example.org/podcast/12');
    expect(within(media).getByText(/1 October 2026/)).toBeDefined();
    const question = await screen.findByRole('article', { name: 'Will the GNU survive until the end of 2026?' });
    expect(within(question).getByText('coalitions')).toBeDefined();
    expect(within(screen.getByRole('article', { name: 'Will a draft pass?' })).getByText('Draft')).toBeDefined();
  });

  it("adds an official after the form's checks, with the tags as a list", async () => {
    server.on('POST /api/admin/officials', { status: 201, body: { ...official, id: 'o-2' } });
    const user = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add Official' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Official' });
    const add = within(dialog).getByRole('button', { name: 'Add Official' });

    await user.click(add);
    // Name and title are both missing, and each says so beside itself; the focus goes to the first.
    expect(messageBeside(within(dialog).getByLabelText('Name'))).toBe("Please enter the official's name");
    expect(messageBeside(within(dialog).getByLabelText('Title or office'))).toBe("Please enter the official's title or office");
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Minister of Finance');
    await user.click(add);
    expect(within(dialog).getByRole('alert').textContent).toBe("Please enter the official's title or office");
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('false');
    await user.type(within(dialog).getByLabelText('Title or office'), 'National Treasury');
    await user.type(within(dialog).getByLabelText('Photo link (optional)'), 'treasury.gov.za/photo.jpg');
    await user.click(add);
    expect(within(dialog).getByRole('alert').textContent).toBe('The photo link must be a web address starting with https://');
    expect(messageBeside(within(dialog).getByLabelText('Photo link (optional)'))).toBe(
      'The photo link must be a web address starting with https://',
    );
    await user.clear(within(dialog).getByLabelText('Photo link (optional)'));
    await user.type(within(dialog).getByLabelText('Tags (comma-separated)'), 'budget, Local_Elections');
    await user.click(add);
    expect(within(dialog).getByRole('alert').textContent).toBe('A tag is 1 to 40 characters: letters, digits, spaces and dashes');
    const tags = within(dialog).getByLabelText('Tags (comma-separated)');
    expect(messageBeside(tags)).toBe('A tag is 1 to 40 characters: letters, digits, spaces and dashes');
    // The hint stays in the description, before the message.
    const hint = within(dialog).getByText('A tag is 1 to 40 characters: letters, digits, spaces and dashes.');
    expect(tags.getAttribute('aria-describedby')?.split(' ')[0]).toBe(hint.id);
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Tags (comma-separated)'));
    await user.type(within(dialog).getByLabelText('Tags (comma-separated)'), 'Budget, local elections, ');
    await user.click(add);

    expect(await screen.findByText('Official Added')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Minister of Finance',
      title: 'National Treasury',
      bio: '',
      avatar: null,
      tags: ['budget', 'local elections'],
    });
  });

  it('edits an official with every field sent again, and deletes one once confirmed', async () => {
    server.on('PUT /api/admin/officials/o-1', { body: { ...official, title: 'Electoral Commission (IEC)' } });
    server.on('DELETE /api/admin/officials/o-1', { body: { id: 'o-1' } });
    const user = await openTab();

    await user.click(await screen.findByRole('button', { name: 'Edit official: Chairperson of the Electoral Commission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Official' });
    expect((within(dialog).getByLabelText('Tags (comma-separated)') as HTMLInputElement).value).toBe('elections');
    await user.clear(within(dialog).getByLabelText('Title or office'));
    await user.type(within(dialog).getByLabelText('Title or office'), 'Electoral Commission (IEC)');
    await user.click(within(dialog).getByRole('button', { name: 'Save Official' }));
    expect(await screen.findByText('Official Updated')).toBeDefined();
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      name: official.name,
      title: 'Electoral Commission (IEC)',
      bio: official.bio,
      avatar: null,
      tags: ['elections'],
    });

    await user.click(screen.getByRole('button', { name: 'Delete official: Chairperson of the Electoral Commission' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this official?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Official Deleted')).toBeDefined();
    expect(server.requests.some((request) => request.method === 'DELETE' && request.path === '/api/admin/officials/o-1')).toBe(true);
  });

  it('adds a media prediction, checking the confidence and the source first', async () => {
    server.on('POST /api/admin/predictions', { status: 201, body: { ...prediction, id: 'p-2' } });
    const user = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Add Prediction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Prediction' });
    const add = within(dialog).getByRole('button', { name: 'Add Prediction' });

    await user.type(within(dialog).getByLabelText('Statement'), 'The MK party will win a metro');
    await user.type(within(dialog).getByLabelText('Prediction'), 'eThekwini');
    await user.click(add);
    expect(messageBeside(within(dialog).getByLabelText('Confidence (%)'))).toBe('Confidence is a whole percentage from 0 to 100');
    expect(messageBeside(within(dialog).getByLabelText('Source title'))).toBe('Please enter the title of the source');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Confidence (%)'));
    await user.type(within(dialog).getByLabelText('Confidence (%)'), '65');
    await user.type(within(dialog).getByLabelText('Source title'), 'Sunday Paper');
    await user.click(add);
    expect(messageBeside(within(dialog).getByLabelText('Source date'))).toBe('Source date must be a date such as 2026-11-20');
    expect(messageBeside(within(dialog).getByLabelText('Source link'))).toBe(
      'The source link must be a web address starting with http:// or https://',
    );
    await user.type(within(dialog).getByLabelText('Source date'), '2026-11-15');
    await user.type(within(dialog).getByLabelText('Source link'), 'https://example.org/sunday');
    await user.type(within(dialog).getByLabelText('Tags (comma-separated)'), 'metros');
    await user.click(add);

    expect(await screen.findByText('Prediction Added')).toBeDefined();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      statement: 'The MK party will win a metro',
      prediction: 'eThekwini',
      confidence: 65,
      sourceTitle: 'Sunday Paper',
      sourceDate: '2026-11-15',
      sourceUrl: 'https://example.org/sunday',
      tags: ['metros'],
    });
  });

  it("tells a tag that breaks the rule beside the tags box, and sends nothing", async () => {
    const user = await openTab();

    await user.click(await screen.findByRole('button', { name: 'Edit tags: Will the GNU survive until the end of 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Question Tags' });
    const tags = within(dialog).getByLabelText('Tags (comma-separated)');
    await user.type(tags, ', GNU_2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save Tags' }));

    expect(messageBeside(tags)).toBe('A tag is 1 to 40 characters: letters, digits, spaces and dashes');
    expect(document.activeElement).toBe(tags);
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it("sets a question's tags, and shows the server's reason when it refuses", async () => {
    server.on('PUT /api/admin/questions/q-1/tags', errorReply(404, 'We could not find that question'));
    const user = await openTab();

    await user.click(await screen.findByRole('button', { name: 'Edit tags: Will the GNU survive until the end of 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Question Tags' });
    await user.type(within(dialog).getByLabelText('Tags (comma-separated)'), ', GNU');
    await user.click(within(dialog).getByRole('button', { name: 'Save Tags' }));

    const toast = await screen.findByText('Save Failed');
    expect(toast.parentElement?.textContent).toContain('We could not find that question');
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({ tags: ['coalitions', 'gnu'] });
  });
});
