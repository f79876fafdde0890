import { useTranslations } from 'next-intl';
import type { RaffleAudit } from '@/lib/contracts/rewards';
import { VerifyDraw } from './verify-draw';
import styles from './audit.module.css';
import detail from '@/components/rewards/detail/detail.module.css';

/** How the draw works and how to check it, in plain words (DRAW_ALGORITHM is in the raw data); then the check itself. */
export function AuditExplainer({ audit }: { audit: RaffleAudit }) {
  const t = useTranslations('audit');
  return (
    <>
      <section className={detail.panel} aria-labelledby="audit-how-title">
        <h2 id="audit-how-title" className={detail.panelTitle}>
          {t('how.title')}
        </h2>
        <p className={detail.text}>{t('how.hash')}</p>
        <p className={detail.text}>{t('how.once')}</p>
        <p className={detail.text}>{t('how.weight')}</p>
        <p className={detail.text}>{t('how.oneWin')}</p>
        <p className={detail.text}>{t('how.pseudonym')}</p>
      </section>
      <section className={detail.panel} aria-labelledby="audit-check-title">
        <h2 id="audit-check-title" className={detail.panelTitle}>
          {t('check.title')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('check.hash')}</li>
          <li>{t('check.draw')}</li>
        </ol>
        <p className={styles.note}>{audit.drawn_at ? t('check.button') : t('check.later')}</p>
        {audit.drawn_at ? <VerifyDraw rewardId={audit.reward_id} /> : null}
      </section>
    </>
  );
}
