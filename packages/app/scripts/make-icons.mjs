#!/usr/bin/env node
/**
 * Renders the web app's PNG icons (public/icons/) from public/favicon.svg with Debian's
 * Chromium (no image tool needed): `node scripts/make-icons.mjs`. Run again when the logo
 * changes and commit the PNGs.
 *   icon-192.png, icon-512.png  the logo as it is (rounded square, transparent corners)
 *   icon-maskable-512.png       full-bleed background, the logo's content inside the safe zone
 *   apple-touch-icon.png        180 px, full-bleed
 */
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const svg = await readFile(here('../public/favicon.svg'), 'utf8');
const background = svg.match(/<rect[^>]*fill="(#[0-9a-f]{6})"/i)?.[1] ?? '#0b3d91';
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** size: the PNG's; logo: the logo's share of it; bleed: paint the background to the edges. */
const ICONS = [
  { file: 'icon-192.png', size: 192, logo: 1, bleed: false },
  { file: 'icon-512.png', size: 512, logo: 1, bleed: false },
  { file: 'icon-maskable-512.png', size: 512, logo: 0.8, bleed: true },
  { file: 'apple-touch-icon.png', size: 180, logo: 1, bleed: true },
];

await mkdir(here('../public/icons'), { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, logo, bleed } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const side = Math.round(size * logo);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${bleed ? background : 'transparent'}">` +
        `<img src="${dataUrl}" width="${side}" height="${side}" alt=""></body>`,
    );
    await page.screenshot({ path: here(`../public/icons/${file}`), omitBackground: !bleed });
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}
