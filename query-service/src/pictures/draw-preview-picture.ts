import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import { PICTURE_HEIGHT, PICTURE_WIDTH, pictureLayout } from './preview-picture-layout.js';
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
 * A question's picture as PNG bytes. Satori lays the tree out and writes the letters as outlines into an SVG, which
 * resvg paints: no browser and no system fonts. About 0.1 s of CPU on this machine, so callers keep what they drew.
 */
export async function drawPreviewPicture(picture: PreviewPicture): Promise<Buffer> {
  // satori's types name React's elements; the tree is of their shape, built without React.
  const svg = await satori(pictureLayout(picture) as unknown as Parameters<typeof satori>[0], {
    width: PICTURE_WIDTH,
    height: PICTURE_HEIGHT,
    fonts: pictureFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: PICTURE_WIDTH } }).render().asPng();
}
