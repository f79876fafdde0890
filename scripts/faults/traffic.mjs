// The requests of npm run faults and npm run soak, through the production servers' public API:
// members made and credited by the host, coupon rewards of the run's own, spends (reserve +
// confirm, each with its Idempotency-Key), host events (each with its key), member reads. Every
// answer — or its absence — goes into a journal, so that unanswered keys can be sent again and the
// database checked against what was answered (docs/reliability.md, "Faults").
import { drive } from '../bench/events.mjs';
import { jsonClient } from '../bench/json-client.mjs';
import { outcomeOf } from './report.mjs';

export const CREDIT = 100_000;

const memberQuery = (m) => `collector_token=${encodeURIComponent(m.token)}&hash=${m.hash}&token=${encodeURIComponent(m.ssoToken)}`;

/** One client per server; `via(i)` is server i's when it is up, else the other's (a load balancer's failover). */
export function clients(cluster, connections) {
  const list = cluster.servers.map(() => null);
  const clientOf = (i) => {
    const s = cluster.servers[i];
    if (!list[i] || list[i].origin !== s.origin || list[i].pid !== s.pid) {
      list[i]?.close();
      list[i] = { ...jsonClient(s.origin, connections), origin: s.origin, pid: s.pid };
    }
    return list[i];
  };
  return {
    via: (i) => clientOf(cluster.servers[i % 2].alive ? i % 2 : (i + 1) % 2),
    close: () => list.forEach((c) => c?.close()),
  };
}

/** `send` timed: {status, json, ms} or {status: null, error, ms} when no answer came. */
export async function timed(send) {
  const t0 = performance.now();
  try {
    const res = await send();
    return { status: res.status, json: res.json, ms: performance.now() - t0 };
  } catch (err) {
    return { status: null, error: err.message, ms: performance.now() - t0 };
  }
}

/** `n` identified members through the host API, each credited CREDIT Räppli. */
export async function makeMembers(http, apiKey, tag, n) {
  const host = (path, body) => http.via(0).send('POST', path, { authorization: `Bearer ${apiKey}` }, body);
  const people = [];
  const made = await drive({
    connections: 10,
    count: n,
    send: async (i) => {
      const res = await host('/api/host/collectors', { user: { id: `${tag}-${i}` } });
      if (res.status !== 201) throw new Error(`POST /api/host/collectors → ${res.status} ${res.text.slice(0, 200)}`);
      people[i] = { token: res.json.collector_token, hash: res.json.hash, ssoToken: res.json.token };
      const credit = await host('/api/host/adjustments', {
        collector_token: people[i].token,
        amount: CREDIT,
        reason: 'Fault-Guthaben',
        idempotency_key: `${tag}-credit-${i}`,
      });
      if (credit.status !== 200) throw new Error(`POST /api/host/adjustments → ${credit.status} ${credit.text.slice(0, 200)}`);
    },
  });
  if (made.errors.length) throw made.errors[0];
  return people;
}

/** `count` coupon rewards (cost 1…count, large stock) of the run's own; their ids. */
export async function makeRewards(pool, tag, count) {
  const { rows } = await pool.query(
    `insert into rewards (title, description, type, delivery, category_id, cost, stock, stock_left, position)
     select $3 || ' ' || n, 'Für den Fault-Lauf.', 'buy', 'coupon', 1, n, $1, $1, 2000 + n from generate_series(1, $2::int) n returning id`,
    [10_000_000, count, `Fault-Prämie ${tag}`],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * The operations of a run over `people` and `rewardIds`; each records into `journal`. Spend i is
 * member i mod M buying a reward that member i + M never buys at the same time.
 */
export function operations({ http, apiKey, tag, people, rewardIds, journal }) {
  const M = people.length;
  const rewardOf = (i) => rewardIds[(i + Math.floor(i / M)) % rewardIds.length];

  async function reserve(s, attempt) {
    const m = people[s.m];
    return timed(() => http.via(attempt).send('POST', `/api/rewards/${s.reward}/reserve?${memberQuery(m)}`, { 'idempotency-key': s.rk }, {}));
  }
  async function confirm(s, attempt) {
    const m = people[s.m];
    return timed(() => http.via(attempt).send('POST', `/api/reservations/${s.reservationId}/confirm?${memberQuery(m)}`, { 'idempotency-key': s.ck }));
  }
  /** Reserve, then confirm; stops at the first answer that is not a success. */
  async function runSpend(s, attempt) {
    if (!s.reservationId) {
      const r = await reserve(s, attempt);
      s.answers.push(r.status);
      s.latencies.push(r.ms);
      if (r.status !== 201) s.codes.push(r.json?.error?.code ?? r.error ?? r.status);
      if (r.status !== 201) return r;
      s.reservationId = r.json.reservation_id;
    }
    const c = await confirm(s, attempt);
    s.answers.push(c.status);
    s.latencies.push(c.ms);
    if (c.status === 200) s.orderId = c.json.order_id;
    else s.codes.push(c.json?.error?.code ?? c.error ?? c.status);
    return c;
  }
  async function runEvent(e, attempt) {
    const body = { collector_token: people[e.m].token, step: 'benchEvent', data: { article_id: e.key }, idempotency_key: e.key };
    const r = await timed(() => http.via(attempt).send('POST', '/api/host/events', { authorization: `Bearer ${apiKey}` }, body));
    e.answers.push(r.status);
    e.latencies.push(r.ms);
    if (r.status === 200) e.awarded = r.json.awarded;
    return r;
  }

  return {
    /** Spend i: its outcome in the run ('ok', 'refused', 'unavailable', 'failed', 'lost'). */
    async spend(i) {
      const s = {
        i,
        m: i % M,
        reward: rewardOf(i),
        rk: `${tag}:r${i}`,
        ck: `${tag}:c${i}`,
        reservationId: null,
        orderId: null,
        answers: [],
        codes: [],
        latencies: [],
        retried: false,
      };
      journal.spends.push(s);
      const r = await runSpend(s, i);
      s.outcome = outcomeOf(r.status);
      s.answeredOk = s.outcome === 'ok';
      return r;
    },
    async event(i) {
      const e = { i, m: i % M, key: `${tag}:e${i}`, awarded: null, answers: [], latencies: [], retried: false };
      journal.events.push(e);
      const r = await runEvent(e, i);
      e.outcome = outcomeOf(r.status);
      e.answeredOk = e.outcome === 'ok';
      return r;
    },
    /** A member read: the session, the statement, the catalogue or a reward's detail. */
    async read(i) {
      const m = people[i % M];
      const q = `collector_token=${encodeURIComponent(m.token)}`;
      const paths = [
        `/api/me?${q}`,
        `/api/me/activities?${q}`,
        `/api/rewards?${q}`,
        `/api/rewards/${rewardIds[i % rewardIds.length]}?${q}`,
        `/api/me/rewards?${q}`,
      ];
      const r = await timed(() => http.via(i).send('GET', paths[i % paths.length]));
      journal.reads.push({ status: r.status, ms: r.ms });
      return r;
    },
    /**
     * Every spend and event without a success is sent again with its keys (up to `attempts`
     * times, a second apart): a retry of an answered-but-lost key must replay, not pay twice.
     */
    async retryUnanswered(attempts = 5) {
      const pending = () => [
        ...journal.spends.filter((s) => !s.orderId && s.outcome !== 'refused'),
        ...journal.events.filter((e) => e.awarded === null && e.outcome !== 'refused'),
      ];
      for (let a = 1; a <= attempts && pending().length; a++) {
        if (a > 1) await new Promise((r) => setTimeout(r, 1000));
        await Promise.all(
          pending().map(async (op) => {
            op.retried = true;
            const r = 'rk' in op ? await runSpend(op, op.i + a) : await runEvent(op, op.i + a);
            if (outcomeOf(r.status) === 'refused') op.outcome = 'refused';
          }),
        );
      }
      return pending().length;
    },
  };
}

export const newJournal = () => ({ spends: [], events: [], reads: [] });
