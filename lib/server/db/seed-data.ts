import 'server-only';
import type { Config } from '@/lib/config';
import type { badges, dailyRewardItems, earningRules } from './schema';

// German demo content. Real rows, shown by the demo members; editors replace them later.

export const demoLevels = [
  { position: 1, name: 'Neuling', threshold: 0, imageUrl: '/levels/1.svg' },
  { position: 2, name: 'Leseratte', threshold: 200, imageUrl: '/levels/2.svg' },
  { position: 3, name: 'Stammleserin', threshold: 500, imageUrl: '/levels/3.svg' },
  { position: 4, name: 'Ländle-Kennerin', threshold: 1500, imageUrl: '/levels/4.svg' },
  { position: 5, name: 'Räppli-Legende', threshold: 5000, imageUrl: '/levels/5.svg' },
];

export const demoBadges: (typeof badges.$inferInsert)[] = [
  { slug: 'erster-artikel', name: 'Erster Artikel', description: 'Lies deinen ersten Artikel.', imageUrl: '/badges/erster-artikel.svg', position: 1, rule: { type: 'stepCount', step: 'articleRead', min: 1 } },
  { slug: 'wochenserie', name: '7-Tage-Serie', description: 'Schau sieben Tage in Folge vorbei.', imageUrl: '/badges/wochenserie.svg', position: 2, rule: { type: 'streak', step: 'dailyVisit', days: 7 } },
  { slug: 'vielleser', name: 'Vielleser', description: 'Lies 100 Artikel.', imageUrl: '/badges/vielleser.svg', position: 3, rule: { type: 'stepCount', step: 'articleRead', min: 100 } },
  { slug: 'erste-praemie', name: 'Erste Prämie', description: 'Löse deine erste Prämie ein.', imageUrl: '/badges/erste-praemie.svg', position: 4, rule: { type: 'spendCount', kind: 'reward', min: 1 } },
  { slug: 'erste-spende', name: 'Erste Spende', description: 'Spende zum ersten Mal Räppli für einen guten Zweck.', imageUrl: '/badges/erste-spende.svg', position: 5, rule: { type: 'spendCount', kind: 'donation', min: 1 } },
  { slug: 'kommentator', name: 'Mitredner', description: 'Schreibe deinen ersten Kommentar.', imageUrl: '/badges/kommentator.svg', position: 6, rule: { type: 'stepCount', step: 'commentPosted', min: 1 } },
];

// Step names are what the host reports (POST /api/host/events); dailyVisit is paid by the web view's visit.
export const demoEarningRules: (typeof earningRules.$inferInsert)[] = [
  { step: 'articleRead', points: 5, reason: 'Artikel gelesen', dailyCap: 20, weeklyCap: 100, lifetimeCap: null, dedupeField: 'article_id', position: 1 },
  { step: 'articleShare', points: 10, reason: 'Artikel geteilt', dailyCap: 5, weeklyCap: 20, lifetimeCap: null, dedupeField: 'article_id', position: 2 },
  { step: 'commentPosted', points: 15, reason: 'Kommentar geschrieben', dailyCap: 3, weeklyCap: 10, lifetimeCap: null, dedupeField: null, position: 3 },
  { step: 'newsletterSignup', points: 100, reason: 'Newsletter abonniert', dailyCap: null, weeklyCap: null, lifetimeCap: 1, dedupeField: null, position: 4 },
  { step: 'dailyVisit', points: 10, reason: 'Täglicher Besuch', dailyCap: 1, weeklyCap: null, lifetimeCap: null, dedupeField: null, position: 5 },
];

export const demoDailyRewardItems: (typeof dailyRewardItems.$inferInsert)[] = [
  { title: '5 Räppli', description: 'Ein kleiner Bonus für deinen Besuch.', points: 5, weight: 50, imageUrl: '/daily/5.svg', position: 1 },
  { title: '10 Räppli', description: 'Schön, dass du da bist!', points: 10, weight: 30, imageUrl: '/daily/10.svg', position: 2 },
  { title: '25 Räppli', description: 'Heute ist dein Glückstag.', points: 25, weight: 15, imageUrl: '/daily/25.svg', position: 3 },
  { title: '100 Räppli', description: 'Der Hauptgewinn des Tages!', points: 100, weight: 5, imageUrl: '/daily/100.svg', position: 4 },
];

const day = 24 * 3600 * 1000;

export function demoSpecials(now: Date) {
  const year = now.getUTCFullYear();
  return [
    {
      slug: 'adventskalender',
      title: 'Adventskalender',
      menuLink: 'Advent',
      position: 1,
      startsAt: new Date(now.getTime() - day),
      endsAt: new Date(Date.UTC(year + (now.getUTCMonth() === 11 && now.getUTCDate() > 24 ? 1 : 0), 11, 25)),
      content: [{ type: 'doors', title: 'Hinter jedem Türchen wartet eine Überraschung', values: [{ id: 1, day: 1 }, { id: 2, day: 2 }, { id: 3, day: 3 }] }],
    },
    {
      slug: 'black-week',
      title: 'Black Week',
      menuLink: 'Black Week',
      position: 2,
      startsAt: new Date(now.getTime() - day),
      endsAt: new Date(now.getTime() + 7 * day),
      content: [{ type: 'rewards', title: 'Prämien zum halben Preis', values: [{ id: 1 }, { id: 2 }] }],
    },
    {
      slug: 'halloween',
      title: 'Halloween',
      menuLink: 'Halloween',
      position: 3,
      startsAt: new Date(Date.UTC(year, 9, 19)),
      endsAt: new Date(Date.UTC(year, 10, 1)),
      content: [{ type: 'raffles', title: 'Jeden Tag eine Verlosung', values: [{ id: 3 }] }],
    },
    {
      slug: 'neujahrsvorsaetze',
      title: 'Neujahrsvorsätze',
      menuLink: 'Vorsätze',
      position: 4,
      startsAt: new Date(Date.UTC(year + 1, 0, 1)),
      endsAt: new Date(Date.UTC(year + 1, 0, 8)),
      content: [{ type: 'posts', title: 'Gute Vorsätze mit Räppli', values: [{ id: 1 }] }],
    },
  ];
}

export function demoRewards(config: Config) {
  return [
    { title: 'Kinogutschein für zwei', description: 'Zwei Eintritte im Cineplexx Dornbirn.', type: 'buy', delivery: 'digital', categoryId: config.CATEGORY_FEATURED_REWARD, cost: 300, stock: 40, sponsor: 'Cineplexx', imageUrl: '/rewards/kino.svg' },
    { title: 'Ländle-Kochbuch', description: 'Das Kochbuch mit 80 Rezepten aus Vorarlberg, per Post zu dir.', type: 'buy', delivery: 'delivery', categoryId: config.CATEGORY_FEATURED_REWARD, cost: 450, stock: 15, sponsor: null, imageUrl: '/rewards/kochbuch.svg' },
    { title: 'Verlosung: Wochenende am Bodensee', description: 'Zwei Nächte für zwei Personen. Jedes Los erhöht deine Chance.', type: 'raffle', delivery: 'delivery', categoryId: config.CATEGORY_RAFFLE, cost: 20, stock: null, sponsor: 'Hotel Seeblick', imageUrl: '/rewards/bodensee.svg' },
    { title: 'Spende an die Tafel Vorarlberg', description: 'Deine Räppli werden zu Lebensmitteln für Menschen in Not.', type: 'fund', delivery: 'digital', categoryId: config.CATEGORY_FUND, cost: 1, stock: null, sponsor: null, imageUrl: '/rewards/tafel.svg' },
    { title: 'Tagespass Premium-Artikel', description: '24 Stunden alle Premium-Artikel gratis lesen.', type: 'buy', delivery: 'custom', categoryId: config.CATEGORY_FEATURED_REWARD, cost: 80, stock: null, sponsor: null, imageUrl: '/rewards/pass.svg' },
    { title: 'Kaffee im Stadtcafé', description: 'Ein Gutscheincode für einen Cappuccino.', type: 'buy', delivery: 'coupon', categoryId: config.CATEGORY_FEATURED_REWARD, cost: 60, stock: 100, sponsor: 'Stadtcafé Feldkirch', imageUrl: '/rewards/kaffee.svg' },
    { title: 'Räppli-Tasse', description: 'Abholung im Kundencenter in Schwarzach.', type: 'none', delivery: 'pickup', categoryId: config.CATEGORY_FEATURED_REWARD, cost: 150, stock: 25, sponsor: null, imageUrl: '/rewards/tasse.svg' },
    { title: 'Abo-Verlosung: Skipass Saison', description: 'Nur für Abonnentinnen und Abonnenten.', type: 'raffle', delivery: 'delivery', categoryId: config.CATEGORY_RAFFLE, cost: 50, stock: null, sponsor: 'Montafon', imageUrl: '/rewards/skipass.svg', exclusive: true },
  ];
}

export const demoRedirects = [
  { path: '/me', target: '/me/overview', permanent: false },
  { path: '/me/shop', target: '/me/rewards', permanent: true },
  { path: '/praemien', target: '/me/rewards', permanent: true },
];
