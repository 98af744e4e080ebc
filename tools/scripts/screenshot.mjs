#!/usr/bin/env node
// Screenshots of pages at phone and desktop widths, to look at what was built:
//   node tools/scripts/screenshot.mjs http://localhost:4200/ http://localhost:4300/es/shop [--out .data/screenshots]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1] : '.data/screenshots';
const urls = args.filter(
  (a, i) => (!a.startsWith('--') && i !== outIndex + 1) || (outIndex < 0 && !a.startsWith('--')),
);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const url of urls) {
  for (const width of [375, 1440]) {
    const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    const name = `${url.replace(/^https?:\/\//, '').replace(/[^a-z0-9]+/gi, '_')}_${width}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: process.env.FULL === '1' });
    console.log(path.join(out, name));
    await page.close();
  }
}
await browser.close();
