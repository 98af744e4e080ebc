import type { Locator, Page } from '@playwright/test';
import { E2E, RUNS_IN, expect, expectImageLoaded, test, testApi } from '@art/e2e-shared';

// The work image viewer's zoom and pan (issue 18): the wheel, a drag, a double click on the desktop; a pinch and a
// double tap on the phone; the buttons and the keys everywhere; the largest size of the picture loaded only once it
// is zoomed. The viewer opening and closing is in shop-pages.spec.ts.

/** A work of the shop with a picture: the address of its page. */
async function aWorkPage(): Promise<string> {
  const data = await testApi.data<{ works: { nodes: { url: string; images: { url: string }[] }[] } }>(
    `{ works(filter: { catalogPrefix: "MARKET" }, first: 10) { nodes { url images { url } } } }`,
    {},
    { lang: 'es' },
  );
  const work = data.works.nodes.find((w) => w.images.length > 0);
  if (!work) throw new Error('the test seed has no shop work with a picture');
  return new URL(work.url).pathname;
}

async function openViewer(page: Page): Promise<{ dialog: Locator; picture: Locator }> {
  // Without the glide of the buttons and the keys, positions are read where the picture ends, not on its way there.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${E2E.shop}${await aWorkPage()}`);
  const zoom = page.getByRole('main').getByRole('link', { name: /^Ampliar la imagen de/ });
  await expect(zoom).toHaveAttribute('aria-haspopup', 'dialog');
  await zoom.click();
  const dialog = page.getByRole('dialog');
  const picture = dialog.getByRole('img');
  await expect(picture).toBeVisible();
  await expectImageLoaded(picture);
  return { dialog, picture };
}

const scaleOf = (picture: Locator) => picture.getAttribute('data-zoom-scale').then(Number);

/** The largest candidate the picture offers (the widest of its WebP `srcset`), and the one the browser shows. */
const sources = (picture: Locator) =>
  picture.evaluate((img: HTMLImageElement) => {
    const candidates = img.srcset.split(',').map((part) => {
      const [url = '', width = '0'] = part.trim().split(/\s+/);
      return { url: new URL(url, location.href).href, width: Number.parseInt(width, 10) };
    });
    const largest = candidates.sort((a, b) => b.width - a.width)[0]?.url;
    return { largest, shown: img.currentSrc };
  });

/** The middle of the picture on the screen (fitted, it is wholly in view). */
async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the picture is not laid out');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** How far the picture is moved from the middle of the stage, as drawn (its `translate`, in CSS pixels). */
const offsetOf = (picture: Locator) =>
  picture.evaluate((img: HTMLElement) => {
    const [, x = '0', y = '0'] = /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec(img.style.transform) ?? [];
    return { x: Number(x), y: Number(y) };
  });

test(
  'work zoom (desktop): the wheel zooms where the pointer is, a drag pans, a double click fits and zooms again',
  {
    tag: RUNS_IN.desktop,
  },
  async ({ page }) => {
    const { dialog, picture } = await openViewer(page);
    expect(await scaleOf(picture)).toBe(1);
    // (At 1440 px the fitted picture is already the largest size: the phone's test sees it loaded on demand.)
    const before = await sources(picture);

    // The wheel, right of the centre: the picture grows, up to four times, towards the point under the pointer, so it
    // moves left (as far as its edge allows: it never leaves empty stage beyond it).
    const centre = await centreOf(picture);
    await page.mouse.move(centre.x + 150, centre.y);
    for (let notch = 0; notch < 3; notch += 1) await page.mouse.wheel(0, -300);
    await expect.poll(() => scaleOf(picture)).toBe(4);
    const zoomed = await offsetOf(picture);
    expect(zoomed.x).toBeLessThan(-20);
    // …and the largest size of the picture is asked for, and shown once it is in.
    await expect.poll(async () => (await sources(picture)).shown).toBe(before.largest);

    // A drag moves it with the pointer, all the way.
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 80, centre.y + 60, { steps: 5 });
    await page.mouse.up();
    const dragged = await offsetOf(picture);
    expect(dragged.x - zoomed.x).toBeCloseTo(80, 0);
    expect(dragged.y - zoomed.y).toBeCloseTo(60, 0);

    // A double click fits it again, another zooms in at the point clicked.
    await picture.dblclick();
    await expect.poll(() => scaleOf(picture)).toBe(1);
    await picture.dblclick();
    await expect.poll(() => scaleOf(picture)).toBe(2.5);

    // The buttons: out to fitted, where "zoom out" rests; in, step by step.
    await dialog.getByRole('button', { name: 'Alejar' }).click();
    await dialog.getByRole('button', { name: 'Alejar' }).click();
    await expect.poll(() => scaleOf(picture)).toBe(1);
    await expect(dialog.getByRole('button', { name: 'Alejar' })).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByRole('button', { name: 'Acercar' }).click();
    await expect.poll(() => scaleOf(picture)).toBe(1.5);

    // Escape still closes the viewer, zoomed or not, and the page's own zoom is left alone.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('meta[name="viewport"]')).not.toHaveAttribute(
      'content',
      /user-scalable=no|maximum-scale/,
    );
  },
);

test(
  'work zoom (phone): two fingers zoom in, a double tap fits again, the keys zoom for the keyboard',
  {
    tag: RUNS_IN.phone,
  },
  async ({ page }) => {
    const { dialog, picture } = await openViewer(page);
    const before = await sources(picture);
    expect(before.shown).not.toBe(before.largest);

    // A pinch: two fingers moving apart around the picture's centre.
    const { x, y } = await centreOf(picture);
    const cdp = await page.context().newCDPSession(page);
    const fingers = (spread: number) => [
      { x: x - spread, y, id: 0 },
      { x: x + spread, y, id: 1 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
    for (const spread of [40, 60, 80, 100]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => scaleOf(picture)).toBeGreaterThan(3);
    await expect.poll(async () => (await sources(picture)).shown).toBe(before.largest);

    // A double tap fits it again.
    await page.touchscreen.tap(x, y);
    await page.touchscreen.tap(x, y);
    await expect.poll(() => scaleOf(picture)).toBe(1);

    // The keys: + zooms, 0 fits.
    await page.keyboard.press('+');
    await expect.poll(() => scaleOf(picture)).toBe(1.5);
    await page.keyboard.press('0');
    await expect.poll(() => scaleOf(picture)).toBe(1);
    await expect(dialog).toBeVisible();
  },
);
