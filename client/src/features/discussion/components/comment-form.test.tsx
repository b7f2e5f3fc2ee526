import { COMMENT_IMAGE_MAX_BYTES, COMMENT_TEXT_MAX, COMMENT_TOO_LONG, IMAGE_TOO_LARGE } from '@iec-bets/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { CommentForm } from './comment-form';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const picker = () => screen.getByLabelText('Add an image (optional, up to 5MB)') as HTMLInputElement;
const posts = (server: FakeApi) => server.requests.filter((request) => request.method === 'POST');

describe('the comment form', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
  });
  afterEach(() => server.close());

  it('sends the picked image as the file itself, in a multipart form with the text', async () => {
    server.on('POST /api/questions/q-1/comments', { status: 201, body: { id: 'c-1' }, headers: { 'x-position': '3' } });
    const user = userEvent.setup();
    renderWithProviders(server, <CommentForm questionId="q-1" />);

    await user.type(screen.getByLabelText('Your comment'), ' The queue at 6am ');
    await user.upload(picker(), new File([PNG_BYTES], 'queue.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByText('Comment added!')).toBeDefined();
    const [sent] = posts(server);
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = sent?.body as { content: string; image: File };
    expect(form.content).toBe('The queue at 6am');
    expect(new Uint8Array(await form.image.arrayBuffer())).toEqual(PNG_BYTES);
    expect(picker().files).toHaveLength(0);
  });

  it('sends text alone as a form without an image', async () => {
    server.on('POST /api/questions/q-1/comments', { status: 201, body: { id: 'c-1' } });
    const user = userEvent.setup();
    renderWithProviders(server, <CommentForm questionId="q-1" />);

    await user.type(screen.getByLabelText('Your comment'), 'Words only');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByText('Comment added!')).toBeDefined();
    expect(posts(server)[0]?.body).toEqual({ content: 'Words only' });
  });

  it('refuses an image over 5MB with the SPEC message and sends no request', async () => {
    const user = userEvent.setup();
    renderWithProviders(server, <CommentForm questionId="q-1" />);

    await user.upload(picker(), new File([new Uint8Array(COMMENT_IMAGE_MAX_BYTES + 1)], 'rally.png', { type: 'image/png' }));
    // The toast's region loads with the first toast.
    expect(await screen.findByText('Image too large')).toBeDefined();
    expect(screen.getByText('Please select an image smaller than 5MB')).toBeDefined();
    expect(picker().files).toHaveLength(0);
    expect(server.requests).toHaveLength(0);

    // Sent anyway, with text: the refused image is not part of the comment.
    await user.type(screen.getByLabelText('Your comment'), 'Rally photo');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    await screen.findByText('Failed to post comment');
    const [sent] = posts(server);
    expect(sent?.body).toEqual({ content: 'Rally photo' });
  });

  it('takes an image of exactly 5MB', async () => {
    server.on('POST /api/questions/q-1/comments', { status: 201, body: { id: 'c-1' } });
    const user = userEvent.setup();
    renderWithProviders(server, <CommentForm questionId="q-1" />);

    await user.upload(picker(), new File([new Uint8Array(COMMENT_IMAGE_MAX_BYTES)], 'exact.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByText('Comment added!')).toBeDefined();
    expect(((posts(server)[0]?.body as { image: File }).image).size).toBe(COMMENT_IMAGE_MAX_BYTES);
  });

  it("shows the server's 413 sentence when it refuses the image", async () => {
    server.on('POST /api/questions/q-1/comments', errorReply(413, IMAGE_TOO_LARGE));
    const user = userEvent.setup();
    renderWithProviders(server, <CommentForm questionId="q-1" />);

    await user.upload(picker(), new File([PNG_BYTES], 'poster.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByText('Failed to post comment')).toBeDefined();
    expect(screen.getByText(IMAGE_TOO_LARGE)).toBeDefined();
  });

  it('picks an image through an "Add image" button, names the chosen file, and lets it be removed', async () => {
    server.on('POST /api/questions/q-1/comments', { status: 201, body: { id: 'c-1' } });
    const user = userEvent.setup();
    renderWithProviders(server, <CommentForm questionId="q-1" />);

    expect(screen.getByText('Add image')).toBeDefined();
    expect(picker().className).toContain('visually-hidden');
    await user.upload(picker(), new File([PNG_BYTES], 'queue.png', { type: 'image/png' }));
    const chosen = screen.getByText('queue.png');
    expect(picker().getAttribute('aria-describedby')).toBe(chosen.id);
    expect(screen.getByText('Change image')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Remove image queue.png' }));
    expect(screen.queryByText('queue.png')).toBeNull();
    expect(document.activeElement).toBe(picker());
    expect(picker().files).toHaveLength(0);
    await user.type(screen.getByLabelText('Your comment'), 'No picture after all');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment added!')).toBeDefined();
    expect(posts(server)[0]?.body).toEqual({ content: 'No picture after all' });
  });
});

describe('the length of a comment', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
  });
  afterEach(() => server.close());

  const comment = () => screen.getByLabelText('Your comment') as HTMLTextAreaElement;
  const live = () => document.querySelector('.comment-form [aria-live="polite"]');
  /** The count beside the field, read with it: its description, less any message. */
  const count = () => screen.queryByText(/characters$/, { selector: '.comment-count' });

  it('is counted quietly from 1 800 characters, and said aloud only on nearing and passing the limit', async () => {
    const user = userEvent.setup();
    renderWithProviders(server, <CommentForm questionId="q-1" />);

    await user.click(comment());
    await user.paste('a'.repeat(1_799));
    expect(count()).toBeNull();
    expect(live()?.textContent).toBe('');

    await user.type(comment(), 'b');
    expect(count()?.textContent).toBe('1\u00a0800 / 2\u00a0000 characters');
    expect(comment().getAttribute('aria-describedby')).toBe(count()?.parentElement?.id);
    const nearing = live()?.textContent;
    expect(nearing).toBe('Your comment is nearing the limit of 2\u00a0000 characters.');
    await user.type(comment(), 'cc');
    expect(count()?.textContent).toBe('1\u00a0802 / 2\u00a0000 characters');
    // The same sentence: nothing new for a screen reader to say at each character.
    expect(live()?.textContent).toBe(nearing);
  });

  it('is not cut when a paste goes over: the count says so, and posting is refused beside the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(server, <CommentForm questionId="q-1" />);

    await user.click(comment());
    await user.paste('x'.repeat(COMMENT_TEXT_MAX + 50));
    expect(comment().value).toHaveLength(COMMENT_TEXT_MAX + 50);
    expect(count()?.textContent).toBe('2\u00a0050 / 2\u00a0000 characters');
    expect(count()?.className).toContain('over');
    expect(live()?.textContent).toBe('Your comment is over the limit of 2\u00a0000 characters.');

    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', COMMENT_TOO_LONG);
    expect(comment().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(comment());
    expect(posts(server)).toHaveLength(0);

    // Trimmed back to the limit, the message goes and the comment is posted whole.
    server.on('POST /api/questions/q-1/comments', { status: 201, body: { id: 'c-1' } });
    await user.type(comment(), '{Backspace}'.repeat(50));
    expect(comment().getAttribute('aria-invalid')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment added!')).toBeDefined();
    expect((posts(server)[0]?.body as { content: string }).content).toHaveLength(COMMENT_TEXT_MAX);
  });
});

describe('a comment written and not yet posted', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
  });
  afterEach(() => server.close());

  /** The form as a signed-in player's discussion shows it; unmounting it is what a session that ends does. */
  function renderFor(userId: string, questionId = 'q-1') {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.me, aUser({ id: userId }));
    return renderWithProviders(server, <CommentForm questionId={questionId} />, queryClient);
  }
  const comment = () => screen.getByLabelText('Your comment') as HTMLTextAreaElement;
  const restoredNote = () => screen.queryByText('Restored what you were writing.');

  async function writeHalfAComment() {
    const user = userEvent.setup();
    const form = renderFor('user-1');
    await user.type(comment(), 'The queue at 6am was');
    await user.upload(picker(), new File([PNG_BYTES], 'queue.png', { type: 'image/png' }));
    return form;
  }

  it('comes back to its writer, under its own question, without the image', async () => {
    (await writeHalfAComment()).unmount();

    const again = renderFor('user-1');
    expect(comment().value).toBe('The queue at 6am was');
    expect(restoredNote()).not.toBeNull();
    expect(screen.getByText('Optional, up to 5MB')).toBeDefined();
    again.unmount();

    renderFor('user-1', 'q-2');
    expect(comment().value).toBe('');
    expect(restoredNote()).toBeNull();
  });

  it('never comes back to someone else signing in on the tab', async () => {
    (await writeHalfAComment()).unmount();

    renderFor('user-2');
    expect(comment().value).toBe('');
    expect(restoredNote()).toBeNull();
  });

  it('is posted as it stands once restored, and is then gone', async () => {
    server.on('POST /api/questions/q-1/comments', { status: 201, body: { id: 'c-1' } });
    (await writeHalfAComment()).unmount();
    const user = userEvent.setup();
    const again = renderFor('user-1');

    await user.type(comment(), ' long');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByText('Comment added!')).toBeDefined();
    expect(posts(server)[0]?.body).toEqual({ content: 'The queue at 6am was long' });
    expect(comment().value).toBe('');
    expect(restoredNote()).toBeNull();
    again.unmount();

    renderFor('user-1');
    expect(comment().value).toBe('');
    expect(restoredNote()).toBeNull();
  });

  it('can be discarded, words only: an image picked since stays', async () => {
    (await writeHalfAComment()).unmount();
    const user = userEvent.setup();
    const again = renderFor('user-1');
    await user.upload(picker(), new File([PNG_BYTES], 'rally.png', { type: 'image/png' }));

    await user.click(screen.getByRole('button', { name: 'Discard' }));

    expect(comment().value).toBe('');
    expect(document.activeElement).toBe(comment());
    expect(screen.getByText('rally.png')).toBeDefined();
    again.unmount();
    renderFor('user-1');
    expect(restoredNote()).toBeNull();
  });
});
