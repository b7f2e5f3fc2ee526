import type { PictureBar, PreviewPicture } from './preview-picture.js';

/** A picture's size: 1200 x 630, which Facebook, WhatsApp and X show whole, as the site's own picture is. */
export const PICTURE_WIDTH = 1200;
export const PICTURE_HEIGHT = 630;

/** The element tree satori draws: React's shape (`type`, `props`), with no React needed to build it. */
export interface PictureNode {
  type: string;
  /** What the box is (`question`, `footer`…): satori hands it back with where it placed the box. */
  key?: string;
  props: { style?: Record<string, string | number>; src?: string; width?: number; height?: number; children?: PictureChild | PictureChild[] };
}
type PictureChild = PictureNode | string;

/** A box as the layout placed it (satori's `onNodeDetected`): the layout's test checks that each stays inside. */
export interface PictureBox {
  left: number;
  top: number;
  width: number;
  height: number;
  type: string;
  key?: string | number;
}

/** The flag's stripe along the foot of the picture. */
export const STRIPE_HEIGHT = 24;
/** The margins around the content: room on every side, above the stripe at the foot. */
export const PICTURE_MARGIN = { side: 72, top: 52, bottom: STRIPE_HEIGHT + 36 };

const GREEN = '#0b5d3b';
const GOLD = '#f2b705';
/** The flag's colours along the foot, as on the site's own picture (client/scripts/draw-brand-images.js). */
const STRIPE = ['#f2b705', '#14171a', '#ffffff', '#c8102e', '#002395'];

/** The favicon's ballot box and tick on its darker square: the brand, as a picture's mark. */
const MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.5 -0.5 25 25"><rect width="24" height="24" rx="5" fill="#0a4f32" stroke="#f2b705" stroke-width="0.6"/>' +
  '<rect x="4" y="10" width="16" height="10" rx="2" fill="#f2b705"/><rect x="8.5" y="9" width="7" height="2" fill="#14171a"/>' +
  '<path d="M9 5.5 11.3 7.8 15.5 3.5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>';
const MARK = `data:image/svg+xml;base64,${Buffer.from(MARK_SVG).toString('base64')}`;

const box = (style: Record<string, string | number>, ...children: PictureChild[]): PictureNode => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

const named = (key: string, node: PictureNode): PictureNode => ({ ...node, key });

/** Smaller type for a longer question, and smaller still beside a decided question's bars, so that all fit. */
function questionSize(picture: PreviewPicture): number {
  const sizes = picture.bars.length > 0 ? [50, 42, 36] : [64, 54, 44];
  const length = picture.question.length;
  return length <= 60 ? sizes[0]! : length <= 100 ? sizes[1]! : sizes[2]!;
}

function bar(option: PictureBar): PictureNode {
  const label = option.correct
    ? box(
        { alignItems: 'center' },
        option.text,
        box({ marginLeft: 16, padding: '2px 14px', borderRadius: 999, background: GOLD, color: '#14171a', fontSize: 22 }, 'Correct'),
      )
    : box({}, option.text);
  return box(
    { flexDirection: 'column', marginTop: 14 },
    box({ justifyContent: 'space-between', alignItems: 'center', fontSize: 30, fontWeight: 700 }, label, `${option.percentage}%`),
    box(
      { height: 18, marginTop: 8, borderRadius: 9, background: 'rgba(255, 255, 255, 0.18)' },
      box({ width: `${option.percentage}%`, borderRadius: 9, background: option.correct ? GOLD : 'rgba(255, 255, 255, 0.75)' }),
    ),
  );
}

/** Today's options as the game shows them: Yes green on white, No white on dark, side by side. */
function choiceButtons(choices: string[]): PictureNode {
  return box(
    { marginTop: 36 },
    ...choices.map((choice, index) =>
      named(`choice-${index}`, box(
        {
          marginRight: 24,
          padding: '14px 56px',
          borderRadius: 999,
          fontSize: 34,
          fontWeight: 700,
          ...(index === 0 ? { background: '#ffffff', color: GREEN } : { background: '#14171a', color: '#ffffff' }),
        },
        choice,
      )),
    ),
  );
}

/** The picture's layout: the brand and the day, the question, then the answer and the split once decided. */
export function pictureLayout(picture: PreviewPicture): PictureNode {
  const decided = picture.answer !== null;
  // Sizes of the content itself, the margins taken off: satori adds padding to a box's size.
  const margin = PICTURE_MARGIN;
  return box(
    { width: PICTURE_WIDTH, height: PICTURE_HEIGHT, flexDirection: 'column', background: GREEN, color: '#ffffff', fontFamily: 'DejaVu Sans' },
    box(
      {
        flexDirection: 'column',
        width: PICTURE_WIDTH - 2 * margin.side,
        height: PICTURE_HEIGHT - margin.top - margin.bottom,
        marginTop: margin.top,
        marginLeft: margin.side,
      },
      box(
        { alignItems: 'center', fontSize: 28 },
        { type: 'img', props: { src: MARK, width: 48, height: 48 } },
        box({ marginLeft: 16, fontWeight: 700 }, 'IEC Bets'),
        box({ marginLeft: 18, color: GOLD, fontWeight: 700 }, picture.eyebrow),
      ),
      // A word longer than a line (a link, a name run together) breaks rather than runs off the picture.
      named('question', box({ marginTop: decided ? 22 : 40, fontSize: questionSize(picture), fontWeight: 700, lineHeight: 1.2, wordBreak: 'break-word' }, picture.question)),
      ...(picture.answer ? [named('answer', box({ marginTop: 18, fontSize: 36, fontWeight: 700, color: GOLD }, picture.answer))] : []),
      ...picture.bars.map(bar),
      ...(picture.choices.length > 0 ? [choiceButtons(picture.choices)] : []),
      named('footer', box({ marginTop: 'auto', fontSize: 28, color: 'rgba(255, 255, 255, 0.9)' }, picture.footer)),
    ),
    box(
      { position: 'absolute', left: 0, bottom: 0, width: PICTURE_WIDTH, height: STRIPE_HEIGHT },
      ...STRIPE.map((colour) => box({ flexGrow: 1, background: colour })),
    ),
  );
}
