import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { Db } from './client';
import { faqSections, posts, rewards, type FaqItem, type PostLink } from './schema';

// The demo posts and FAQ (docs/posts-faq.md, Demo data): three published posts about the
// programme and the region, and a FAQ of five sections. Each is added once, when its table is new.

const DAY_MS = 24 * 3600 * 1000;

const VORSAETZE = `Ein neues Jahr, neue Vorsätze – und mit Räppli wird aus jedem guten Vorsatz ein kleiner Gewinn.

## So sammelst du Räppli

- **Lesen:** Für jeden Artikel, den du liest, bekommst du Räppli – bis zu zwanzig Artikel am Tag zählen.
- **Spielen:** Dreh einmal am Tag am [Glücksrad](/me/challenges) und beantworte die Fragen im Quiz.
- **Dranbleiben:** Wer an sieben Tagen in Folge vorbeischaut, bekommt ein Abzeichen.

## Unser Tipp für die Woche der Vorsätze

Nimm dir jeden Tag *ein* kleines Ziel vor: morgens die Nachrichten aus deiner Gemeinde lesen, mittags das Quiz, abends ein Blick in den Prämienshop. So kommen in einer Woche schnell ein paar hundert Räppli zusammen.

> Tipp: Deine Räppli verfallen erst nach zwölf Monaten. Du musst also nichts überstürzen.

Alle Fragen zum Sammeln beantworten wir in den [häufigen Fragen](/me/faq#wie-sammle-ich-raeppli).`;

const BODENSEE = `Zwei Nächte für zwei Personen im Hotel Seeblick in Bregenz, mit Frühstück und Blick auf den See: Das ist die neue Verlosung im Prämienshop.

## So machst du mit

1. Öffne die Verlosung «Wochenende am Bodensee».
2. Wähle, wie viele Lose du nimmst – ein Los kostet 20 Räppli.
3. Bestätige, und schon bist du dabei.

Jedes Los erhöht deine Chance. Gezogen wird nach dem Ende der Verlosung, und zwar **nachprüfbar**: Im Prüfprotokoll kannst du die Ziehung selbst nachrechnen.

## Was dich am See erwartet

Der Pfänder mit seiner Bahn, die Seebühne der Festspiele, der Hafen von Lindau gleich nebenan – und abends ein Spaziergang auf der Promenade. Wir drücken dir die Daumen!`;

const TAFEL = `Danke! In den letzten Wochen habt ihr schon über 500 Räppli an die **Tafel Vorarlberg** gespendet. Für jedes Räppli, das du spendest, geben wir 10 Cent an die Tafel – bis jetzt also mehr als 50 Euro.

## Wohin deine Räppli gehen

Die Tafel sammelt Lebensmittel, die sonst weggeworfen würden, und gibt sie an Menschen weiter, die wenig haben. Das Geld hilft ihr, die Lebensmittel abzuholen, kühl zu lagern und zu verteilen.

## So geht es weiter

Gemeinsam wollen wir 5.000 Räppli sammeln, also 500 Euro für die Tafel.

- Die Spenden gehen an die Ausgabestellen in Bregenz, Dornbirn, Feldkirch und Bludenz.
- Jede Spende zählt, auch ein einziges Räppli.
- Wie weit wir schon sind, siehst du jederzeit bei der Spende im Prämienshop.

Mehr über die Arbeit der Tafel liest du auf [ihrer Website](https://www.example.org/tafel-vorarlberg).`;

export async function demoPosts(tx: Db, now: Date): Promise<(typeof posts.$inferInsert)[]> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const rewardLink = async (title: string): Promise<PostLink[]> => {
    const [r] = await tx.select({ id: rewards.id }).from(rewards).where(eq(rewards.title, title));
    return r ? [{ kind: 'reward', id: r.id }] : [];
  };
  return [
    // First, so it is post 1: the resolutions special's `posts` block names it (seed-data.ts).
    {
      title: 'Gute Vorsätze mit Räppli',
      teaser: 'Lesen, spielen, dranbleiben: So wird aus jedem guten Vorsatz ein paar Räppli mehr.',
      imageUrl: '/posts/vorsaetze.svg',
      body: VORSAETZE,
      publishAt: at(9),
      links: [{ kind: 'special', slug: 'neujahrsvorsaetze' }] as PostLink[],
    },
    {
      title: 'Neu im Shop: ein Wochenende am Bodensee',
      teaser: 'Zwei Nächte für zwei im Hotel Seeblick in Bregenz. Jedes Los erhöht deine Chance.',
      imageUrl: '/posts/bodensee.svg',
      body: BODENSEE,
      publishAt: at(4),
      links: await rewardLink('Wochenende am Bodensee'),
    },
    {
      title: 'Danke für eure Spenden an die Tafel',
      teaser: 'Schon über 500 Räppli, also mehr als 50 Euro für die Tafel. So geht es weiter.',
      imageUrl: '/posts/tafel.svg',
      body: TAFEL,
      publishAt: at(1),
      links: await rewardLink('Tafel Vorarlberg'),
    },
  ].map((p) => ({ ...p, published: true }));
}

const item = (slug: string, question: string, answer: string): FaqItem => ({ slug, question, answer });

export const demoFaq: (typeof faqSections.$inferInsert)[] = [
  {
    title: 'Räppli sammeln',
    position: 1,
    items: [
      item(
        'was-sind-raeppli',
        'Was sind Räppli?',
        'Räppli sind unsere Treuepunkte. Du sammelst sie, wenn du auf unserer Nachrichtenseite aktiv bist, und löst sie im [Prämienshop](/me/rewards) gegen Prämien, Lose für Verlosungen oder Spenden ein.',
      ),
      item(
        'wie-sammle-ich-raeppli',
        'Wie sammle ich Räppli?',
        'Zum Beispiel so:\n\n- **Artikel lesen** – jeder gelesene Artikel bringt Räppli.\n- **Täglich vorbeischauen** – für deinen ersten Besuch am Tag.\n- **Spielen** – einmal am Tag das [Glücksrad](/me/challenges) drehen und Quiz beantworten.\n- **Gutscheine einlösen** – aus Aktionen und von unseren Partnern.\n\nWas du wofür bekommen hast, steht in deiner [Übersicht](/me/overview) unter «Dein Räppli-Auszug».',
      ),
      item(
        'gibt-es-eine-grenze',
        'Kann ich unbegrenzt Räppli sammeln?',
        'Für manche Aktivitäten gibt es eine Grenze pro Tag oder Woche, damit es fair bleibt – zum Beispiel zählen höchstens zwanzig gelesene Artikel am Tag. Deine gesamten Räppli sind nicht begrenzt.',
      ),
      item(
        'verfallen-raeppli',
        'Verfallen meine Räppli?',
        'Ja, nach **zwölf Monaten**. Wann die nächsten Räppli verfallen, siehst du in deiner Übersicht beim Kontostand. Beim Einlösen werden immer die ältesten Räppli zuerst verwendet.',
      ),
    ],
  },
  {
    title: 'Prämien',
    position: 2,
    items: [
      item(
        'praemie-einloesen',
        'Wie löse ich eine Prämie ein?',
        'Öffne die Prämie im [Prämienshop](/me/rewards), tippe auf «Einlösen» und bestätige. Je nach Prämie fragen wir nach deiner E-Mail-Adresse oder deiner Lieferadresse. Dafür musst du angemeldet sein.',
      ),
      item(
        'wann-kommt-meine-praemie',
        'Wann kommt meine Prämie?',
        'Digitale Prämien kommen per E-Mail, meist innerhalb eines Tages. Prämien per Post sind in der Regel innerhalb von zwei Wochen bei dir. Den Stand siehst du jederzeit unter [Meine Prämien](/me/profile/rewards).',
      ),
      item(
        'praemie-stornieren',
        'Kann ich eine Prämie zurückgeben?',
        'Solange eine Prämie noch nicht verschickt oder abgeholt ist, kannst du sie unter «Meine Prämien» stornieren. Deine Räppli bekommst du dann zurück.',
      ),
    ],
  },
  {
    title: 'Verlosungen',
    position: 3,
    items: [
      item(
        'wie-funktionieren-verlosungen',
        'Wie funktionieren Verlosungen?',
        'Bei einer Verlosung tauschst du Räppli gegen Lose. Nach dem Ende der Verlosung ziehen wir die Gewinnerinnen und Gewinner. **Je mehr Lose du hast, desto größer ist deine Chance.**',
      ),
      item(
        'ist-die-ziehung-fair',
        'Ist die Ziehung fair?',
        'Ja. Jede Ziehung ist nachprüfbar: Im Prüfprotokoll einer Verlosung stehen alle Lose und der Startwert der Ziehung, und du kannst die Ziehung in deinem Browser selbst nachrechnen.',
      ),
      item(
        'gewonnen-was-nun',
        'Ich habe gewonnen – was nun?',
        'Gratulation! Du findest deinen Gewinn unter [Meine Prämien](/me/profile/rewards) im Reiter «Verlosungen». Fordere den Preis dort **innerhalb eines Monats** an und gib an, wohin wir ihn schicken sollen.',
      ),
    ],
  },
  {
    title: 'Gutscheine',
    position: 4,
    items: [
      item(
        'gutschein-einloesen',
        'Wie löse ich einen Gutschein ein?',
        'Scanne den QR-Code auf dem Gutschein mit deiner Kamera oder tippe den Code ein. Der Gutschein bringt dir Räppli oder eine Prämie. Gutscheine können nur angemeldete Mitglieder einlösen.',
      ),
      item(
        'gutschein-ungueltig',
        'Mein Gutschein funktioniert nicht. Warum?',
        'Ein Gutschein gilt nur in seinem Zeitraum und meist nur einmal. Prüfe, ob du den Code richtig eingegeben hast. Pro Tag kannst du höchstens fünf Gutscheine einlösen.',
      ),
    ],
  },
  {
    title: 'Konto und Datenschutz',
    position: 5,
    items: [
      item(
        'warum-anmelden',
        'Warum soll ich mich anmelden?',
        'Auch ohne Anmeldung sammelst du Räppli. Um Prämien einzulösen, an Verlosungen teilzunehmen, am Glücksrad zu drehen und Freunde hinzuzufügen, brauchst du aber ein Konto.',
      ),
      item(
        'welche-daten',
        'Welche Daten speichert ihr über mich?',
        'Wir speichern, wofür du Räppli bekommen und eingelöst hast, und die Angaben aus deinem [Profil](/me/profile). Deine Adresse verwenden wir nur, um dir Prämien zu schicken. Auf Wunsch bekommst du eine Kopie aller Daten oder wir löschen deine persönlichen Daten.',
      ),
      item(
        'austreten',
        'Wie trete ich aus dem Räppli-Programm aus?',
        'Ganz unten in deiner [Übersicht](/me/overview) findest du «Aus dem Räppli-Programm austreten». Dein Konto bleibt bestehen, du sammelst aber keine Räppli mehr, und deine bisherigen Räppli kannst du nicht mehr einlösen. Möchtest du zurück, tippe in der Übersicht auf «Wieder mitmachen»: Dann sammelst du wieder, mit deinen bisherigen Räppli.',
      ),
    ],
  },
].map((s) => ({ ...s, published: true }));

const isEmpty = async (tx: Db, table: typeof posts | typeof faqSections) => Number((await tx.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

export async function seedPostsAndFaq(tx: Db, now: Date) {
  if (await isEmpty(tx, posts)) for (const p of await demoPosts(tx, now)) await tx.insert(posts).values(p);
  if (await isEmpty(tx, faqSections)) await tx.insert(faqSections).values(demoFaq);
}
