import { describe, expect, it } from 'vitest';
import { DrawnPictures, pictureEtag } from './drawn-pictures.js';
import type { PreviewPicture } from './preview-picture.js';

const picture = (question: string): PreviewPicture => ({ eyebrow: 'Day 1', question, answer: null, bars: [], choices: [], footer: 'Play' });

/** A drawing that records what it was asked to draw, and answers the question's words as the "bytes". */
function recordingDraw() {
  const drawn: string[] = [];
  const draw = async (asked: PreviewPicture) => {
    drawn.push(asked.question);
    return Buffer.from(asked.question);
  };
  return { drawn, draw };
}

describe('the pictures drawn lately', () => {
  it('draws a picture once, however many ask for it at the same moment or later, and tags it by what it says', async () => {
    const { drawn, draw } = recordingDraw();
    const pictures = new DrawnPictures(draw);
    const [first, second] = await Promise.all([pictures.get(picture('A?')), pictures.get(picture('A?'))]);
    const later = await pictures.get(picture('A?'));
    expect(drawn).toEqual(['A?']);
    expect(first!.png.toString()).toBe('A?');
    expect(first!.etag).toBe(pictureEtag(picture('A?')));
    expect(second!.etag).toBe(first!.etag);
    expect(later!.etag).toBe(first!.etag);
    expect((await pictures.get(picture('B?')))!.etag).not.toBe(first!.etag);
  });

  it('lets the least recently asked go first once it holds its most', async () => {
    const { drawn, draw } = recordingDraw();
    const pictures = new DrawnPictures(draw, 2);
    await pictures.get(picture('A'));
    await pictures.get(picture('B'));
    await pictures.get(picture('A'));
    await pictures.get(picture('C'));
    // B was asked least lately: it is drawn again; A is still kept.
    await pictures.get(picture('A'));
    await pictures.get(picture('B'));
    expect(drawn).toEqual(['A', 'B', 'C', 'B']);
  });

  it('keeps no failed drawing: the next request draws again', async () => {
    let calls = 0;
    const pictures = new DrawnPictures(async () => {
      calls += 1;
      if (calls === 1) throw new Error('out of memory');
      return Buffer.from('png');
    });
    await expect(pictures.get(picture('A'))).rejects.toThrow('out of memory');
    expect((await pictures.get(picture('A')))!.png.toString()).toBe('png');
    expect(calls).toBe(2);
  });

  it('keeps nothing for a drawing the budget declined: the next request, with room, draws it', async () => {
    let room = false;
    const pictures = new DrawnPictures(async () => (room ? Buffer.from('png') : undefined));
    expect(await pictures.get(picture('A'))).toBeUndefined();
    room = true;
    expect((await pictures.get(picture('A')))!.png.toString()).toBe('png');
  });
});
