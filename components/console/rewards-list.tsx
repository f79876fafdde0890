'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ListState, ListToolbar, Pager, useListQuery } from './list-parts';
import { useConsoleRewards } from '@/lib/client/console-api';
import button from '@/components/ui/button.module.css';
import { RewardStatus } from './reward-status';
import styles from './console.module.css';

/** /console/rewards: every reward, raffle and fund, searched by title, 50 at a time. */
export function RewardsList() {
  const t = useTranslations('console.rewards');
  const types = useTranslations('console.types');
  const query = useListQuery();
  const list = useConsoleRewards(query.q, query.archived, query.offset);
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
        <ListToolbar query={query} searchLabel={t('search')} archivedLabel={t('archived')} count={data ? t('count', { total: data.total }) : null} />
        <ListState failed={Boolean(list.error)} items={data?.items} emptyText={t('empty')}>
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
              {data?.items.map((r) => (
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
        </ListState>
        <Pager query={query} total={data?.total} previous={t('previous')} next={t('next')} />
      </section>
    </>
  );
}
