// The production server for Lighthouse, as a newcomer would start it: PGlite in an empty data
// folder, the demo seed, no error reporting keys. Its demo URLs come from its start-up output.
import { freePort, startNode } from '../bench/processes.mjs';

const HOST = '127.0.0.1';
const DEMO_LINE = /^Demo (anonym|angemeldet):\s+(\S+)/;
// The demo's code every member may redeem once (lib/server/db/seed-vouchers.ts, docs/vouchers.md).
const DEMO_VOUCHER = 'HERB-ST26-ZTNG-2026';

/** Starts `node dist/server.js` with its data in `dataDir`; resolves once both demo URLs are printed. */
export async function startServer(dataDir) {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const demo = {};
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    // Empty, not absent: a DATABASE_URL in .env (which the server loads) cannot switch PGlite off.
    DATABASE_URL: '',
    SEED_DEMO: 'auto',
    SITE_URL: origin,
    FRONTEND_URL: origin,
    BUGSNAG_API_KEY: '',
    SENTRY_DSN: '',
  };
  const ready = (line) => {
    const m = DEMO_LINE.exec(line.trim());
    if (m) demo[m[1] === 'anonym' ? 'anonymous' : 'identified'] = new URL(m[2]);
    return demo.anonymous && demo.identified ? true : undefined;
  };
  const server = await startNode('server', ['--enable-source-maps', 'dist/server.js'], { env, ready });
  return { origin, demo, stop: server.stop };
}

async function getJson(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`GET ${url.pathname} answered ${res.status}`);
  return res.json();
}

/**
 * The ids the pages' placeholders take: a running reward to buy and a drawn raffle from the catalogue, and the
 * identified member's first coupon and pass orders (`docs/api.md` GET /api/rewards, GET /api/me/rewards), the newest post.
 * An id the demo data lacks stays undefined; its page is skipped with a note.
 */
export async function findIds(origin, demo) {
  const token = demo.identified.searchParams.get('collector_token');
  const catalogue = new URL('/api/rewards', origin);
  catalogue.searchParams.set('collector_token', token);
  const { items: rewards } = await getJson(catalogue);
  const reward = rewards.find((r) => r.type === 'buy' && r.state === 'running') ?? rewards[0];
  // A drawn raffle: its audit page shows the most (entries, winners, the check).
  const raffle = rewards.find((r) => r.type === 'raffle' && r.state === 'over') ?? rewards.find((r) => r.type === 'raffle');

  const mine = new URL('/api/me/rewards', origin);
  mine.searchParams.set('collector_token', token);
  mine.searchParams.set('limit', '50');
  const { items: orders } = await getJson(mine);
  const order = (delivery) => orders.find((o) => o.reward.delivery === delivery && !o.raffle_state);
  // The newest published post (GET /api/posts, the same for everyone).
  const { items: posts } = await getJson(new URL('/api/posts', origin));
  // An editor's popup the identified member is shown (GET /api/notifications; its page is /notification/detail/{id}).
  const popups = new URL('/api/notifications', origin);
  popups.searchParams.set('collector_token', token);
  const { items: notes } = await getJson(popups);
  const detail = notes.find((n) => n.kind === 'detail');
  const popup = detail ? /\/notification\/detail\/(\d+)/.exec(detail.href)?.[1] : undefined;
  return {
    reward: reward?.id,
    raffle: raffle?.id,
    coupon: order('coupon')?.id,
    pass: order('custom')?.id,
    post: posts[0]?.id,
    voucher: await redeemDemoVoucher(origin, demo),
    popup,
  };
}

/** The demo's shared voucher code redeemed by the identified member (POST /api/vouchers/redeem; keyed, so a second call answers the same); its id. */
async function redeemDemoVoucher(origin, demo) {
  const url = new URL('/api/vouchers/redeem', origin);
  for (const name of ['collector_token', 'hash', 'token']) url.searchParams.set(name, demo.identified.searchParams.get(name) ?? '');
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'lighthouse-demo-voucher' },
    body: JSON.stringify({ code: DEMO_VOUCHER }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) return undefined;
  return (await res.json()).voucher_id;
}
