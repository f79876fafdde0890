import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  NAV_TABS,
  createOnboardedCollector,
  createRichMember,
  currentTab,
  demoUrls,
  expectTabInView,
  layoutShift,
  memberQuery,
  navShifts,
  observeLayoutShift,
  relative,
} from './helpers';

// A phone's width (375–412 px): the navigation row shows the current section's tab, the level star
// holds its number, post thumbnails show their whole picture and reward pictures fill their box.

// 390 px, the crawl's width, is checked on the crawl's visit of these pages (e2e/audit-crawl.spec.ts, NAV_TABS).
const WIDTHS = [375, 412] as const;

test.describe('the navigation row shows the current tab', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px: Freunde, Gutschein, Profil and FAQ open with their tab in view, the page not moved`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 800 });
      await observeLayoutShift(page);
      const m = await createOnboardedCollector(request);
      for (const [path, name] of Object.entries(NAV_TABS)) {
        await page.goto(`${path}?${memberQuery(m)}`);
        await expect(currentTab(page)).toHaveText(name);
        await expectTabInView(currentTab(page), width);
        expect(await page.evaluate(() => window.scrollY), path).toBe(0);
        // Scrolling the row is no layout shift; what shifts must not be the header or the navigation.
        expect(navShifts(await layoutShift(page)), path).toEqual([]);
      }
    });
  }

  test('before the page’s JavaScript runs: the tab is in view at the first paint', async ({ page, request }) => {
    const m = await createOnboardedCollector(request);
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto(`/me/faq?${memberQuery(m)}`, { waitUntil: 'domcontentloaded' });
    await expect(currentTab(page)).toHaveText('FAQ');
    await expectTabInView(currentTab(page), 390);
  });

  test('after a navigation in the browser: from Freunde to Profil by the friends page’s own link', async ({ page, request }) => {
    // A member without a username is sent from the friends page to the profile to choose one.
    const m = await createRichMember(request, 0);
    await page.goto(`/me/friends?${memberQuery(m)}`);
    await expect(currentTab(page)).toHaveText('Freunde');
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await page.getByTestId('friends-username-required').getByRole('link').click();
    await expect(page).toHaveURL(/\/me\/profile\?/);
    await expect(currentTab(page)).toHaveText('Profil');
    await expectTabInView(currentTab(page), 390);
    // The same document: the app scrolled the row, not a new page's script.
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
  });

  test('a special’s page: its tab, which comes with the specials’ list, is brought into view', async ({ page }) => {
    await page.goto(relative(demoUrls().anonymous).replace('/me/overview', '/me/special/black-week'));
    await expect(currentTab(page)).toHaveText('Black Week');
    await expectTabInView(currentTab(page), 390);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/**
 * Draws the SVG picture twice, as it is and without its <text>: every pixel the number adds must lie
 * on the star (fully opaque there). Returns those pixels that do not, and the number's contrast
 * against the star's fill (WCAG 2.x relative luminance).
 */
async function numberOnStar(page: Page, src: string) {
  return page.evaluate(async (url) => {
    const svg = await (await fetch(url)).text();
    const draw = async (markup: string) => {
      const img = new Image();
      img.src = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 256;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0, 256, 256);
      return ctx.getImageData(0, 0, 256, 256).data;
    };
    const whole = await draw(svg);
    const star = await draw(svg.replace(/<text[\s\S]*?<\/text>/, ''));
    let outside = 0;
    let number = 0;
    for (let i = 0; i < whole.length; i += 4) {
      const differs = [0, 1, 2, 3].some((c) => Math.abs(whole[i + c]! - star[i + c]!) > 8);
      if (!differs) continue;
      number++;
      if (star[i + 3]! < 255) outside++;
    }
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const lum = (colour: string) => {
      const hex = colour.length === 4 ? colour.replace(/\w/g, '$&$&') : colour;
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [a, b] = [lum(doc.querySelector('text')!.getAttribute('fill')!), lum(doc.querySelector('path')!.getAttribute('fill')!)].sort((x, y) => y - x);
    return { number, outside, contrast: (a! + 0.05) / (b! + 0.05) };
  }, src);
}

test.describe('the level star holds its number', () => {
  test('every level’s star (lib/server/db/defaults-data.ts): the number lies wholly on the star, at a contrast of 4.5:1 or more', async ({ page }) => {
    await page.goto('/open');
    for (const level of [1, 2, 3, 4, 5]) {
      const { number, outside, contrast } = await numberOnStar(page, `/levels/${level}.svg`);
      expect(number, `level ${level} draws a number`).toBeGreaterThan(100);
      expect(outside, `level ${level}: pixels of the number off the star`).toBe(0);
      expect(contrast, `level ${level}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('the overview’s «Dein Level» (anonymous: level 1) and the level-up popup show such a star, unclipped', async ({ page, request }) => {
    await page.goto(relative(demoUrls().anonymous));
    const star = page.getByTestId('level-name').locator('xpath=preceding-sibling::img');
    await expect(page.getByTestId('level-name')).toContainText('Level 1');
    await expect(star).toHaveAttribute('src', '/levels/1.svg');
    expect(await numberOnStar(page, '/levels/1.svg')).toMatchObject({ outside: 0 });

    // 600 Räppli lift a new member over two thresholds: the popup shows the level reached.
    const m = await createRichMember(request, 600);
    await page.goto(`/notification/levelup?${memberQuery(m)}`);
    const picture = page.getByTestId('popup-record').locator('img');
    await expect(picture).toBeVisible();
    const src = (await picture.getAttribute('src'))!;
    expect(src).toMatch(/^\/levels\/\d\.svg$/);
    expect(await numberOnStar(page, src)).toMatchObject({ outside: 0 });
    const [box, card] = [await picture.boundingBox(), await page.getByTestId('popup').boundingBox()];
    expect(box!.x).toBeGreaterThanOrEqual(card!.x);
    expect(box!.x + box!.width).toBeLessThanOrEqual(card!.x + card!.width);
  });
});

/** Where the picture's coin (the yellow circle) is drawn on the screen, and the box that shows the picture. */
async function coinAndBox(card: Locator) {
  return card.locator('img').evaluate(async (img: HTMLImageElement) => {
    const doc = new DOMParser().parseFromString(await (await fetch(img.src)).text(), 'image/svg+xml');
    const { width: vw, height: vh } = (doc.documentElement as unknown as SVGSVGElement).viewBox.baseVal;
    const coin = [...doc.querySelectorAll('circle')].find((c) => c.getAttribute('fill') === '#f2b705')!;
    const [cx, cy, r] = [coin.cx, coin.cy, coin.r].map((length) => length.baseVal.value) as [number, number, number];
    const box = img.parentElement!.getBoundingClientRect();
    // object-fit: cover, centred: the picture scaled to cover the box, its overflow cut off evenly.
    const scale = Math.max(box.width / vw, box.height / vh);
    const left = box.left + (box.width - vw * scale) / 2;
    const top = box.top + (box.height - vh * scale) / 2;
    return {
      coin: { left: left + (cx - r) * scale, right: left + (cx + r) * scale, top: top + (cy - r) * scale, bottom: top + (cy + r) * scale },
      box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
    };
  });
}

test('post thumbnails show the picture’s coin whole, on /me/posts and in the overview’s «Neuigkeiten»', async ({ page }) => {
  const query = new URL(demoUrls().anonymous).search;
  for (const path of ['/me/posts', '/me/overview']) {
    await page.goto(`${path}${query}`);
    const cards = page.getByTestId('post-card');
    await expect(cards.first()).toBeVisible();
    const withCoin = cards.filter({ hasText: /Tafel|Vorsätze/ });
    expect(await withCoin.count(), path).toBeGreaterThan(0);
    for (const card of await withCoin.all()) {
      const { coin, box } = await coinAndBox(card);
      expect(coin.left, path).toBeGreaterThanOrEqual(box.left - 0.5);
      expect(coin.right, path).toBeLessThanOrEqual(box.right + 0.5);
      expect(coin.top, path).toBeGreaterThanOrEqual(box.top - 0.5);
      expect(coin.bottom, path).toBeLessThanOrEqual(box.bottom + 0.5);
    }
  }
});

/** The picture fills its box: the same rectangle, and drawn at that size it is opaque to its corners and bottom edge. */
async function expectFilled(img: Locator) {
  const { picture, box, clear } = await img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const p = el.getBoundingClientRect();
    const b = el.parentElement!.getBoundingClientRect();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [Math.round(b.width), Math.round(b.height)];
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(el, 0, 0, canvas.width, canvas.height);
    const alpha = (x: number, y: number) => ctx.getImageData(x, y, 1, 1).data[3];
    const edge = [...Array(canvas.width).keys()].map((x): [number, number] => [x, canvas.height - 1]);
    const corners: [number, number][] = [
      [0, 0],
      [canvas.width - 1, 0],
      [0, canvas.height - 1],
      [canvas.width - 1, canvas.height - 1],
    ];
    return {
      picture: { left: p.left, top: p.top, width: p.width, height: p.height },
      box: { left: b.left, top: b.top, width: b.width, height: b.height },
      clear: [...corners, ...edge].filter(([x, y]) => alpha(x, y)! < 250).length,
    };
  });
  for (const side of ['left', 'top', 'width', 'height'] as const) expect(Math.abs(picture[side] - box[side]), side).toBeLessThan(0.5);
  expect(clear, 'pixels where the box’s background shows through').toBe(0);
}

test('reward pictures fill their box, on the cards of /me/rewards and on a reward’s page', async ({ page }) => {
  await page.goto(relative(demoUrls().anonymous).replace('/me/overview', '/me/rewards'));
  const cards = page.getByTestId('reward-card');
  await expect(cards.first()).toBeVisible();
  for (const card of (await cards.all()).slice(0, 3)) await expectFilled(card.locator('img').first());
  await cards.first().click();
  await expect(page).toHaveURL(/\/me\/rewards\/detail\//);
  await expectFilled(page.locator('main img').first());
});

// The static pages' card hangs from the top (components/layout/static-frame.module.css): Chromium may
// paint a long HTML before the parser reaches the card's end, and a centred card moved as a whole when
// the rest came (/login: a layout shift of 0.20 in one load of three under a 6× slower CPU).
test('the sign-in, index, maintenance and 404 pages hold their card at one height from the top, whatever its length', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tops: Record<string, number> = {};
  for (const path of ['/login?return=%2Fme%2Foverview', '/open', '/maintenance', '/gibt-es-nicht']) {
    await page.goto(path);
    const inner = page.locator('main#inhalt > div').first();
    await expect(inner).toBeVisible();
    tops[path] = Math.round((await inner.boundingBox())!.y);
  }
  expect(new Set(Object.values(tops)), JSON.stringify(tops)).toEqual(new Set([Object.values(tops)[0]]));
  expect(tops['/open']).toBeLessThanOrEqual(72);
});
