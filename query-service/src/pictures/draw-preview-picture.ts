import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'satori';
import { PICTURE_HEIGHT, PICTURE_WIDTH, type PictureBox, pictureLayout } from './preview-picture-layout.js';
import type { PreviewPicture } from './preview-picture.js';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans, the site's own picture's type, from its npm package: a machine with no fonts installed (a slim
 * container, a fresh one running `npm start`) draws the same letters. Read once, on the first picture.
 */
let fonts: Font[] | undefined;
function pictureFonts(): Font[] {
  fonts ??= ([400, 700] as const).map((weight) => ({
    name: 'DejaVu Sans',
    weight,
    style: 'normal' as const,
    data: readFileSync(require.resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`)),
  }));
  return fonts;
}

/**
 * The picture as SVG, its letters written as outlines. satori and its layout engine load with the first picture, not
 * with the service: most processes never draw one. `onBox` sees each box where the layout placed it.
 */
export async function pictureSvg(picture: PreviewPicture, onBox?: (box: PictureBox) => void): Promise<string> {
  const { default: satori } = await import('satori');
  // satori's types name React's elements; the tree is of their shape, built without React.
  return satori(pictureLayout(picture) as unknown as Parameters<typeof satori>[0], {
    width: PICTURE_WIDTH,
    height: PICTURE_HEIGHT,
    fonts: pictureFonts(),
    ...(onBox && { onNodeDetected: onBox }),
  });
}

/**
 * A question's picture as PNG bytes: satori lays it out, and resvg paints it on a thread of libuv's pool, off the one
 * that answers requests. No browser and no system fonts (the letters are outlines already, so resvg is told not to
 * look for any). About 0.1 s of CPU in all, so callers keep what they drew.
 */
export async function drawPreviewPicture(picture: PreviewPicture): Promise<Buffer> {
  const svg = await pictureSvg(picture);
  const { renderAsync } = await import('@resvg/resvg-js');
  const rendered = await renderAsync(svg, { fitTo: { mode: 'width', value: PICTURE_WIDTH }, font: { loadSystemFonts: false } });
  return rendered.asPng();
}
