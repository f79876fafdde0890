import { expect, test } from '@playwright/test';
import { demoRewardId, demoUrls } from './helpers';

// Every page names itself (WCAG 2.4.2; lib/server/pages/page-metadata.ts): the browser's tab, its
// history and a screen reader say which page this is — its heading, then «– Räppli»; a reward, post
// or special by its own title. The titles are in the HTML, before any JavaScript.

const PAGES: [string, string][] = [
  ['/me/overview', 'Übersicht'],
  ['/me/rewards', 'Prämien'],
  ['/me/rewards/vplus', 'Abo-Prämien'],
  ['/me/rewards/terms', 'Teilnahmebedingungen für Verlosungen'],
  ['/me/profile', 'Profil'],
  ['/me/profile/avatar', 'Profilbild'],
  ['/me/profile/rewards', 'Meine Prämien'],
  ['/me/challenges', 'Spiele'],
  ['/me/leaderboard', 'Rangliste'],
  ['/me/friends', 'Freunde'],
  ['/me/moreFriends', 'Mehr Freunde'],
  ['/me/voucher', 'Gutschein einlösen'],
  ['/me/faq', 'Häufige Fragen'],
  ['/me/posts', 'Neuigkeiten'],
  ['/login', 'Anmelden'],
];

test.describe('page titles', () => {
  test.use({ javaScriptEnabled: false });

  test('each page is named by its heading, then «– Räppli»', async ({ page }) => {
    const query = new URL(demoUrls().anonymous).search;
    for (const [path, title] of PAGES) {
      await page.goto(`${path}${query}`);
      await expect(page, path).toHaveTitle(`${title} – Räppli`);
    }
    // A popup is its heading alone (components/notifications/popup-metadata.ts).
    await page.goto(`/notification/badge${query}`);
    await expect(page).toHaveTitle('Neues Abzeichen!');
  });

  test('a reward, a post and a special by their own titles; the console by its name', async ({ page, request }) => {
    const query = new URL(demoUrls().anonymous).search;
    await page.goto(`/me/rewards/detail/${await demoRewardId(request, 'Kinogutschein für zwei')}${query}`);
    await expect(page).toHaveTitle('Kinogutschein für zwei – Räppli');
    await page.goto(`/me/rewards/detail/999999${query}`);
    await expect(page).toHaveTitle('Prämie – Räppli');

    const { items } = (await (await request.get('/api/posts')).json()) as { items: { id: number; title: string }[] };
    await page.goto(`/me/posts/${items[0]!.id}${query}`);
    await expect(page).toHaveTitle(`${items[0]!.title} – Räppli`);

    const [first] = (await (await request.get(`/api/specials${query}`)).json()) as { slug: string; title: string }[];
    await page.goto(`/me/special/${first!.slug}${query}`);
    await expect(page).toHaveTitle(`${first!.title} – Räppli`);

    await page.goto('/console/login');
    await expect(page).toHaveTitle('Räppli Konsole');
  });
});
