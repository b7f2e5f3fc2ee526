import { describe, expect, it } from 'vitest';
import { pictureSvg } from './draw-preview-picture.js';
import { PICTURE_HEIGHT, PICTURE_MARGIN, PICTURE_WIDTH, type PictureBox, STRIPE_HEIGHT } from './preview-picture-layout.js';
import type { PreviewPicture } from './preview-picture.js';

/** The longest a question may be on a picture (preview-picture.ts cuts it there), with a word longer than a line. */
const longest = `Will ${'Tshwane-Ekurhuleni-Johannesburg-'.repeat(2)}metro ${'councillors elect a new speaker before '.repeat(3)}`.slice(0, 149) + '…';
const longOption = 'Yes, with the two-thirds…';

/** Every box the layout placed, as satori laid the picture out. */
async function boxesOf(picture: PreviewPicture): Promise<PictureBox[]> {
  const boxes: PictureBox[] = [];
  await pictureSvg(picture, (box) => boxes.push(box));
  return boxes;
}

/** The boxes of the content (not the picture itself, nor the stripe across its foot) that leave the content's room. */
function outside(boxes: PictureBox[]): PictureBox[] {
  const room = { left: PICTURE_MARGIN.side, right: PICTURE_WIDTH - PICTURE_MARGIN.side, bottom: PICTURE_HEIGHT - STRIPE_HEIGHT };
  return boxes.filter(
    (box) =>
      box.top < room.bottom &&
      (box.left < room.left - 0.5 || box.left + box.width > room.right + 0.5 || box.top + box.height > room.bottom + 0.5) &&
      // The picture's own box, and the stripe's, span the whole width.
      box.width < PICTURE_WIDTH,
  );
}

describe("a question's picture's layout", () => {
  it('keeps the longest decided question, its answer, its bars and its footer inside the picture, above the stripe', async () => {
    const boxes = await boxesOf({
      eyebrow: 'Day 1011 · Decided',
      question: longest,
      answer: `The answer: ${longOption}`,
      bars: [
        { text: longOption, percentage: 99, correct: true },
        { text: 'No', percentage: 1, correct: false },
      ],
      choices: [],
      footer: '99% of the 2\u00a0000\u00a0000 South Africans who predicted it called it.',
    });
    expect(boxes.filter((box) => box.key !== undefined).map((box) => box.key)).toEqual(['question', 'answer', 'footer']);
    expect(outside(boxes)).toEqual([]);
  });

  it("keeps the longest open question, its buttons and its footer inside the picture", async () => {
    const boxes = await boxesOf({
      eyebrow: 'Day 1011 · 30 September 2026',
      question: longest,
      answer: null,
      bars: [],
      choices: ['ABSOLUTELY', 'NOT AT ALL!'],
      footer: 'Make your prediction, then see how South Africa answered.',
    });
    expect(boxes.filter((box) => box.key !== undefined).map((box) => box.key)).toEqual(['question', 'choice-0', 'choice-1', 'footer']);
    expect(outside(boxes)).toEqual([]);
  });

  it('finds a box that does leave the picture: the check is not blind', async () => {
    const boxes = await boxesOf({
      eyebrow: 'Day 1011',
      question: `${longest} ${longest}`,
      answer: null,
      bars: [],
      choices: ['YES', 'NO'],
      footer: 'Make your prediction, then see how South Africa answered.',
    });
    expect(outside(boxes).length).toBeGreaterThan(0);
  });
});
