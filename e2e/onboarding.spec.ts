import { expect, test, type Page } from '@playwright/test';
import { createCollector, shootAtWidths } from './helpers';

// The welcome slideshow (docs/product.md §10.10, §14 slider defaults).
const sawOnboard = (page: Page, token: string) =>
  page.waitForRequest((r) => {
    const url = new URL(r.url());
    return r.method() === 'POST' && url.pathname === '/api/me/sawOnboard' && url.searchParams.get('collector_token') === token;
  });

const activeSlideTitle = (page: Page) => page.getByTestId('onboarding').locator('.swiper-slide-active h3');
const activeSlideText = (page: Page) => page.getByTestId('onboarding').locator('.swiper-slide-active p');

/**
 * What an anonymous reader reads (docs/product.md §2.1, §10.10): what they get — Räppli, badges —
 * and what signing in unlocks; no redemption, level or daily win promised.
 */
const ANONYMOUS_SLIDES = [
  { title: 'Räppli sammeln', text: 'Lies Artikel, teile sie, kommentiere oder abonniere den Newsletter – für deine Aktivität bekommst du Räppli.' },
  { title: 'Zum Einlösen anmelden', text: 'Melde dich an, um deine Räppli gegen Prämien zu tauschen, an Verlosungen teilzunehmen oder zu spenden.' },
  { title: 'Abzeichen & Level', text: 'Für besondere Leistungen bekommst du Abzeichen. Melde dich an, um aufzusteigen.' },
  {
    title: 'Zum Tagesgewinn anmelden',
    text: 'Melde dich an, um jeden Tag etwas zu gewinnen: Dann wartet beim ersten Besuch des Tages ein Tagesgewinn auf dich.',
  },
];

type Me = { meta: { key: string }[] };

/** After /me has come: no slideshow, also not a moment later when its chunk would have loaded. */
async function expectNoSlideshow(page: Page) {
  await expect(page.getByTestId('balance')).not.toBeEmpty();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('onboarding slideshow', () => {
  test('shown on the first visit; "Überspringen" posts sawOnboard and it does not return after a reload', async ({ page, request }) => {
    const { collector_token } = await createCollector(request);
    await page.goto(`/me/overview?collector_token=${collector_token}`);

    const dialog = page.getByRole('dialog', { name: 'Willkommen bei Räppli' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(activeSlideTitle(page)).toHaveText('Räppli sammeln');
    await expect(dialog.getByRole('button', { name: 'Weiter' })).toBeFocused();

    const posted = sawOnboard(page, collector_token);
    // /me is fetched again and now carries the marker (the visit's own refetch may come first).
    const meAgain = page.waitForResponse(
      async (r) =>
        new URL(r.url()).pathname === '/api/me' && r.request().method() === 'GET' && ((await r.json()) as Me).meta.some((m) => m.key === 'onboarding_welcome'),
    );
    await dialog.getByRole('button', { name: 'Überspringen' }).click();
    const req = await posted;
    expect(req.postDataJSON()).toEqual({ type: 'welcome' });
    expect((await req.response())?.status()).toBe(200);
    await expect(dialog).toHaveCount(0);
    await meAgain;

    await page.reload();
    await expectNoSlideshow(page);
  });

  test('"Weiter" walks through four slides, "Los geht\'s" ends it; slides turn by themselves every 3 s', async ({ page, request }) => {
    const { collector_token, hash, token } = await createCollector(request, { id: `onboard-${Date.now()}-${Math.random()}` });
    await page.goto(`/me/overview?collector_token=${collector_token}&hash=${hash}&token=${token}`);
    const dialog = page.getByRole('dialog', { name: 'Willkommen bei Räppli' });
    await expect(activeSlideTitle(page)).toHaveText('Räppli sammeln');
    // Autoplay (delay 3000 ms, speed 300 ms): the second slide comes without a touch.
    await expect(activeSlideTitle(page)).toHaveText('Räppli einlösen', { timeout: 6000 });

    const next = dialog.getByRole('button', { name: 'Weiter' });
    await next.click();
    await expect(activeSlideTitle(page)).toHaveText('Level & Abzeichen');
    await next.click();
    await expect(activeSlideTitle(page)).toHaveText('Täglich vorbeischauen');
    // After a click autoplay is off: the last slide stays.
    const finish = dialog.getByRole('button', { name: "Los geht's" });
    await expect(finish).toBeVisible();

    const posted = sawOnboard(page, collector_token);
    await finish.click();
    expect((await posted).postDataJSON()).toEqual({ type: 'welcome' });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(`/me/overview?collector_token=${collector_token}&hash=${hash}&token=${token}`);
    await expectNoSlideshow(page);
  });

  test('an anonymous reader is told what signing in unlocks, not promised a redemption, a level or a daily win', async ({ page, request }) => {
    // No autoplay: each slide is turned here, by "Weiter".
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { collector_token } = await createCollector(request);
    await page.goto(`/me/overview?collector_token=${collector_token}`);
    const dialog = page.getByRole('dialog', { name: 'Willkommen bei Räppli' });
    const next = dialog.getByRole('button', { name: 'Weiter' });
    for (const [i, slide] of ANONYMOUS_SLIDES.entries()) {
      if (i > 0) await next.click();
      await expect(activeSlideTitle(page)).toHaveText(slide.title);
      await expect(activeSlideText(page)).toHaveText(slide.text);
      if (i > 0) await shootAtWidths(page, `onboarding slide ${i + 1}`, [375], () => `onboarding-anonymous-${i + 1}-375`, { fullPage: false });
    }
    await expect(dialog).not.toContainText('Räppli einlösen');
    await expect(dialog).not.toContainText('steigst du im Level auf');
    await expect(dialog).not.toContainText('Schau jeden Tag vorbei');
    await expect(dialog.getByRole('button', { name: "Los geht's" })).toBeVisible();
  });

  test('with reduced motion the slides do not turn by themselves; "Weiter" turns them', async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { collector_token } = await createCollector(request);
    await page.goto(`/me/overview?collector_token=${collector_token}`);
    const dialog = page.getByRole('dialog', { name: 'Willkommen bei Räppli' });
    // Mounted in an idle moment after opening; then longer than one autoplay delay (3 s) and a turn.
    await expect(dialog.locator('.swiper-initialized')).toHaveCount(1);
    await page.waitForTimeout(4500);
    await expect(activeSlideTitle(page)).toHaveText('Räppli sammeln');
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await expect(activeSlideTitle(page)).toHaveText(ANONYMOUS_SLIDES[1]!.title);
  });

  test('the first slide shows before swiper has loaded, in the same place; "Weiter" then still turns it', async ({ page, request }) => {
    const { collector_token } = await createCollector(request);
    // Swiper's chunk is held back until the test lets it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('containerModifierClass')) await held;
      await route.fulfill({ response, body });
    });
    await page.goto(`/me/overview?collector_token=${collector_token}`);
    const dialog = page.getByRole('dialog', { name: 'Willkommen bei Räppli' });
    await expect(activeSlideTitle(page)).toHaveText('Räppli sammeln');
    await expect(activeSlideTitle(page)).toBeInViewport({ ratio: 1 });
    await expect(dialog.locator('.swiper-initialized')).toHaveCount(0);
    const before = await activeSlideTitle(page).boundingBox();

    await dialog.getByRole('button', { name: 'Weiter' }).click();
    release();
    await expect(dialog.locator('.swiper-initialized')).toHaveCount(1);
    await expect(activeSlideTitle(page)).toHaveText(ANONYMOUS_SLIDES[1]!.title);
    await expect(activeSlideTitle(page)).toBeInViewport({ ratio: 1 });
    // Once the turn (300 ms) is over, the new title stands where the first one stood.
    await expect.poll(async () => (await activeSlideTitle(page).boundingBox())?.y).toBe(before?.y);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('focus stays inside the dialog and Escape skips', async ({ page, request }) => {
    const { collector_token } = await createCollector(request);
    await page.goto(`/me/overview?collector_token=${collector_token}`);
    const dialog = page.getByRole('dialog', { name: 'Willkommen bei Räppli' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    const posted = sawOnboard(page, collector_token);
    await page.keyboard.press('Escape');
    expect((await posted).postDataJSON()).toEqual({ type: 'welcome' });
    await expect(dialog).toHaveCount(0);
  });

  test("swiper is not part of the overview's initial JavaScript", async ({ request }) => {
    const { collector_token } = await createCollector(request);
    const html = await (await request.get(`/me/overview?collector_token=${collector_token}`)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] as string).filter((src) => src.startsWith('/'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const js = await (await request.get(src)).text();
      expect(js.includes('swiper-slide-active'), `${src} contains swiper`).toBe(false);
    }
  });
});
