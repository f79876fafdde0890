import 'server-only';
import type { badges, dailyRewardItems, earningRules, levels } from './schema';

// What a database needs to run (lib/server/db/defaults.ts inserts what is missing on every start).
// Operators change the rows afterwards; these values only fill a fresh database.

export const defaultLevels: (typeof levels.$inferInsert)[] = [
  { position: 1, name: 'Neuling', threshold: 0, imageUrl: '/levels/1.svg' },
  { position: 2, name: 'Leseratte', threshold: 200, imageUrl: '/levels/2.svg' },
  { position: 3, name: 'Stammgast', threshold: 500, imageUrl: '/levels/3.svg' },
  { position: 4, name: 'Ländle-Profi', threshold: 1500, imageUrl: '/levels/4.svg' },
  { position: 5, name: 'Räppli-Legende', threshold: 5000, imageUrl: '/levels/5.svg' },
];

export const defaultBadges: (typeof badges.$inferInsert)[] = [
  {
    slug: 'erster-artikel',
    name: 'Erster Artikel',
    description: 'Lies deinen ersten Artikel.',
    imageUrl: '/badges/erster-artikel.svg',
    position: 1,
    rule: { type: 'stepCount', step: 'articleRead', min: 1 },
  },
  {
    slug: 'wochenserie',
    name: '7-Tage-Serie',
    description: 'Schau sieben Tage in Folge vorbei.',
    imageUrl: '/badges/wochenserie.svg',
    position: 2,
    rule: { type: 'streak', step: 'dailyVisit', days: 7 },
  },
  {
    slug: 'vielleser',
    name: '100 Artikel',
    description: 'Lies 100 Artikel.',
    imageUrl: '/badges/vielleser.svg',
    position: 3,
    rule: { type: 'stepCount', step: 'articleRead', min: 100 },
  },
  {
    slug: 'erste-praemie',
    name: 'Erste Prämie',
    description: 'Löse deine erste Prämie ein.',
    imageUrl: '/badges/erste-praemie.svg',
    position: 4,
    rule: { type: 'spendCount', kind: 'reward', min: 1 },
  },
  {
    slug: 'erste-spende',
    name: 'Erste Spende',
    description: 'Spende zum ersten Mal Räppli für einen guten Zweck.',
    imageUrl: '/badges/erste-spende.svg',
    position: 5,
    rule: { type: 'spendCount', kind: 'donation', min: 1 },
  },
  {
    slug: 'kommentator',
    name: 'Erster Kommentar',
    description: 'Schreibe deinen ersten Kommentar.',
    imageUrl: '/badges/kommentator.svg',
    position: 6,
    rule: { type: 'stepCount', step: 'commentPosted', min: 1 },
  },
];

// Step names are what the host reports (POST /api/host/events); dailyVisit is paid by the web view's visit.
export const defaultEarningRules: (typeof earningRules.$inferInsert)[] = [
  { step: 'articleRead', points: 5, reason: 'Artikel gelesen', dailyCap: 20, weeklyCap: 100, lifetimeCap: null, dedupeField: 'article_id', position: 1 },
  { step: 'articleShare', points: 10, reason: 'Artikel geteilt', dailyCap: 5, weeklyCap: 20, lifetimeCap: null, dedupeField: 'article_id', position: 2 },
  { step: 'commentPosted', points: 15, reason: 'Kommentar geschrieben', dailyCap: 3, weeklyCap: 10, lifetimeCap: null, dedupeField: null, position: 3 },
  { step: 'newsletterSignup', points: 100, reason: 'Newsletter abonniert', dailyCap: null, weeklyCap: null, lifetimeCap: 1, dedupeField: null, position: 4 },
  { step: 'dailyVisit', points: 10, reason: 'Täglicher Besuch', dailyCap: 1, weeklyCap: null, lifetimeCap: null, dedupeField: null, position: 5 },
];

export const defaultDailyRewardItems: (typeof dailyRewardItems.$inferInsert)[] = [
  { title: '5 Räppli', description: 'Ein kleiner Bonus für deinen Besuch.', points: 5, weight: 50, imageUrl: '/daily/5.svg', position: 1 },
  { title: '10 Räppli', description: 'Schön, dass du da bist!', points: 10, weight: 30, imageUrl: '/daily/10.svg', position: 2 },
  { title: '25 Räppli', description: 'Heute ist dein Glückstag.', points: 25, weight: 15, imageUrl: '/daily/25.svg', position: 3 },
  { title: '100 Räppli', description: 'Der Hauptgewinn des Tages!', points: 100, weight: 5, imageUrl: '/daily/100.svg', position: 4 },
];
