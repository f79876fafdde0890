import 'server-only';
import type { Config } from '@/lib/config';
import type { rewards } from './schema';
import { addDays, businessDay, startOfBusinessDay } from '@/lib/domain/business-time';
import { calendarDays, kindSchedule, type CalendarDay } from '@/lib/domain/special-days';

// German demo content (SEED_DEMO): rewards, specials and redirects the demo members use. What every
// database needs to run (earning rules, levels, badges, daily reward items) is in defaults-data.ts.

const day = 24 * 3600 * 1000;

/**
 * The demo calendars (docs/specials.md, "Demo data"), relative to `now` so a newcomer always finds
 * the Advent calendar running: from 2 to 24 December its real dates, otherwise 24 days in which
 * today is door 2 (yesterday's door is over and points to today's). Halloween has its real dates,
 * this year's once they have begun, else last year's (over, with its results).
 */
export function demoCalendars(now: Date, timeZone: string) {
  const today = businessDay(now, timeZone);
  const year = Number(today.slice(0, 4));
  const december = today.slice(5, 7) === '12' && Number(today.slice(8)) >= 2 && Number(today.slice(8)) <= 24;
  const advent = december
    ? kindSchedule('advent', year, timeZone)
    : { startsAt: startOfBusinessDay(addDays(today, -1), timeZone), endsAt: startOfBusinessDay(addDays(today, 23), timeZone) };
  const halloween = kindSchedule('halloween', today >= `${year}-10-19` ? year : year - 1, timeZone);
  return { advent, halloween };
}

export function demoSpecials(now: Date, timeZone = 'Europe/Vienna') {
  const calendars = demoCalendars(now, timeZone);
  return [
    {
      slug: 'adventskalender',
      kind: 'advent' as const,
      title: 'Adventskalender',
      menuLink: 'Advent',
      position: 1,
      startsAt: calendars.advent.startsAt,
      endsAt: calendars.advent.endsAt,
      content: [
        {
          type: 'doors',
          title: 'Hinter jedem Türchen wartet eine Überraschung',
          values: [
            { id: 1, day: 1 },
            { id: 2, day: 2 },
            { id: 3, day: 3 },
          ],
        },
      ],
    },
    {
      slug: 'black-week',
      kind: 'black_week' as const,
      title: 'Black Week',
      menuLink: 'Black Week',
      position: 2,
      startsAt: new Date(now.getTime() - day),
      endsAt: new Date(now.getTime() + 7 * day),
      // Half price for demoRewards' mug, e-book and day pass (ids 5, 6, 4 in a fresh database); the
      // specs' prices of the cinema voucher, cookbook and coffee stay as they are.
      config: {
        prices: [
          { reward_id: 5, cost: 75 },
          { reward_id: 6, cost: 60 },
          { reward_id: 4, cost: 40 },
        ],
      },
      content: [{ type: 'rewards', title: 'Prämien zum halben Preis', values: [{ id: 5 }, { id: 6 }, { id: 4 }] }],
    },
    {
      slug: 'halloween',
      kind: 'halloween' as const,
      title: 'Halloween',
      menuLink: 'Halloween',
      position: 3,
      startsAt: calendars.halloween.startsAt,
      endsAt: calendars.halloween.endsAt,
      content: [{ type: 'raffles', title: 'Jeden Tag eine Verlosung', values: [{ id: 3 }] }],
    },
    {
      slug: 'neujahrsvorsaetze',
      kind: 'resolutions' as const,
      title: 'Neujahrsvorsätze',
      menuLink: 'Vorsätze',
      position: 4,
      // Running today (its third day), so a newcomer sees past, today's and future goals. Days 1 and
      // 2 ask for nothing the demo member Anna's seeded history (visits, articles) did, and today's
      // goal for nothing the specs do more than once a day (they read articles and visit daily).
      startsAt: new Date(now.getTime() - 2 * day),
      endsAt: new Date(now.getTime() + 5 * day),
      config: {
        goals: [
          { day: 1, title: 'Schreib einen Kommentar', step: 'commentPosted', count: 1, bonus: 20 },
          { day: 2, title: 'Abonniere unseren Newsletter', step: 'newsletterSignup', count: 1, bonus: 25 },
          { day: 3, title: 'Teile 3 Artikel', step: 'articleShare', count: 3, bonus: 30 },
          { day: 4, title: 'Lies 3 Artikel', step: 'articleRead', count: 3, bonus: 30 },
          { day: 5, title: 'Schau in der App vorbei', step: 'dailyVisit', count: 1, bonus: 15 },
          { day: 6, title: 'Lies 5 Artikel', step: 'articleRead', count: 5, bonus: 40 },
          { day: 7, title: 'Schreib 2 Kommentare', step: 'commentPosted', count: 2, bonus: 50 },
        ],
      },
      content: [{ type: 'posts', title: 'Gute Vorsätze mit Räppli', values: [{ id: 1 }] }],
    },
  ];
}

const DAY = 24 * 3600 * 1000;

/**
 * The demo catalogue: every reward type (buy, raffle, fund, none = pickup, the subscriber-only
 * variants) and every delivery type, plus one of each availability (running, not yet started,
 * over, sold out), limits per period and in all, a free item, today's Advent door raffle and
 * yesterday's, which points to today's.
 */
export function demoRewards(config: Config, now: Date): (typeof rewards.$inferInsert)[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const featured = config.CATEGORY_FEATURED_REWARD;
  const calendars = demoCalendars(now, config.TIMEZONE);
  const doors = calendarDays(calendars.advent.startsAt, calendars.advent.endsAt, config.TIMEZONE);
  const today = businessDay(now, config.TIMEZONE);
  const todayDoor = doors.find((d) => d.day === today)!;
  const yesterdayDoor = doors[todayDoor.number - 2]!;
  return [
    {
      title: 'Kinogutschein für zwei',
      description: 'Zwei Eintritte im Cineplexx Dornbirn.',
      details: 'Du bekommst den Gutschein per E-Mail. Einlösbar an allen Tagen außer an Feiertagen, gültig für alle 2D-Filme.',
      type: 'buy',
      delivery: 'digital',
      categoryId: featured,
      cost: 300,
      stock: 40,
      stockLeft: 40,
      sponsor: 'Cineplexx',
      imageUrl: '/rewards/kino.svg',
      redeemLimit: 1,
      redeemLimitPeriod: 'monthly',
      position: 1,
    },
    {
      title: 'Ländle-Kochbuch',
      description: 'Das Kochbuch mit 80 Rezepten aus Vorarlberg, per Post zu dir.',
      details: 'Wir schicken dir das Buch innerhalb von zwei Wochen an deine Adresse in Österreich, Deutschland, der Schweiz oder Liechtenstein.',
      type: 'buy',
      delivery: 'delivery',
      categoryId: featured,
      cost: 450,
      stock: 15,
      stockLeft: 15,
      sponsor: null,
      imageUrl: '/rewards/kochbuch.svg',
      participationLimit: 2,
      position: 2,
    },
    {
      title: 'Kaffee im Stadtcafé',
      description: 'Ein Gutscheincode für einen Cappuccino.',
      details: 'Zeige den Code an der Kasse. Einmal verwendbar, innerhalb von 30 Tagen nach dem Kauf.',
      type: 'buy',
      delivery: 'coupon',
      categoryId: featured,
      cost: 60,
      stock: 100,
      stockLeft: 100,
      sponsor: 'Stadtcafé Feldkirch',
      imageUrl: '/rewards/kaffee.svg',
      redeemLimit: 2,
      redeemLimitPeriod: 'weekly',
      validDays: 30,
      position: 3,
    },
    {
      title: 'Tagespass Premium-Artikel',
      description: '24 Stunden alle Premium-Artikel gratis lesen.',
      details: 'Aktiviere den Pass, wann du willst: ab dann liest du 24 Stunden alle Premium-Artikel gratis. Aktivierbar innerhalb von 30 Tagen.',
      type: 'buy',
      delivery: 'custom',
      categoryId: featured,
      cost: 80,
      stock: null,
      stockLeft: null,
      sponsor: null,
      imageUrl: '/rewards/pass.svg',
      validDays: 30,
      position: 4,
    },
    {
      title: 'Räppli-Tasse',
      description: 'Abholung im Kundencenter in Schwarzach.',
      details: 'Abholung im Kundencenter in Schwarzach, Montag bis Freitag, 8 bis 17 Uhr.',
      type: 'none',
      delivery: 'pickup',
      categoryId: featured,
      cost: 150,
      stock: 25,
      stockLeft: 25,
      sponsor: null,
      imageUrl: '/rewards/tasse.svg',
      position: 5,
    },
    {
      title: 'E-Book: Wanderungen im Ländle',
      description: 'Die 30 schönsten Touren als E-Book beim Verlag.',
      details: 'Nach dem Einlösen führt dich ein Link zum Download beim Verlag.',
      type: 'buy',
      delivery: 'external',
      categoryId: featured,
      cost: 120,
      stock: null,
      stockLeft: null,
      sponsor: 'Bucher Verlag',
      imageUrl: '/rewards/ebook.svg',
      externalUrl: 'https://example.org/ebook-wanderungen',
      redeemLimit: 1,
      redeemLimitPeriod: 'annually',
      position: 6,
    },
    {
      title: 'Räppli-Sticker',
      description: 'Gratis für alle, die angemeldet sind: ein Sticker-Set zum Abholen.',
      details: 'Einmal pro Jahr gratis im Kundencenter in Schwarzach abholen.',
      type: 'none',
      delivery: 'pickup',
      categoryId: featured,
      cost: 0,
      stock: 200,
      stockLeft: 200,
      sponsor: null,
      imageUrl: '/rewards/sticker.svg',
      redeemLimit: 1,
      redeemLimitPeriod: 'annually',
      position: 7,
    },
    {
      title: 'Regenschirm «Ländle»',
      description: 'Der Schirm für jedes Wetter. Leider schon vergriffen.',
      details: 'Sobald wir Nachschub haben, ist er wieder da.',
      type: 'buy',
      delivery: 'delivery',
      categoryId: featured,
      cost: 200,
      stock: 0,
      stockLeft: 0,
      sponsor: null,
      imageUrl: '/rewards/schirm.svg',
      position: 8,
    },
    {
      title: 'E-Bike-Tag im Montafon',
      description: 'Ein Tag mit dem E-Bike, ab nächster Woche einlösbar.',
      details: 'Inklusive Helm und Tourenkarte.',
      type: 'buy',
      delivery: 'digital',
      categoryId: featured,
      cost: 500,
      stock: 10,
      stockLeft: 10,
      sponsor: 'Montafon Tourismus',
      imageUrl: '/rewards/velo.svg',
      startsAt: at(7),
      position: 9,
    },
    {
      title: 'Wochenende am Bodensee',
      description: 'Zwei Nächte für zwei Personen. Jedes Los erhöht deine Chance.',
      details:
        'Die Verlosung endet in zwei Wochen. Wer gewinnt, erfährt es hier und per E-Mail und gibt beim Anfordern des Preises die Adresse an, an die wir den Hotelgutschein schicken.',
      type: 'raffle',
      delivery: 'delivery',
      categoryId: config.CATEGORY_RAFFLE,
      cost: 20,
      stock: null,
      stockLeft: null,
      sponsor: 'Hotel Seeblick',
      imageUrl: '/rewards/bodensee.svg',
      participationLimit: 50,
      winners: 1,
      endsAt: at(14),
      position: 10,
    },
    {
      title: '3 × 2 Festspielkarten',
      description: 'Drei Gewinnerinnen oder Gewinner, schon gezogen.',
      details: 'Diese Verlosung ist vorbei. Im Prüfprotokoll kann jede und jeder die Ziehung nachrechnen.',
      type: 'raffle',
      delivery: 'digital',
      categoryId: config.CATEGORY_RAFFLE,
      cost: 10,
      stock: null,
      stockLeft: null,
      sponsor: 'Bregenzer Festspiele',
      imageUrl: '/rewards/konzert.svg',
      winners: 3,
      startsAt: at(-20),
      endsAt: at(-1),
      position: 11,
    },
    {
      title: 'Fahrradhelm von Velo Ländle',
      description: 'Ein Helm in deiner Größe, schon gezogen.',
      details: 'Diese Verlosung ist vorbei. Wer gewonnen hat, fordert den Helm innerhalb eines Monats unter «Meine Prämien» an und bekommt ihn per Post.',
      type: 'raffle',
      delivery: 'delivery',
      categoryId: config.CATEGORY_RAFFLE,
      cost: 15,
      stock: null,
      stockLeft: null,
      sponsor: 'Velo Ländle',
      imageUrl: '/rewards/velo.svg',
      winners: 1,
      startsAt: at(-14),
      endsAt: at(-2),
      position: 11,
    },
    {
      title: 'Advent-Türchen: Christbaum fürs Wohnzimmer',
      description: 'Hinter dem heutigen Türchen: ein Christbaum aus dem Bregenzerwald.',
      details: 'Jedes Türchen ist nur einen Tag offen.',
      type: 'raffle',
      delivery: 'pickup',
      categoryId: config.CATEGORY_SPECIAL_RAFFLE,
      cost: 5,
      stock: null,
      stockLeft: null,
      sponsor: null,
      imageUrl: '/rewards/advent.svg',
      specialSlug: 'adventskalender',
      participationLimit: 10,
      startsAt: todayDoor.opensAt,
      endsAt: todayDoor.closesAt,
      position: 12,
    },
    {
      title: 'Advent-Türchen von gestern: Schlittenfahrt',
      description: 'Dieses Türchen ist schon zu.',
      details: 'Jedes Türchen ist nur einen Tag offen. Das heutige wartet schon auf dich.',
      type: 'raffle',
      delivery: 'digital',
      categoryId: config.CATEGORY_SPECIAL_RAFFLE,
      cost: 5,
      stock: null,
      stockLeft: null,
      sponsor: null,
      imageUrl: '/rewards/advent.svg',
      specialSlug: 'adventskalender',
      participationLimit: 10,
      startsAt: yesterdayDoor.opensAt,
      endsAt: yesterdayDoor.closesAt,
      position: 16,
    },
    {
      title: 'Tafel Vorarlberg',
      description: 'Deine Räppli werden zu Lebensmitteln für Menschen in Not.',
      details: 'Für jedes Räppli, das du spendest, geben wir 10 Cent an die Tafel. Gemeinsam wollen wir 5.000 Räppli sammeln – das sind 500 Euro.',
      type: 'fund',
      delivery: 'digital',
      categoryId: config.CATEGORY_FUND,
      cost: 1,
      stock: null,
      stockLeft: null,
      sponsor: null,
      imageUrl: '/rewards/tafel.svg',
      fundGoal: 5000,
      position: 13,
    },
    {
      title: 'Saison-Skipass Silvretta Montafon',
      description: 'Nur für Abonnentinnen und Abonnenten.',
      details: 'Ein Saisonpass Silvretta Montafon. Die Verlosung endet in drei Wochen.',
      type: 'raffle',
      delivery: 'delivery',
      categoryId: config.CATEGORY_RAFFLE,
      cost: 50,
      stock: null,
      stockLeft: null,
      sponsor: 'Montafon',
      imageUrl: '/rewards/skipass.svg',
      exclusive: true,
      endsAt: at(21),
      position: 14,
    },
    {
      title: 'Konzertkarten im Festspielhaus',
      description: 'Zwei Karten für das Symphonieorchester, nur für Abonnentinnen und Abonnenten.',
      details: 'Die Karten kommen per E-Mail.',
      type: 'buy',
      delivery: 'digital',
      categoryId: featured,
      cost: 250,
      stock: 20,
      stockLeft: 20,
      sponsor: 'Symphonieorchester Vorarlberg',
      imageUrl: '/rewards/konzert.svg',
      exclusive: true,
      position: 15,
    },
    ...adventDoors(config, doors, [todayDoor.number, yesterdayDoor.number]),
    ...halloweenRaffles(config, calendars.halloween),
  ];
}

export const demoRedirects = [
  { path: '/me', target: '/me/overview', permanent: false },
  { path: '/me/shop', target: '/me/rewards', permanent: true },
  { path: '/praemien', target: '/me/rewards', permanent: true },
];

/** The prizes behind the demo calendar's other doors: every third a coupon to buy, the rest raffles. */
const DOOR_PRIZES = [
  'Lebkuchenherz vom Christkindlmarkt',
  'Glühwein für zwei',
  'Eintritt ins Eislaufstadion',
  'Christbaumkugeln aus Glas',
  'Schokolade aus Bludenz',
  'Rodelnachmittag am Bödele',
  'Kekse aus der Backstube',
  'Kerzen aus Bienenwachs',
  'Thermosflasche «Ländle»',
  'Hörbuch für lange Abende',
  'Fondue-Abend für vier',
  'Wollmütze mit Bommel',
  'Kalender fürs neue Jahr',
  'Puzzle «Bodensee»',
  'Punsch am Marktplatz',
  'Bratäpfel-Set',
  'Skitag in Damüls',
  'Tee-Sammlung',
  'Krippenfiguren aus Holz',
  'Adventskranz',
  'Stadtführung im Schnee',
  'Brettspiel für die Feiertage',
];

/** The doors of the demo Advent calendar besides today's and yesterday's (those are in the catalogue above). */
function adventDoors(config: Config, doors: CalendarDay[], taken: number[]): (typeof rewards.$inferInsert)[] {
  let prize = 0;
  return doors
    .filter((d) => !taken.includes(d.number))
    .map((d) => {
      const title = `Advent-Türchen ${d.number}: ${DOOR_PRIZES[prize++ % DOOR_PRIZES.length]}`;
      const base = {
        title,
        description: `Hinter Türchen ${d.number} des Adventskalenders.`,
        details: 'Jedes Türchen ist nur an seinem Tag offen.',
        imageUrl: '/rewards/advent.svg',
        specialSlug: 'adventskalender',
        sponsor: null,
        startsAt: d.opensAt,
        endsAt: d.closesAt,
        position: 100 + d.number,
      };
      return d.number % 3 === 0
        ? {
            ...base,
            type: 'buy',
            delivery: 'coupon',
            categoryId: config.CATEGORY_SPECIAL,
            cost: 20,
            stock: 50,
            stockLeft: 50,
            validDays: 14,
            redeemLimit: 1,
            redeemLimitPeriod: 'daily',
          }
        : {
            ...base,
            type: 'raffle',
            delivery: 'pickup',
            categoryId: config.CATEGORY_SPECIAL_RAFFLE,
            cost: 5,
            stock: null,
            stockLeft: null,
            participationLimit: 10,
          };
    });
}

const HALLOWEEN_PRIZES = [
  'Kürbis vom Biohof',
  'Kinoabend «Gruselnacht»',
  'Maskenball-Tickets',
  'Hexenbesen-Kekse',
  'Laterne aus Kürbis',
  'Gruselbuch für Kinder',
  'Nebelwanderung mit Führung',
  'Süßes-Paket',
  'Kostüm-Gutschein',
  'Fledermaus-Tasse',
  'Geisterbahn-Fahrt',
  'Schauerroman-Hörbuch',
  'Halloween-Party für zwei',
];

/** Halloween's 13 daily raffles, each running its day only. */
function halloweenRaffles(config: Config, schedule: { startsAt: Date; endsAt: Date }): (typeof rewards.$inferInsert)[] {
  return calendarDays(schedule.startsAt, schedule.endsAt, config.TIMEZONE).map((d) => ({
    title: `Halloween: ${HALLOWEEN_PRIZES[d.number - 1]}`,
    description: 'Die Verlosung des Tages, nur heute bis Mitternacht.',
    details: 'Jeden Tag von 19. bis 31. Oktober eine neue Verlosung. Jedes Los erhöht deine Chance.',
    type: 'raffle',
    delivery: 'digital',
    categoryId: config.CATEGORY_SPECIAL_RAFFLE,
    cost: 5,
    stock: null,
    stockLeft: null,
    sponsor: null,
    imageUrl: '/rewards/halloween.svg',
    specialSlug: 'halloween',
    participationLimit: 20,
    winners: 1,
    startsAt: d.opensAt,
    endsAt: d.closesAt,
    position: 200 + d.number,
  }));
}
