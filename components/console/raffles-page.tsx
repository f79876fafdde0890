'use client';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ListState, ListToolbar, Pager, useListQuery } from './list-parts';
import type { ConsoleRaffle } from '@/lib/contracts/console-content';
import { drawConsoleRaffle, useConsoleRaffles } from '@/lib/client/console-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import type { Notice } from './reward-editor';
import styles from './console.module.css';

const number = new Intl.NumberFormat('de-AT');
const time = new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'short' });
/** setTimeout's longest wait (about 24.8 days). */
const MAX_WAIT = 2 ** 31 - 1;

/** Running until its end has passed: then it is due, even before the list is asked again. */
const stateAt = (r: ConsoleRaffle, now: number): ConsoleRaffle['draw_state'] =>
  r.draw_state === 'running' && r.ends_at && Date.parse(r.ends_at) <= now ? 'due' : r.draw_state;

/** The time of the next end among running raffles: the page re-renders then, so "Jetzt ziehen" opens on time. */
function useNowUntilNextEnd(items: ConsoleRaffle[] | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const ends = (items ?? [])
      .filter((r) => r.draw_state === 'running' && r.ends_at)
      .map((r) => Date.parse(r.ends_at!))
      .filter((end) => end > now);
    if (!ends.length) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(MAX_WAIT, Math.min(...ends) - Date.now() + 250));
    return () => clearTimeout(timer);
  }, [items, now]);
  return now;
}

/**
 * /console/raffles: every raffle with its tickets and members, and its draw — "Jetzt ziehen" once it
 * is over (the periodic job would draw it within a minute anyway), and the public audit page.
 */
export function RafflesPage() {
  const t = useTranslations('console.raffles');
  const common = useTranslations('console');
  const errorText = useApiErrorText();
  const query = useListQuery();
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const list = useConsoleRaffles(query.q, query.archived, query.offset);
  const data = list.data;
  const now = useNowUntilNextEnd(data?.items);

  const draw = async (r: ConsoleRaffle) => {
    if (!window.confirm(t('drawConfirm', { title: r.title }))) return;
    setBusy(r.id);
    setNotice(null);
    try {
      const drawn = await drawConsoleRaffle(r.id);
      await list.mutate(data && { ...data, items: data.items.map((x) => (x.id === drawn.id ? drawn : x)) }, { revalidate: false });
      setNotice({ tone: 'ok', text: t('drawn', { title: drawn.title, tickets: drawn.tickets, members: drawn.members }) });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      <section className={styles.card}>
        <ListToolbar query={query} searchLabel={t('search')} archivedLabel={t('archived')} count={data ? t('count', { total: data.total }) : null} />
        {notice ? (
          <p className={styles.notice} data-tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="raffles-notice">
            {notice.text}
          </p>
        ) : null}
        <ListState failed={Boolean(list.error)} items={data?.items} emptyText={t('empty')}>
          <table className={styles.table} data-testid="console-raffles">
            <thead>
              <tr>
                <th scope="col">{t('columns.title')}</th>
                <th scope="col">{t('columns.ends')}</th>
                <th scope="col" className={styles.num}>
                  {t('columns.tickets')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('columns.members')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('columns.winners')}
                </th>
                <th scope="col">{t('columns.state')}</th>
              </tr>
            </thead>
            <tbody>
              {data?.items.map((r) => {
                const state = stateAt(r, now);
                const end = r.ends_at ? time.format(new Date(r.ends_at)) : null;
                return (
                  <tr key={r.id} data-raffle-id={r.id}>
                    <td>
                      <Link href={`/console/rewards/${r.id}`}>{r.title}</Link>
                      {r.status !== 'published' ? (
                        <>
                          <br />
                          <span className={styles.hint}>{common(`status.${r.status}`)}</span>
                        </>
                      ) : null}
                    </td>
                    <td>{end ?? t('noEnd')}</td>
                    <td className={styles.num}>{number.format(r.tickets)}</td>
                    <td className={styles.num}>{number.format(r.members)}</td>
                    <td className={styles.num}>{number.format(r.winners)}</td>
                    <td>
                      <div className={styles.rowActions}>
                        <span className={styles.chip} data-tone={state === 'drawn' ? 'ok' : state === 'due' ? 'warn' : undefined} data-testid="raffle-state">
                          {t(`states.${state}`)}
                        </span>
                        {state === 'drawn' ? null : (
                          <button
                            type="button"
                            className={styles.rowButton}
                            disabled={state !== 'due' || busy !== null}
                            aria-describedby={state === 'running' ? `raffle-${r.id}-running` : undefined}
                            onClick={() => void draw(r)}
                          >
                            {busy === r.id ? t('drawing') : t('draw')}
                          </button>
                        )}
                        {r.status === 'published' ? (
                          <a href={r.audit_path} target="_blank" rel="noopener" aria-label={t('auditLabel', { title: r.title })}>
                            {t('audit')}
                          </a>
                        ) : null}
                        {state === 'drawn' && r.drawn_at ? (
                          <span className={`${styles.hint} ${styles.rowNote}`}>{t('drawnAt', { time: time.format(new Date(r.drawn_at)) })}</span>
                        ) : null}
                        {state === 'running' ? (
                          <span className={`${styles.hint} ${styles.rowNote}`} id={`raffle-${r.id}-running`}>
                            {end ? t('runningUntil', { time: end }) : t('runningOpen')}
                          </span>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ListState>
        <Pager query={query} total={data?.total} previous={t('previous')} next={t('next')} />
      </section>
    </>
  );
}
