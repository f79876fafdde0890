'use client';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ConsoleOrder } from '@/lib/contracts/console';
import { DELIVERY_TYPES } from '@/lib/domain/reward-states';
import { consoleOrdersPath, moveConsoleOrder, useConsoleOrders } from '@/lib/client/console-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import button from '@/components/ui/button.module.css';
import styles from './console.module.css';

const STATES = ['waiting', 'active', 'done', 'canceled'] as const;
type Event = 'activate' | 'complete' | 'cancel';

/** What an operator can do with an order now (the server decides in the end: INVALID_TRANSITION). */
function actionsFor(o: ConsoleOrder): Event[] {
  if (o.state === 'done' || o.state === 'canceled') return [];
  // A ticket before or after the draw is nobody's parcel; a won prize is.
  if (o.raffle_state && o.raffle_state !== 'won') return o.raffle_state === 'pending' ? ['cancel'] : [];
  // A prize goes out once its winner has claimed it, giving the address or name it needs.
  if (o.raffle_state === 'won' && !o.prize?.claimed_at) return ['cancel'];
  // Coupons and passes are used by the member; donations cannot be taken back.
  if ((o.reward.delivery === 'coupon' || o.reward.delivery === 'custom') && !o.raffle_state) return o.state === 'waiting' ? ['cancel'] : [];
  if (o.reward.type === 'fund') return [];
  if (o.reward.delivery === 'pickup') return o.state === 'waiting' ? ['activate', 'cancel'] : ['complete', 'cancel'];
  return ['complete', 'cancel'];
}

const addressLine = (c: Record<string, unknown>) => {
  const a = (c.address ?? null) as Record<string, string | undefined> | null;
  if (!a) return null;
  return [
    [a.salutation, a.firstname, a.lastname].filter(Boolean).join(' '),
    [a.street, a.street_nr].filter(Boolean).join(' '),
    [a.postcode, a.city].filter(Boolean).join(' '),
    a.country,
  ]
    .filter(Boolean)
    .join(', ');
};

/** /console/orders (operators): the queue by state and delivery, actions per order, the shipping list. */
export function OrdersPage() {
  const t = useTranslations('console.orders');
  const common = useTranslations('console');
  const deliveries = useTranslations('console.deliveries');
  const errorText = useApiErrorText();
  const [filter, setFilter] = useState<{ state?: string; delivery?: string }>({ state: 'waiting' });
  const [offset, setOffset] = useState(0);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const list = useConsoleOrders(filter, offset);
  const date = new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium' });

  const act = async (o: ConsoleOrder, event: Event) => {
    if (event === 'cancel' && !window.confirm(t('cancelConfirm', { id: o.id }))) return;
    setBusy(o.id);
    setNotice(null);
    try {
      const result = await moveConsoleOrder(o.id, event);
      setNotice({ tone: 'ok', text: t('moved', { id: o.id, state: t(`states.${result.order.state}`) }) });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    }
    // Read the list again either way: a refusal (409) mostly means a colleague moved the order meanwhile,
    // so this list is stale too. The notice stays; a failed read shows as the list's own error.
    try {
      await list.mutate();
    } catch {
      // SWR keeps the error on the list.
    } finally {
      setBusy(null);
    }
  };
  const label = (o: ConsoleOrder, e: Event) =>
    e === 'complete'
      ? o.reward.delivery === 'pickup'
        ? t('actions.completePickup')
        : o.reward.delivery === 'delivery' || o.reward.delivery === 'digital'
          ? t('actions.completeShipped')
          : t('actions.complete')
      : t(`actions.${e}`);
  const pick = (key: 'state' | 'delivery', value: string) => {
    setFilter({ ...filter, [key]: value || undefined });
    setOffset(0);
  };

  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <a
          className={`${button.button} ${button.secondary} ${styles.inlineButton}`}
          href={`/api/console/orders.csv${consoleOrdersPath(filter).slice('/orders'.length)}`}
          download
        >
          {t('csv')}
        </a>
      </div>
      <section className={styles.card}>
        <div className={styles.toolbar}>
          <label className={styles.field}>
            <span className={styles.label}>{t('state')}</span>
            <select className={styles.select} value={filter.state ?? ''} onChange={(e) => pick('state', e.target.value)}>
              <option value="">{t('all')}</option>
              {STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`states.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t('delivery')}</span>
            <select className={styles.select} value={filter.delivery ?? ''} onChange={(e) => pick('delivery', e.target.value)}>
              <option value="">{t('all')}</option>
              {DELIVERY_TYPES.map((d) => (
                <option key={d} value={d}>
                  {deliveries(d)}
                </option>
              ))}
            </select>
          </label>
          {list.data ? <span className={styles.muted}>{t('count', { total: list.data.total })}</span> : null}
        </div>
        {notice ? (
          <p className={styles.notice} data-tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="orders-notice">
            {notice.text}
          </p>
        ) : null}
        {!list.data ? (
          <p className={styles.muted}>{list.error ? common('loadFailed') : common('loading')}</p>
        ) : list.data.items.length === 0 ? (
          <p className={styles.muted}>{t('empty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="console-orders">
              <thead>
                <tr>
                  <th scope="col">{t('columns.order')}</th>
                  <th scope="col">{t('columns.date')}</th>
                  <th scope="col">{t('columns.reward')}</th>
                  <th scope="col">{t('columns.member')}</th>
                  <th scope="col">{t('columns.contact')}</th>
                  <th scope="col">{t('columns.state')}</th>
                  <th scope="col">{t('columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((o) => (
                  <tr key={o.id} data-order-id={o.id}>
                    <td>{o.id}</td>
                    <td>{date.format(new Date(o.created_at))}</td>
                    <td>
                      {o.reward.title}
                      <br />
                      <span className={styles.hint}>
                        {o.raffle_state === 'won'
                          ? o.prize?.claimed_at
                            ? t('prize')
                            : t('prizeUnclaimed')
                          : o.raffle_state
                            ? t(`raffleStates.${o.raffle_state as 'pending' | 'lost' | 'expired' | 'canceled'}`)
                            : deliveries(o.reward.delivery)}{' '}
                        · {o.raffle_state ? t('tickets', { units: o.units }) : t('units', { units: o.units })}
                      </span>
                    </td>
                    <td>
                      <Link href={`/console/members/${encodeURIComponent(o.member.collector_token)}`}>{o.member.support_token}</Link>
                      {o.member.username ? (
                        <>
                          <br />
                          <span className={styles.hint}>{o.member.username}</span>
                        </>
                      ) : null}
                    </td>
                    <td className={styles.hint}>
                      {addressLine(o.contact)}
                      {typeof o.contact.email === 'string' ? <div>{o.contact.email}</div> : null}
                    </td>
                    <td>
                      <span className={styles.chip}>{t(`states.${o.state}`)}</span>
                    </td>
                    <td>
                      <span className={styles.chips}>
                        {actionsFor(o).map((e) => (
                          <button key={e} type="button" className={styles.rowButton} disabled={busy === o.id} onClick={() => void act(o, e)}>
                            {label(o, e)}
                          </button>
                        ))}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {list.data && list.data.total > 50 ? (
          <div className={styles.actions}>
            <button
              type="button"
              className={`${button.button} ${button.secondary}`}
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - 50))}
            >
              {common('rewards.previous')}
            </button>
            <button
              type="button"
              className={`${button.button} ${button.secondary}`}
              disabled={offset + 50 >= list.data.total}
              onClick={() => setOffset(offset + 50)}
            >
              {common('rewards.next')}
            </button>
          </div>
        ) : null}
      </section>
    </>
  );
}
