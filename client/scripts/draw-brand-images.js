// Draws the site's pictures into public/ with Debian's Chromium: `node client/scripts/draw-brand-images.js`.
// - link-preview.png, the picture a shared link to IEC Bets shows (query-service/src/pages/link-preview-tags.ts);
// - the app's icons for a phone's home screen (public/manifest.webmanifest, and apple-touch-icon.png for iOS).
// The PNGs are kept in the repository, since a build machine need not have a browser; run this again after changing
// a picture below.
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';

const GREEN = '#0b5d3b';

/** The ballot box and its tick, as in public/favicon.svg, without its rounded square: placed on each picture's own ground. */
const glyph = `<rect x="4" y="10" width="16" height="10" rx="2" fill="#f2b705"/><rect x="8.5" y="9" width="7" height="2" fill="#14171a"/><path d="M9 5.5 11.3 7.8 15.5 3.5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;

/** The favicon whole: its rounded square and the glyph, the corners left clear. */
const roundedIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="${GREEN}"/>${glyph}</svg>`;

/**
 * Green to every edge, the glyph smaller in the middle: a launcher cuts a maskable icon to its own shape (a circle, a
 * squircle) and keeps only the middle 80% for sure, and iOS rounds a touch icon's corners itself.
 */
const fullBleedIcon = (glyphShare) => {
  const size = 24 / glyphShare;
  const offset = (size - 24) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-offset} ${-offset} ${size} ${size}"><rect x="${-offset}" y="${-offset}" width="${size}" height="${size}" fill="${GREEN}"/>${glyph}</svg>`;
};

const iconPage = (svg, size) =>
  `<!doctype html><html><head><style>* { margin: 0; } body { width: ${size}px; height: ${size}px; background: transparent; } svg { display: block; width: ${size}px; height: ${size}px; }</style></head><body>${svg}</body></html>`;

// 1200 x 630: the size Facebook, WhatsApp and X show whole, at 1.91:1. The icon drawn large, above the name and what
// the game is, all centred: an app that crops the picture to a square keeps its middle. No figures: every page's
// preview shows this picture, so it claims nothing about any question.
const linkPreview = `<!doctype html>
<html><head><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; background: ${GREEN}; color: #fff; text-align: center;
         font-family: 'DejaVu Sans', system-ui, sans-serif; display: flex; flex-direction: column; align-items: center;
         justify-content: center; padding-bottom: 28px; position: relative; overflow: hidden; }
  .stripe { position: absolute; left: 0; right: 0; bottom: 0; height: 28px; display: flex; }
  .stripe span { flex: 1; }
  svg { width: 168px; height: 168px; flex: none; filter: drop-shadow(0 14px 24px rgba(0, 0, 0, 0.3)); }
  h1 { font-size: 104px; font-weight: 800; letter-spacing: -3px; line-height: 1; margin-top: 28px; }
  .tagline { font-size: 40px; line-height: 1.25; margin-top: 22px; }
  .what { font-size: 30px; line-height: 1.3; margin-top: 18px; color: #f2b705; font-weight: 700; }
</style></head>
<body>
  <svg viewBox="-0.5 -0.5 25 25" aria-hidden="true"><rect width="24" height="24" rx="5" fill="#0a4f32" stroke="#f2b705" stroke-width="0.6"/>${glyph}</svg>
  <h1>IEC Bets</h1>
  <p class="tagline">Prove you saw it coming before anyone else.</p>
  <p class="what">A yes-or-no question a day about South African politics.</p>
  <div class="stripe"><span style="background:#f2b705"></span><span style="background:#14171a"></span><span style="background:#fff"></span><span style="background:#c8102e"></span><span style="background:#002395"></span></div>
</body></html>`;

/**
 * Each picture: its file in public/, its size, its page, and whether what the page leaves unpainted stays clear (the
 * rounded icons' corners) rather than white.
 */
const pictures = [
  { file: 'link-preview.png', width: 1200, height: 630, html: linkPreview, clearCorners: false },
  { file: 'icon-192.png', width: 192, height: 192, html: iconPage(roundedIcon, 192), clearCorners: true },
  { file: 'icon-512.png', width: 512, height: 512, html: iconPage(roundedIcon, 512), clearCorners: true },
  { file: 'icon-maskable-512.png', width: 512, height: 512, html: iconPage(fullBleedIcon(0.6), 512), clearCorners: false },
  { file: 'apple-touch-icon.png', width: 180, height: 180, html: iconPage(fullBleedIcon(0.7), 180), clearCorners: false },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, width, height, html, clearCorners } of pictures) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(html);
    const path = fileURLToPath(new URL(`../public/${file}`, import.meta.url));
    await page.screenshot({ path, type: 'png', omitBackground: clearCorners });
    await page.close();
    console.log(`Drew ${path}`);
  }
} finally {
  await browser.close();
}
