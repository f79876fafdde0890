'use client';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useConsoleRewards } from '@/lib/client/console-api';
import button from '@/components/ui/button.module.css';
import { RewardStatus } from './reward-status';
import styles from './console.module.css';

const PAGE = 50;

/** /console/rewards: every reward, raffle and fund, searched by title, 50 at a time. */
export function RewardsList() {
  const t = useTranslations('console.rewards');
  const types = useTranslations('console.types');
  const common = useTranslations('console');
  const [q, setQ] = useState('');
  const [archived, setArchived] = useState(false);
  const [offset, setOffset] = useState(0);
  const list = useConsoleRewards(q, archived, offset);
  const data = list.data;
  const number = new Intl.NumberFormat('de-AT');

  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <Link href="/console/rewards/new" className={`${button.button} ${styles.inlineButton}`}>
          {t('new')}
        </Link>
      </div>
      <section className={styles.card}>
        <div className={styles.toolbar}>
          <input
            className={`${styles.input} ${styles.search}`}
            type="search"
            aria-label={t('search')}
            placeholder={t('search')}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setOffset(0);
            }}
          />
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={archived}
              onChange={(e) => {
                setArchived(e.target.checked);
                setOffset(0);
              }}
            />
            {t('archived')}
          </label>
          {data ? <span className={styles.muted}>{t('count', { total: data.total })}</span> : null}
        </div>
        {list.error ? (
          <p className={styles.notice} data-tone="error" role="alert">
            {common('loadFailed')}
          </p>
        ) : !data ? (
          <p className={styles.muted}>{common('loading')}</p>
        ) : data.items.length === 0 ? (
          <p className={styles.muted}>{t('empty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="console-rewards">
              <thead>
                <tr>
                  <th scope="col">{t('columns.title')}</th>
                  <th scope="col">{t('columns.type')}</th>
                  <th scope="col" className={styles.num}>
                    {t('columns.cost')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('columns.stock')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('columns.orders')}
                  </th>
                  <th scope="col">{t('columns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((r) => (
                  <tr key={r.id}>
                    <td>
                      <Link href={`/console/rewards/${r.id}`}>{r.live.title}</Link>
                    </td>
                    <td>{types(r.live.type)}</td>
                    <td className={styles.num}>{number.format(r.live.cost)}</td>
                    <td className={styles.num}>{r.live.stock === null ? t('unlimited') : t('stockLeft', { left: r.stock_left ?? 0, stock: r.live.stock })}</td>
                    <td className={styles.num}>{number.format(r.orders)}</td>
                    <td>
                      <RewardStatus reward={r} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && data.total > PAGE ? (
          <div className={styles.actions}>
            <button type="button" className={`${button.button} ${button.secondary}`} disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
              {t('previous')}
            </button>
            <button type="button" className={`${button.button} ${button.secondary}`} disabled={offset + PAGE >= data.total} onClick={() => setOffset(offset + PAGE)}>
              {t('next')}
            </button>
          </div>
        ) : null}
      </section>
    </>
  );
}
