// The audit crawl's visit (e2e/audit-crawl.spec.ts): one load of a page, and on it every check a
// person or a screen reader would notice — axe, the title in the HTML, no session query in the HTML,
// the layout shift while data arrives, no console error, no refusal of the content security policy
// (and every script of the HTML with its nonce), nothing wider than 375, 390, 412 or 600 px,
// and full-page screenshots at 390 and 600 px for a human look (not on CI: TAKE_SHOTS in e2e/helpers.ts). A failed check is a finding
// ("page [visitor] rule: detail"); a part collects them all and fails once with the list.
import { expect, type Page } from '@playwright/test';
import { audit, settled } from './axe';
import { layoutShift, observeLayoutShift, screenLoaded, screenshot, watchConsole } from './helpers';

export type Visit = {
  /** The page as the findings and test-results/axe/audits.jsonl name it (the path pattern). */
  page: string;
  /** Who opens it: none, anonymous, identified, unknown token, staff, … */
  visitor: string;
  url: string;
  /** Before the load (routes to stage); may return what undoes it after the visit. */
  before?: (page: Page) => Promise<(() => Promise<void>) | void>;
  /** What must show before the page is checked: the page's own assertions. */
  ready?: (page: Page) => Promise<void>;
  /** The HTTP status of the document (200 unless told). */
  status?: number;
  /** The document's <title>, as the HTML has it before any JavaScript; else the rule of `titleRule`. */
  title?: string;
  /** The layout shift let through: ≤ this; by default below 0.1 (Web Vitals' «good»); null: not measured. */
  maxShift?: number | null;
  /** Console lines that belong to this page's state (a 404's own document). */
  expectedConsole?: RegExp;
  /** Values that must not be in the HTML (the session query of this visitor and of earlier ones). */
  secrets?: readonly string[];
  /** Screenshot file name (test-results/screenshots/<shot>.png and <shot>-600.png); none for the console. */
  shot?: string;
  /** Audit again at this viewport after the load width (the console at phone width). */
  alsoAt?: { width: number; height: number; state: string };
};

const SHOT_WIDTH = 600;
/** Measured after the load width (390 px, the console 1280 px), by resizing the loaded page. */
const OVERFLOW_WIDTHS = [375, 412, 600] as const;

/** Two frames on: layout is done and its layout-shift entries are reported. */
const frames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** An error on one line (a failed expect's message, its call log cut off), for the list of findings. */
const oneLine = (e: unknown) =>
  (e instanceof Error ? e.message : String(e))
    .split(/call log:/i)[0]!
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 400);

/**
 * The title rule when a visit names none (lib/server/pages/page-metadata.ts): a member page is its
 * heading in the HTML, then «– Räppli»; a kind's popup that heading alone (popup-metadata.ts); the
 * console «Räppli Konsole»; any other page (a widget, a 404) has a title at all.
 */
function titleRule(visit: Visit, heading: string): string | RegExp {
  if (visit.page.startsWith('/console')) return 'Räppli Konsole';
  if ((visit.status ?? 200) !== 200) return /\S/;
  if (/^\/notification\/(?!detail\/)/.test(visit.page)) return heading || '(the heading in the HTML)';
  if (/^\/(me|notification)\//.test(visit.page)) return heading ? `${heading} – Räppli` : /\S – Räppli$/;
  return /\S/;
}

export type Crawler = { findings: string[]; visit: (visit: Visit) => Promise<void>; expectClean: () => void };

/** Starts a part's crawl on `page`: the layout-shift observer and the console watch stay for all its visits. */
export async function crawler(page: Page): Promise<Crawler> {
  await observeLayoutShift(page);
  await watchPolicy(page);
  const problems = watchConsole(page);
  const findings: string[] = [];

  async function visit(v: Visit) {
    const note = (rule: string, detail: string) => findings.push(`${v.page} [${v.visitor}] ${rule}: ${detail}`);
    const size = page.viewportSize() ?? { width: 390, height: 844 };
    const seen = problems.length;
    const undo = await v.before?.(page);
    try {
      const response = await page.goto(v.url);
      const status = response?.status();
      if (status !== (v.status ?? 200)) note('status', `HTTP ${status}, expected ${v.status ?? 200}`);
      const html = (await response?.text().catch(() => '')) ?? '';
      if (!html.includes('</html>')) note('html', 'the document is not complete (no </html>)');

      try {
        await v.ready?.(page);
      } catch (e) {
        note('ready', oneLine(e));
      }
      await settled(page);
      await screenLoaded(page).catch((e) => note('pictures', oneLine(e)));
      await frames(page);

      // Layout shift: everything above has arrived, so this is what the reader saw move.
      const { cls, shifts } = await layoutShift(page);
      const over = v.maxShift === undefined ? cls >= 0.1 : v.maxShift !== null && cls > v.maxShift;
      if (over) note('layout shift', `${cls.toFixed(3)} (${v.maxShift === undefined ? 'below 0.1' : `at most ${v.maxShift}`}): ${JSON.stringify(shifts)}`);

      // The title as the HTML names the page, before any JavaScript (what a no-JS browser shows).
      const { title, heading } = await page.evaluate((markup) => {
        const doc = new DOMParser().parseFromString(markup, 'text/html');
        return { title: doc.title, heading: doc.querySelector('h1')?.textContent?.trim().replace(/\s+/g, ' ') ?? '' };
      }, html);
      const rule = v.title ?? titleRule(v, heading);
      if (typeof rule === 'string' ? title !== rule : !rule.test(title)) note('title', `«${title}», expected «${rule}»`);

      // A cached page is the same for every reader: no reader's session query is in it.
      const leaked = (v.secrets ?? []).filter((s) => html.includes(s));
      if (leaked.length) note('session in HTML', `${leaked.length} of the readers' query values`);
      const query = /collector_token=\w/.exec(html);
      if (query) note('session in HTML', `«${html.slice(query.index - 40, query.index + 40)}»`);

      findings.push(...(await audit(page, v.page, v.visitor)));
      for (const refused of await policyViolations(page)) note('content security policy', refused);
      const policy = response?.headers()['content-security-policy'] ?? '';
      const unsigned = scriptsWithoutNonce(html, /'nonce-([^']+)'/.exec(policy)?.[1]);
      if (unsigned) note('content security policy', `${unsigned} script(s) in the HTML without the response's nonce`);

      await shootAndMeasure(page, v, size.width, note);
      for (const width of OVERFLOW_WIDTHS) {
        await page.setViewportSize({ width, height: size.height });
        await frames(page);
        if (width === SHOT_WIDTH && v.shot) await shootAndMeasure(page, v, width, note);
        else await measure(page, width, note);
      }
      if (v.alsoAt) {
        await page.setViewportSize({ width: v.alsoAt.width, height: v.alsoAt.height });
        await frames(page);
        await measure(page, v.alsoAt.width, note);
        findings.push(...(await audit(page, v.page, v.alsoAt.state)));
      }
    } catch (e) {
      note('visit', oneLine(e));
    } finally {
      await page.setViewportSize(size);
      await undo?.();
    }
    for (const p of problems.slice(seen)) if (!v.expectedConsole?.test(p)) note('console', p);
  }

  return {
    findings,
    visit,
    expectClean: () => expect(findings, `${findings.length} findings\n${findings.join('\n')}`).toEqual([]),
  };
}

/** Every refusal of the page's content security policy (docs/reliability.md, "Content security policy"), in the page and its frames, from the first script on. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { __refused?: string[] };
    w.__refused = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__refused!.push(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
}

/** The refusals since this document loaded. */
const policyViolations = (page: Page) => page.evaluate(() => (window as Window & { __refused?: string[] }).__refused ?? []);

/** How many <script> tags of an HTML page lack `nonce` (none given: every one). */
export function scriptsWithoutNonce(html: string, nonce: string | undefined): number {
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  return tags.filter((tag) => !nonce || !tag.includes(`nonce="${nonce}"`)).length;
}

async function measure(page: Page, width: number, note: (rule: string, detail: string) => void) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) note('overflow', `${scrollWidth} px wide on a ${width} px screen`);
}

/** Every picture loaded, those below the screen too (lazy ones are loaded now): the full page shows them all. */
async function allPictures(page: Page) {
  await page.evaluate(() => [...document.images].filter((img) => img.loading === 'lazy').forEach((img) => (img.loading = 'eager')));
  await expect.poll(() => page.evaluate(() => [...document.images].filter((img) => !img.complete).map((img) => img.src))).toEqual([]);
}

/** A full-page screenshot at this width (test-results/screenshots/<shot>[-600].png), then the overflow measured. */
async function shootAndMeasure(page: Page, v: Visit, width: number, note: (rule: string, detail: string) => void) {
  if (v.shot) {
    await screenLoaded(page).catch(() => undefined);
    await allPictures(page).catch((e) => note('pictures', oneLine(e)));
    await screenshot(page, width === SHOT_WIDTH ? `${v.shot}-${width}` : v.shot);
  }
  await measure(page, width, note);
}
