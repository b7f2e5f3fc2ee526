// Draws public/link-preview.png, the picture a shared link to IEC Bets shows (query-service/src/pages/
// link-preview-tags.ts), with Debian's Chromium: `node client/scripts/draw-link-preview-image.js`. The PNG is kept
// in the repository, since a build machine need not have a browser; run this again after changing the card below.
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';

// 1200 x 630: the size Facebook, WhatsApp and X show whole, at 1.91:1.
const WIDTH = 1200;
const HEIGHT = 630;

// The app's icon (public/favicon.svg) drawn large, above the name and what the game is, all centred: an app that
// crops the picture to a square keeps its middle. No figures: every page's preview shows this picture, so it claims
// nothing about any question.
const card = `<!doctype html>
<html><head><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: ${WIDTH}px; height: ${HEIGHT}px; background: #0b5d3b; color: #fff; text-align: center;
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
  <svg viewBox="-0.5 -0.5 25 25" aria-hidden="true"><rect width="24" height="24" rx="5" fill="#0a4f32" stroke="#f2b705" stroke-width="0.6"/><rect x="4" y="10" width="16" height="10" rx="2" fill="#f2b705"/><rect x="8.5" y="9" width="7" height="2" fill="#14171a"/><path d="M9 5.5 11.3 7.8 15.5 3.5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>
  <div>
    <h1>IEC Bets</h1>
    <p class="tagline">Prove you saw it coming before anyone else.</p>
    <p class="what">A yes-or-no question a day about South African politics.</p>
  </div>
  <div class="stripe"><span style="background:#f2b705"></span><span style="background:#14171a"></span><span style="background:#fff"></span><span style="background:#c8102e"></span><span style="background:#002395"></span></div>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.setContent(card);
  const path = fileURLToPath(new URL('../public/link-preview.png', import.meta.url));
  await page.screenshot({ path, type: 'png' });
  console.log(`Drew ${path}`);
} finally {
  await browser.close();
}
