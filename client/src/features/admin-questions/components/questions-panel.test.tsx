import { asQuestion } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aQuestion, aUser } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { QuestionsPanel } from './questions-panel';
import { messageBeside } from '@/test-support/message-beside';

const draft = aQuestion({ id: 'q-draft', text: 'Will the by-election be held in March', isPublished: false, isActive: false, publishedAt: null });
const live = aQuestion({ id: 'q-live', text: 'Will the GNU survive until the end of 2026', totalVotes: 3, commentCount: 1 });
const archived = aQuestion({
  id: 'q-old',
  text: 'Will Parliament sit on Friday',
  isArchived: true,
  isResolved: true,
  correctOptionId: 'no',
  resolutionSummary: 'It did not.',
});

describe("the admin dashboard's questions", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/admin/drafts', { body: [draft] });
    server.on('GET /api/admin/questions', { body: [draft, live, archived] });
  });
  afterEach(() => server.close());

  const row = (text: string) => screen.getByRole('listitem', { name: asQuestion(text) });
  const reads = (path: string) => server.requests.filter((request) => request.method === 'GET' && request.path === path);

  /**
   * A server that delivers alerts on every channel (the toast names only what can go out: published-toast.ts) and
   * publishes `question`, a draft until then, listing it with the published questions once it is.
   */
  function servePublishing(question: typeof draft): { published: boolean } {
    const on = { available: true };
    server.on('GET /api/notifications/channels', { body: { push: on, email: on, whatsapp: on } });
    const state = { published: false };
    server.on('POST /api/admin/questions/q-draft/publish', () => {
      state.published = true;
      return { body: { id: 'q-draft' }, headers: { 'x-position': '31' } };
    });
    const nowPublished = { ...question, isPublished: true, isActive: true, publishedAt: '2026-11-23T06:00:00.000Z' };
    server.on('GET /api/admin/drafts', () => ({ body: state.published ? [] : [question] }));
    server.on('GET /api/admin/questions', () => ({ body: [state.published ? nowPublished : question, live, archived] }));
    return state;
  }

  async function renderPanel() {
    const user = userEvent.setup();
    renderWithProviders(server, <QuestionsPanel />);
    await screen.findByRole('listitem', { name: asQuestion(live.text) });
    // The drafts are a read of their own.
    await screen.findByRole('listitem', { name: asQuestion(draft.text) });
    return user;
  }

  it('lists the drafts apart from the published questions, each with only the steps its state allows', async () => {
    await renderPanel();

    const drafts = screen.getByRole('region', { name: 'Drafts (1)' });
    const draftRow = within(drafts).getByRole('listitem', { name: asQuestion(draft.text) });
    expect(within(draftRow).getByText('Draft')).toBeDefined();
    expect(within(draftRow).getByRole('button', { name: `Publish: ${draft.text}` })).toBeDefined();
    expect(within(draftRow).queryByRole('button', { name: `Resolve: ${draft.text}` })).toBeNull();

    const published = screen.getByRole('region', { name: 'Published Questions (2)' });
    const liveRow = within(published).getByRole('listitem', { name: asQuestion(live.text) });
    expect(within(liveRow).getByText('Published')).toBeDefined();
    expect(within(liveRow).getByText('3 votes · 1 comment')).toBeDefined();
    expect(within(liveRow).getByRole('button', { name: `Resolve: ${live.text}` })).toBeDefined();
    expect(within(liveRow).queryByRole('button', { name: `Publish: ${live.text}` })).toBeNull();

    // The archive button is hidden once archived; a permanent delete is still possible.
    const archivedRow = within(published).getByRole('listitem', { name: asQuestion(archived.text) });
    expect(within(archivedRow).getByText('Archived')).toBeDefined();
    expect(within(archivedRow).getByText(/Correct answer: No/)).toBeDefined();
    expect(within(archivedRow).queryByRole('button', { name: `Archive: ${archived.text}` })).toBeNull();
    expect(within(archivedRow).getByRole('button', { name: `Delete: ${archived.text}` })).toBeDefined();
  });

  it("publishes a question ahead of its day saying it opens, and its alerts go out, on that day, and marks it Upcoming", async () => {
    // Noon in South Africa on a day years ahead: the test's clock is today's.
    servePublishing({ ...draft, date: '2030-06-16T10:00:00.000Z' });
    const user = await renderPanel();

    await user.click(within(row(draft.text)).getByRole('button', { name: `Publish: ${draft.text}` }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Publish this question?' });
    expect(
      within(prompt).getByText(
        `“${draft.text}?” is published now and opens for predictions on 16 June 2030: everyone with notifications on is told about it then.`,
      ),
    ).toBeDefined();
    await user.click(within(prompt).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Question published!')).toBeDefined();
    expect(screen.getByText('It opens for predictions on 16 June 2030, and notifications go to all users then.')).toBeDefined();
    expect(screen.queryByText('Question published! Notifications sent to all users.')).toBeNull();
    const publishedList = await screen.findByRole('region', { name: 'Published Questions (3)' });
    const upcomingRow = within(publishedList).getByRole('listitem', { name: asQuestion(draft.text) });
    expect(within(upcomingRow).getByText('Upcoming')).toBeDefined();
    // It has taken no answer yet, so there is nothing to resolve: the server would refuse it until that day.
    expect(within(upcomingRow).queryByRole('button', { name: `Resolve: ${draft.text}` })).toBeNull();
    expect(within(upcomingRow).getByRole('button', { name: `Archive: ${draft.text}` })).toBeDefined();
    // Today's question is Published, as before.
    const liveRow = within(publishedList).getByRole('listitem', { name: asQuestion(live.text) });
    expect(within(liveRow).getByText('Published')).toBeDefined();
    expect(within(liveRow).getByRole('button', { name: `Resolve: ${live.text}` })).toBeDefined();
  });

  it('warns before publishing a question whose day has passed that nobody can predict it, and that nobody is alerted', async () => {
    servePublishing({ ...draft, date: '2024-05-29T11:00:00.000Z' });
    const user = await renderPanel();

    await user.click(within(row(draft.text)).getByRole('button', { name: `Publish: ${draft.text}` }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Publish this question?' });
    expect(
      within(prompt).getByText(
        `“${draft.text}?” is dated 29 May 2024, a day that has passed: it is listed with past questions and is never one of today's questions, so nobody can predict it, and no alert goes out.`,
      ),
    ).toBeDefined();
    await user.click(within(prompt).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Its day has passed, so it is listed with past questions and no alert goes out.')).toBeDefined();
    expect(screen.queryByText('Question published! Notifications sent to all users.')).toBeNull();
  });

  it('publishes a draft, says notifications went out, and moves it to the published questions', async () => {
    // Today's: the day it is one of today's questions is the day it goes live.
    const publishing = servePublishing({ ...draft, date: new Date().toISOString() });
    const user = await renderPanel();

    await user.click(within(row(draft.text)).getByRole('button', { name: `Publish: ${draft.text}` }));
    // Everyone is alerted once it is published: the admin confirms first, seeing which question it is.
    const prompt = await screen.findByRole('alertdialog', { name: 'Publish this question?' });
    expect(within(prompt).getByText(`“${draft.text}?” goes live now, and everyone with notifications on is told about it.`)).toBeDefined();
    expect(publishing.published).toBe(false);
    await user.click(within(prompt).getByRole('button', { name: 'Publish' }));

    // The toast survives the row leaving the drafts list.
    expect(await screen.findByText('Question published! Notifications sent to all users.')).toBeDefined();
    const publishedList = await screen.findByRole('region', { name: 'Published Questions (3)' });
    expect(within(publishedList).getByRole('listitem', { name: asQuestion(draft.text) })).toBeDefined();
    expect(await screen.findByRole('region', { name: 'Drafts (0)' })).toBeDefined();
    // The lists were read again after the change, waiting for it.
    expect(reads('/api/admin/drafts').at(-1)?.headers['x-min-position']).toBe('31');
  });

  it("shows a refused publish as an Error toast with the server's reason", async () => {
    server.on('POST /api/admin/questions/q-draft/publish', errorReply(409, 'This question is already published'));
    const user = await renderPanel();

    await user.click(within(row(draft.text)).getByRole('button', { name: `Publish: ${draft.text}` }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Publish this question?' })).getByRole('button', { name: 'Publish' }));

    const title = await screen.findByText('Error');
    expect(title.parentElement?.textContent).toContain('Failed to publish question: This question is already published');
  });

  it('resolves through a dialog that needs the correct option and a summary, and a real link if one is given', async () => {
    server.on('PUT /api/admin/questions/q-live/resolve', { body: { id: 'q-live' } });
    const user = await renderPanel();

    await user.click(within(row(live.text)).getByRole('button', { name: `Resolve: ${live.text}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve Question', description: asQuestion(live.text) });
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Resolve Question' }));
    // Which question it settles, and what that does, before it is sent.
    expect(within(dialog).getByText(/^Its 3 predictions are scored at once\./)).toBeDefined();

    await submit();
    // Both are missing, and each says so beside itself; the focus goes to the first, the choice of option.
    expect(messageBeside(within(dialog).getByRole('radio', { name: 'Yes' }))).toBe('Please choose the correct option');
    expect(messageBeside(within(dialog).getByRole('radio', { name: 'No' }))).toBe('Please choose the correct option');
    expect(messageBeside(within(dialog).getByLabelText('Resolution summary'))).toBe('Please write a resolution summary');
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.type(within(dialog).getByLabelText('Resolution summary'), '   ');
    await submit();
    expect(within(dialog).getByRole('alert').textContent).toBe('Please write a resolution summary');
    expect(messageBeside(within(dialog).getByLabelText('Resolution summary'))).toBe('Please write a resolution summary');
    await user.type(within(dialog).getByLabelText('Resolution summary'), 'The GNU held together.');
    await user.type(within(dialog).getByLabelText('Proof link (optional)'), 'not a link');
    await submit();
    expect(within(dialog).getByRole('alert').textContent).toBe('The proof link must be a web address starting with http:// or https://');
    expect(messageBeside(within(dialog).getByLabelText('Proof link (optional)'))).toBe(
      'The proof link must be a web address starting with http:// or https://',
    );
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Proof link (optional)'));
    await submit();

    expect(await screen.findByText('Question resolved successfully')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      correctOptionId: 'yes',
      resolutionSummary: 'The GNU held together.',
      resolutionProofUrl: null,
    });
  });

  it("keeps the resolve dialog open with an Error toast when the server refuses", async () => {
    server.on('PUT /api/admin/questions/q-live/resolve', errorReply(409, 'This question is already resolved'));
    const user = await renderPanel();

    await user.click(within(row(live.text)).getByRole('button', { name: `Resolve: ${live.text}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve Question' });
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.type(within(dialog).getByLabelText('Resolution summary'), 'It collapsed.');
    await user.type(within(dialog).getByLabelText('Proof link (optional)'), 'https://www.gov.za/news');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve Question' }));

    const title = await screen.findByText('Error');
    expect(title.parentElement?.textContent).toContain('Failed to resolve question: This question is already resolved');
    expect(screen.getByRole('dialog', { name: 'Resolve Question' })).toBeDefined();
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ resolutionProofUrl: 'https://www.gov.za/news' });
  });

  it('edits a draft from its row, opening on the draft as it stands, and offers no edit once published', async () => {
    server.on('PUT /api/admin/questions/q-draft', { body: { id: 'q-draft' } });
    const user = await renderPanel();
    expect(within(row(live.text)).queryByRole('button', { name: `Edit: ${live.text}` })).toBeNull();
    const draftsRead = reads('/api/admin/drafts').length;

    await user.click(within(row(draft.text)).getByRole('button', { name: `Edit: ${draft.text}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Draft' });
    const text = within(dialog).getByLabelText('Question') as HTMLTextAreaElement;
    expect(text.value).toBe(draft.text);
    // Its instant in South African time, as the admin typed it: 11:00 UTC is 13:00 there.
    expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe(draft.date.slice(0, 10));
    expect((within(dialog).getByLabelText('Time (SAST)') as HTMLInputElement).value).toBe('13:00');
    await user.clear(text);
    await user.type(text, 'Will the by-election be held in April');
    await user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));

    expect(await screen.findByText('Draft updated')).toBeDefined();
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/api/admin/questions/q-draft');
    expect(put?.body).toMatchObject({ text: 'Will the by-election be held in April', date: draft.date, options: draft.options });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Draft' })).toBeNull());
    await waitFor(() => expect(reads('/api/admin/drafts').length).toBeGreaterThan(draftsRead));
  });

  it('archives only after the confirmation, and not at all when cancelled', async () => {
    server.on('PUT /api/admin/questions/q-live/archive', { body: { id: 'q-live' } });
    const user = await renderPanel();
    const archiveButton = () => within(row(live.text)).getByRole('button', { name: `Archive: ${live.text}` });

    await user.click(archiveButton());
    let prompt = await screen.findByRole('alertdialog', { name: 'Archive this question?' });
    // Said before it is done: nothing resolves an archived question, so its answers are never scored.
    expect(within(prompt).getByText(/can no longer be resolved: its 3 predictions will never be scored/)).toBeDefined();
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.click(archiveButton());
    prompt = await screen.findByRole('alertdialog', { name: 'Archive this question?' });
    await user.click(within(prompt).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('Question archived successfully')).toBeDefined();
    expect(server.requests.filter((request) => request.method === 'PUT').map((request) => request.path)).toEqual([
      '/api/admin/questions/q-live/archive',
    ]);
  });

  it('deletes permanently only after the confirmation', async () => {
    let deleted = false;
    server.on('DELETE /api/admin/questions/q-draft', () => {
      deleted = true;
      return { body: { id: 'q-draft' } };
    });
    server.on('GET /api/admin/drafts', () => ({ body: deleted ? [] : [draft] }));
    server.on('GET /api/admin/questions', () => ({ body: deleted ? [live, archived] : [draft, live, archived] }));
    const user = await renderPanel();

    await user.click(within(row(draft.text)).getByRole('button', { name: `Delete: ${draft.text}` }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Delete this question permanently?' });
    expect(within(prompt).getByText(`“${draft.text}?”, its answers and its comments are taken down for good; only their authors still see them, in their own data. This cannot be undone.`)).toBeDefined();
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(prompt).getByRole('button', { name: 'Delete Permanently' }));

    expect(await screen.findByText('Question deleted permanently')).toBeDefined();
    expect(server.requests.find((request) => request.method === 'DELETE')?.path).toBe('/api/admin/questions/q-draft');
    expect(await screen.findByText('No drafts. A question you create waits here until you publish it.')).toBeDefined();
    expect(screen.queryByRole('listitem', { name: asQuestion(draft.text) })).toBeNull();
  });

  /** Confirms `step` (the button named `step: text`) in the row of `text` from the keyboard, as a keyboard user does. */
  async function confirmFromKeyboard(user: ReturnType<typeof userEvent.setup>, text: string, step: string, confirm: string) {
    within(row(text)).getByRole('button', { name: `${step}: ${text}` }).focus();
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: confirm }));
  }

  it("leaves the keyboard on the next draft's heading once a published draft leaves the list, not at the top of the tab", async () => {
    const next = aQuestion({ id: 'q-draft-2', text: 'Will turnout pass 60 percent', isPublished: false, isActive: false, publishedAt: null });
    let published = false;
    server.on('POST /api/admin/questions/q-draft/publish', () => {
      published = true;
      return { body: { id: 'q-draft' } };
    });
    server.on('GET /api/admin/drafts', () => ({ body: published ? [next] : [draft, next] }));
    server.on('GET /api/admin/questions', () => ({
      body: [published ? { ...draft, isPublished: true, isActive: true } : draft, next, live, archived],
    }));
    const user = await renderPanel();

    await confirmFromKeyboard(user, draft.text, 'Publish', 'Publish');

    const heading = screen.getByRole('heading', { name: asQuestion(next.text) });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await screen.findByRole('region', { name: 'Drafts (1)' })).toBeDefined();
    // The next Tab goes on in that row, not to the form at the top.
    await user.tab();
    expect(document.activeElement).toBe(within(row(next.text)).getByRole('button', { name: `Publish: ${next.text}` }));
  });

  it("leaves the keyboard on the row before a deleted last row, and on the list's heading once the list is empty", async () => {
    let gone: string[] = [];
    server.on('DELETE /api/admin/questions/q-old', () => {
      gone = [...gone, 'q-old'];
      return { body: { id: 'q-old' } };
    });
    server.on('DELETE /api/admin/questions/q-draft', () => {
      gone = [...gone, 'q-draft'];
      return { body: { id: 'q-draft' } };
    });
    const left = (questions: (typeof draft)[]) => questions.filter((question) => !gone.includes(question.id));
    server.on('GET /api/admin/drafts', () => ({ body: left([draft]) }));
    server.on('GET /api/admin/questions', () => ({ body: left([draft, live, archived]) }));
    const user = await renderPanel();

    await confirmFromKeyboard(user, archived.text, 'Delete', 'Delete Permanently');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: asQuestion(live.text) })));

    await confirmFromKeyboard(user, draft.text, 'Delete', 'Delete Permanently');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Drafts (0)' })));
  });

  it("leaves the keyboard on a resolved question's heading, from where the next Tab reaches Correct resolution", async () => {
    let resolved = false;
    server.on('PUT /api/admin/questions/q-live/resolve', () => {
      resolved = true;
      return { body: { id: 'q-live' } };
    });
    server.on('GET /api/admin/questions', () => ({
      body: [draft, resolved ? { ...live, isResolved: true, correctOptionId: 'yes', resolutionSummary: 'It held.' } : live, archived],
    }));
    const user = await renderPanel();

    within(row(live.text)).getByRole('button', { name: `Resolve: ${live.text}` }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Resolve Question' });
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.type(within(dialog).getByLabelText('Resolution summary'), 'It held.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve Question' }));

    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: asQuestion(live.text) })));
    await user.tab();
    expect(document.activeElement).toBe(within(row(live.text)).getByRole('button', { name: `Correct resolution: ${live.text}` }));
  });

  it("shows a refused archive and delete as Error toasts", async () => {
    server.on('PUT /api/admin/questions/q-live/archive', errorReply(404, 'We could not find that question'));
    server.on('DELETE /api/admin/questions/q-live', errorReply(403, 'Admins only'));
    const user = await renderPanel();

    await user.click(within(row(live.text)).getByRole('button', { name: `Archive: ${live.text}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive' }));
    expect((await screen.findByText('Error')).parentElement?.textContent).toContain('Failed to archive question: We could not find that question');

    await user.click(within(row(live.text)).getByRole('button', { name: `Delete: ${live.text}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Permanently' }));
    expect(await screen.findByText('Failed to delete question: Admins only')).toBeDefined();
  });
});

describe("what an admin was writing in a draft's edit or a resolution", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/admin/drafts', { body: [draft] });
    server.on('GET /api/admin/questions', { body: [draft, live, archived] });
  });
  afterEach(() => server.close());

  const row = (text: string) => screen.getByRole('listitem', { name: asQuestion(text) });
  const restoredNote = (dialog: HTMLElement) => within(dialog).queryByText('Restored what you were writing.');
  const valueIn = (dialog: HTMLElement, label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;

  /** The panel as the dashboard shows it to a signed-in admin; unmounting it is what a session that ends does. */
  async function renderPanelFor(userId: string) {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.me, aUser({ id: userId, isAdmin: true }));
    const view = renderWithProviders(server, <QuestionsPanel />, queryClient);
    await screen.findByRole('listitem', { name: asQuestion(live.text) });
    await screen.findByRole('listitem', { name: asQuestion(draft.text) });
    return { user: userEvent.setup(), view };
  }

  async function openDialog(user: ReturnType<typeof userEvent.setup>, action: 'Edit' | 'Resolve', question: typeof draft) {
    await user.click(within(row(question.text)).getByRole('button', { name: `${action}: ${question.text}` }));
    return screen.findByRole('dialog', { name: action === 'Edit' ? 'Edit Draft' : 'Resolve Question' });
  }

  async function editHalfway() {
    const { user, view } = await renderPanelFor('admin-1');
    const dialog = await openDialog(user, 'Edit', draft);
    await user.clear(within(dialog).getByLabelText('Question'));
    await user.type(within(dialog).getByLabelText('Question'), 'Will the by-election be held in April');
    return { user, view, dialog };
  }

  it("opens a draft's edit on the unsaved words after the dialog was taken down mid-edit, for that admin only", async () => {
    (await editHalfway()).view.unmount();

    const again = await renderPanelFor('admin-1');
    let dialog = await openDialog(again.user, 'Edit', draft);
    expect(valueIn(dialog, 'Question')).toBe('Will the by-election be held in April');
    expect(restoredNote(dialog)).not.toBeNull();

    // Discarded, the edit opens on the draft as it stands, as it always did.
    await again.user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(valueIn(dialog, 'Question')).toBe(draft.text);
    expect(restoredNote(dialog)).toBeNull();
    again.view.unmount();

    const third = await renderPanelFor('admin-1');
    dialog = await openDialog(third.user, 'Edit', draft);
    expect(valueIn(dialog, 'Question')).toBe(draft.text);
    expect(restoredNote(dialog)).toBeNull();
  });

  it("gives another admin the draft as it stands", async () => {
    (await editHalfway()).view.unmount();

    const other = await renderPanelFor('admin-2');
    const dialog = await openDialog(other.user, 'Edit', draft);
    expect(valueIn(dialog, 'Question')).toBe(draft.text);
    expect(restoredNote(dialog)).toBeNull();
  });

  it('lets an edit go that the admin closed on purpose, or saved', async () => {
    server.on('PUT /api/admin/questions/q-draft', { body: { id: 'q-draft' } });
    const { user, view, dialog } = await editHalfway();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    view.unmount();

    const again = await renderPanelFor('admin-1');
    let reopened = await openDialog(again.user, 'Edit', draft);
    expect(valueIn(reopened, 'Question')).toBe(draft.text);
    await again.user.type(within(reopened).getByLabelText('Question'), ' or May');
    await again.user.click(within(reopened).getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Draft updated')).toBeDefined();
    again.view.unmount();

    const third = await renderPanelFor('admin-1');
    reopened = await openDialog(third.user, 'Edit', draft);
    expect(valueIn(reopened, 'Question')).toBe(draft.text);
    expect(restoredNote(reopened)).toBeNull();
  });

  async function resolveHalfway() {
    const { user, view } = await renderPanelFor('admin-1');
    const dialog = await openDialog(user, 'Resolve', live);
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.type(within(dialog).getByLabelText('Resolution summary'), 'It collapsed in');
    await user.type(within(dialog).getByLabelText('Proof link (optional)'), 'https://www.gov.za/news');
    return { user, view };
  }

  it('gives the admin back their half-written resolution, option, summary and proof, and nobody else', async () => {
    (await resolveHalfway()).view.unmount();

    const again = await renderPanelFor('admin-1');
    const dialog = await openDialog(again.user, 'Resolve', live);
    expect((within(dialog).getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    expect(valueIn(dialog, 'Resolution summary')).toBe('It collapsed in');
    expect(valueIn(dialog, 'Proof link (optional)')).toBe('https://www.gov.za/news');
    expect(restoredNote(dialog)).not.toBeNull();
    again.view.unmount();

    const other = await renderPanelFor('admin-2');
    const theirs = await openDialog(other.user, 'Resolve', live);
    expect(within(theirs).getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(valueIn(theirs, 'Resolution summary')).toBe('');
    expect(restoredNote(theirs)).toBeNull();
  });

  it('gives back a summary written before any option was chosen', async () => {
    const { user, view } = await renderPanelFor('admin-1');
    let dialog = await openDialog(user, 'Resolve', live);
    await user.type(within(dialog).getByLabelText('Resolution summary'), 'It held');
    view.unmount();

    const again = await renderPanelFor('admin-1');
    dialog = await openDialog(again.user, 'Resolve', live);
    expect(valueIn(dialog, 'Resolution summary')).toBe('It held');
    expect(within(dialog).getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it("never puts back an option the question does not have", async () => {
    (await resolveHalfway()).view.unmount();
    const key = sessionStorage.key(0)!;
    sessionStorage.setItem(key, JSON.stringify({ ...JSON.parse(sessionStorage.getItem(key)!), correctOptionId: 'maybe' }));

    const again = await renderPanelFor('admin-1');
    const dialog = await openDialog(again.user, 'Resolve', live);
    expect(valueIn(dialog, 'Resolution summary')).toBe('');
    expect(restoredNote(dialog)).toBeNull();
  });

  it('keeps nothing once the question is resolved', async () => {
    server.on('PUT /api/admin/questions/q-live/resolve', { body: { id: 'q-live' } });
    const { user, view } = await resolveHalfway();
    const dialog = screen.getByRole('dialog', { name: 'Resolve Question' });
    await user.type(within(dialog).getByLabelText('Resolution summary'), ' March.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve Question' }));
    expect(await screen.findByText('Question resolved successfully')).toBeDefined();
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ resolutionSummary: 'It collapsed in March.' });
    view.unmount();

    const again = await renderPanelFor('admin-1');
    const reopened = await openDialog(again.user, 'Resolve', live);
    expect(valueIn(reopened, 'Resolution summary')).toBe('');
    expect(restoredNote(reopened)).toBeNull();
  });
});
