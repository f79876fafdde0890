import { useTranslations } from 'next-intl';
import type { RaffleAudit } from '@/lib/contracts/rewards';
import { MineMark } from './my-entries';
import styles from './audit.module.css';
import detail from '@/components/rewards/detail/detail.module.css';

/** More rows than this stay in the raw data: the page is HTML for every reader. */
const SHOWN_ENTRIES = 500;

type Props = { audit: RaffleAudit; oldestEntry: number | null };

/** The winners round by round (round 1 is the JSON's round 0). */
export function AuditWinners({ audit, oldestEntry }: Props) {
  const t = useTranslations('audit.winners');
  if (!audit.result) return null;
  return (
    <section className={detail.panel} aria-labelledby="audit-winners-title" data-testid="audit-winners">
      <h2 id="audit-winners-title" className={detail.panelTitle}>
        {t('title')}
      </h2>
      {audit.result.length === 0 ? (
        <p className={detail.text}>{t('none')}</p>
      ) : (
        <div className={styles.tableBox}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('round')}</th>
                <th scope="col">{t('entry')}</th>
                <th scope="col" className={styles.num}>
                  {t('member')}
                </th>
              </tr>
            </thead>
            <tbody>
              {audit.result.map((w) => (
                <tr key={w.entry}>
                  <td>{w.round + 1}</td>
                  <td>
                    <span className={styles.entryId}>{w.entry}</span>
                    <MineMark rewardId={audit.reward_id} oldestEntry={oldestEntry} entry={w.entry} />
                  </td>
                  <td className={styles.num}>{w.member}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Every entry of the draw: the order id, the member's number in this raffle, the tickets. */
export function AuditEntries({ audit, oldestEntry }: Props) {
  const t = useTranslations('audit.entries');
  const entries = audit.entries;
  const shown = entries?.slice(0, SHOWN_ENTRIES) ?? [];
  return (
    <section className={detail.panel} aria-labelledby="audit-entries-title" data-testid="audit-entries">
      <h2 id="audit-entries-title" className={detail.panelTitle}>
        {t('title')}
      </h2>
      {!entries ? (
        <p className={detail.text}>{t('later')}</p>
      ) : entries.length === 0 ? (
        <p className={detail.text}>{t('none')}</p>
      ) : (
        <div className={styles.tableBox}>
          <table className={styles.table}>
            <caption>
              {t('summary', {
                entries: entries.length,
                tickets: entries.reduce((s, e) => s + e.tickets, 0),
                members: new Set(entries.map((e) => e.member)).size,
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('entry')}</th>
                <th scope="col" className={styles.num}>
                  {t('member')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('tickets')}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((e) => (
                <tr key={e.entry}>
                  <td>
                    <span className={styles.entryId}>{e.entry}</span>
                    <MineMark rewardId={audit.reward_id} oldestEntry={oldestEntry} entry={e.entry} />
                  </td>
                  <td className={styles.num}>{e.member}</td>
                  <td className={styles.num}>{e.tickets}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {entries && entries.length > shown.length ? <p className={styles.note}>{t('truncated', { shown: shown.length, count: entries.length })}</p> : null}
    </section>
  );
}
