import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { campaign, EDITOR, redeemByApi } from './voucher-campaigns';
import { createRichMember, memberQuery, shootAtWidths, type CreatedCollector } from './helpers';

// Vouchers as members redeem them (docs/vouchers.md, "The scanner and its fallbacks"): a typed code (masked
// while typed), a photo of its QR code read in the browser, the QR code's address, the camera asked
// for only on a tap and turned off again, and the day's limit met meanwhile, refused at the redeem
// by the server. Each test makes its own campaign through the console API as the demo editor.
// Screenshots at 390 px (test-results/screenshots/vouchers-*.png). What the page says for each code
// and answer — incomplete, unknown, redeemed by someone else, the limit, too many guesses, the login
// an anonymous member needs, a lost or garbled sign-in, no camera — is
// components/vouchers/voucher-messages.test.tsx's; the server's refusals, test/api/vouchers.test.ts's.

const de = (n: number) => new Intl.NumberFormat('de-DE').format(n);
const shoot = (page: Page, name: string) => shootAtWidths(page, name, [390], (w) => `vouchers-${name}-${w}`);

test.use({ viewport: { width: 390, height: 844 } });

async function balanceOf(request: APIRequestContext, token: string) {
  const res = await request.get(`/api/me?collector_token=${token}`);
  return ((await res.json()) as { points_available: number }).points_available;
}

async function open(page: Page, m: CreatedCollector, extra = '') {
  await page.goto(`/me/voucher?${memberQuery(m)}${extra}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gutschein einlösen' })).toBeVisible();
}

test('a member types a code (masked as typed), sees what it gives, redeems it and finds it again', async ({ page, request }) => {
  const { codes } = await campaign(request, { title: 'Leserfest-Flyer', points: 40 });
  const m = await createRichMember(request, 0);
  await open(page, m);
  const input = page.getByLabel('Gutscheincode');
  await input.pressSequentially(codes[0]!.replace(/-/g, '').toLowerCase());
  await expect(input).toHaveValue(codes[0]!);
  await shoot(page, 'typed');
  await page.getByRole('button', { name: 'Code prüfen' }).click();
  const offer = page.getByTestId('voucher-offer');
  await expect(offer).toContainText('Leserfest-Flyer');
  await expect(page.getByTestId('voucher-gives')).toHaveText('40 Räppli');
  await shoot(page, 'offer');
  await page.getByRole('button', { name: 'Jetzt einlösen' }).click();
  const success = page.getByTestId('voucher-success');
  await expect(success).toContainText('Eingelöst!');
  await expect(success).toContainText('+40 Räppli sind auf deinem Konto.');
  const balance = await balanceOf(request, m.collector_token);
  await expect(page.getByTestId('voucher-balance')).toHaveText(`Dein Guthaben: ${de(balance)} Räppli`);
  await expect(page.getByRole('link', { name: 'Zum Kontoauszug' })).toHaveAttribute('href', /\/me\/overview\?.*collector_token=.*#statement$/);
  await shoot(page, 'success');

  // The same code again: already mine, with the way to the voucher's page.
  await page.getByRole('button', { name: 'Weiteren Gutschein einlösen' }).click();
  await page.getByLabel('Gutscheincode').pressSequentially(codes[0]!);
  await page.getByRole('button', { name: 'Code prüfen' }).click();
  await expect(page.getByTestId('voucher-state')).toHaveText('Diesen Gutschein hast du schon eingelöst.');
  await page.getByRole('link', { name: 'Gutschein ansehen' }).click();
  await expect(page).toHaveURL(/\/me\/voucher\/\d+\?/);
  const detail = page.getByTestId('voucher-detail');
  await expect(detail).toContainText('Leserfest-Flyer');
  await expect(detail).toContainText('+40 Räppli');
  await expect(detail).toContainText(/Eingelöst am \d/);
  await shoot(page, 'detail');
});

test('a member uploads a photo of the QR code: read in the browser, redeemed', async ({ page, request }) => {
  const { codes, urls } = await campaign(request, { title: 'Plakat am Bahnhof', points: 25 });
  const m = await createRichMember(request, 0);
  await open(page, m);
  const png = await QRCode.toBuffer(urls[0]!, { type: 'png', width: 480, margin: 4 });
  await page.getByTestId('voucher-photo').setInputFiles({ name: 'gutschein.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('voucher-offer')).toContainText('Plakat am Bahnhof');
  await expect(page.getByTestId('voucher-offer')).toContainText(codes[0]!);
  await page.getByRole('button', { name: 'Jetzt einlösen' }).click();
  await expect(page.getByTestId('voucher-success')).toContainText('+25 Räppli sind auf deinem Konto.');

  // A picture without a QR code says so.
  await page.getByRole('button', { name: 'Weiteren Gutschein einlösen' }).click();
  const blank = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'); // 1×1 white
  await page.getByTestId('voucher-photo').setInputFiles({ name: 'leer.png', mimeType: 'image/png', buffer: blank });
  await expect(page.getByTestId('photo-no-code')).toContainText('keinen QR-Code gefunden');
});

test('the QR code’s address fills the code in and looks it up', async ({ page, request }) => {
  const { codes, urls } = await campaign(request, { title: 'Zeitungsbeilage', points: 15 });
  const m = await createRichMember(request, 0);
  const qr = new URL(urls[0]!);
  await page.goto(`${qr.pathname}${qr.search}&${memberQuery(m)}`);
  await expect(page.getByTestId('voucher-offer')).toContainText('Zeitungsbeilage');
  await expect(page.getByTestId('voucher-offer')).toContainText(codes[0]!);
  await expect(page.getByRole('button', { name: 'Jetzt einlösen' })).toBeVisible();
});

test('the day’s limit refused at the redeem itself says so', async ({ page, request }) => {
  const { codes } = await campaign(request, { title: 'Tageslimit', points: 5 }, 6);
  const m = await createRichMember(request, 0);
  await open(page, m, `&code=${codes[5]}`);
  await expect(page.getByRole('button', { name: 'Jetzt einlösen' })).toBeVisible();
  // Meanwhile, in another tab, five vouchers.
  for (const code of codes.slice(0, 5)) expect((await redeemByApi(request, m, code)).status()).toBe(200);
  await page.getByRole('button', { name: 'Jetzt einlösen' }).click();
  await expect(page.getByTestId('voucher-error')).toHaveText('Du hast heute schon 5 Gutscheine eingelöst. Ab morgen kannst du wieder Gutscheine einlösen.');
});

test('the camera is asked for only on a tap, reads the QR code, and is off again after the scan and when leaving', async ({ page, request }) => {
  const { urls } = await campaign(request, { title: 'Kamera-Code', points: 20 });
  const png = (await QRCode.toBuffer(urls[0]!, { type: 'png', width: 400, margin: 4 })).toString('base64');
  // A camera that films the QR code: a canvas stream, counting the requests and the stopped tracks.
  await page.addInitScript((b64) => {
    const w = window as unknown as { cameraAsked: number; tracksStopped: number };
    w.cameraAsked = 0;
    w.tracksStopped = 0;
    const fake = async () => {
      w.cameraAsked++;
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const ctx = canvas.getContext('2d')!;
      const draw = () => {
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, 640, 480);
        ctx.drawImage(img, 120, 40);
      };
      draw();
      const timer = setInterval(draw, 100);
      const stream = canvas.captureStream(10);
      for (const track of stream.getTracks()) {
        const stop = track.stop.bind(track);
        track.stop = () => {
          w.tracksStopped++;
          clearInterval(timer);
          stop();
        };
      }
      return stream;
    };
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: fake }, configurable: true });
  }, png);
  const m = await createRichMember(request, 0);
  await open(page, m);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { cameraAsked: number }).cameraAsked)).toBe(0);
  await page.getByRole('button', { name: 'Kamera starten' }).click();
  await expect(page.getByTestId('voucher-offer')).toContainText('Kamera-Code');
  expect(
    await page.evaluate(() => {
      const w = window as unknown as { cameraAsked: number; tracksStopped: number };
      return { cameraAsked: w.cameraAsked, tracksStopped: w.tracksStopped };
    }),
  ).toEqual({ cameraAsked: 1, tracksStopped: 1 });

  // Started again and left without a scan: leaving turns it off.
  await page.getByRole('button', { name: 'Anderen Code eingeben' }).click();
  await page.evaluate(() => {
    const md = navigator.mediaDevices as unknown as { getUserMedia: () => Promise<MediaStream> };
    const canvas = document.createElement('canvas');
    const w = window as unknown as { tracksStopped: number };
    md.getUserMedia = async () => {
      const stream = canvas.captureStream(5);
      for (const track of stream.getTracks()) {
        const stop = track.stop.bind(track);
        track.stop = () => {
          w.tracksStopped++;
          stop();
        };
      }
      return stream;
    };
  });
  await page.getByRole('button', { name: 'Kamera starten' }).click();
  await expect(page.getByRole('button', { name: 'Kamera beenden' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Übersicht' }).click();
  await expect(page).toHaveURL(/\/me\/overview/);
  expect(await page.evaluate(() => (window as unknown as { tracksStopped: number }).tracksStopped)).toBe(2);
});

test.describe('console', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an editor makes a batch of codes: shown once, as a CSV and a printable sheet of QR codes; the redemptions count', async ({ page, request }) => {
    const { id } = await campaign(request, { title: 'Flyer Wochenmarkt', points: 30 }, 1);
    await page.goto(`/console/content/voucher-campaigns/${id}`);
    await page.waitForURL(/\/console\/login/);
    await page.getByLabel('E-Mail-Adresse').fill(EDITOR.email);
    await page.getByLabel('Passwort').fill(EDITOR.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname === `/console/content/voucher-campaigns/${id}`);
    const panel = page.getByTestId('voucher-codes');
    await expect(panel.getByTestId('voucher-batches')).toContainText('1');
    await panel.getByTestId('voucher-count').fill('12');
    await panel.getByRole('button', { name: 'Codes erzeugen' }).click();
    await expect(panel.getByTestId('voucher-batch-made')).toContainText('12 Codes erzeugt (Stapel 2)');
    await expect(panel.getByTestId('voucher-qr')).toHaveCount(12);
    const shown = await panel
      .getByTestId('voucher-sheet')
      .locator('span')
      .filter({ hasText: /^[0-9A-Z]{4}-/ })
      .allTextContents();
    expect(shown).toHaveLength(12);

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'CSV herunterladen' }).click()]);
    expect(download.suggestedFilename()).toBe(`gutscheine-aktion-${id}-stapel-2.csv`);
    const csv = (await (await download.createReadStream()).toArray()).join('');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Code;Adresse (QR-Code)');
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(shown);
    expect(lines[1]).toContain(`/me/voucher?code=${shown[0]}`);
    await shootAtWidths(page, 'console-codes', [1280], (w) => `vouchers-console-codes-${w}`);

    // A code of the batch redeemed: the counts say so.
    const m = await createRichMember(request, 0);
    expect((await redeemByApi(request, m, shown[3]!)).status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('voucher-counts')).toHaveText('1 Einlösung von einem Mitglied, heute 1.');
    await page.goto('/console/content/voucher-campaigns');
    await expect(page.getByRole('row').filter({ hasText: 'Flyer Wochenmarkt' }).first().getByTestId('voucher-redeemed')).toHaveText('1');
  });
});
