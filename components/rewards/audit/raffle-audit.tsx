import { useTranslations } from 'next-intl';
import type { RaffleAudit } from '@/lib/contracts/rewards';
import { MemberLink } from '@/components/session/member-link';
import { AuditEntries, AuditWinners } from './audit-tables';
import { AuditExplainer } from './audit-explainer';
import { AuditFacts } from './audit-facts';
import { MySummary } from './my-entries';
import styles from './audit.module.css';
import detail from '@/components/rewards/detail/detail.module.css';

/**
 * /me/rewards/detail/{id}/audit: the raffle's draw in words and figures, rendered on the server from
 * the public audit (GET /api/raffles/{id}/audit); the member's own entries and the check in the
 * browser are leaves (my-entries.tsx, verify-draw.tsx).
 */
export function RaffleAuditView({ page }: { page: { title: string; audit: RaffleAudit } | null }) {
  const t = useTranslations('audit');
  if (!page) {
    return (
      <article className={detail.stack}>
        <MemberLink href="/me/rewards" className={detail.back}>
          ‹ {t('backToShop')}
        </MemberLink>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={detail.blocked} role="status">
          {t('notFound')}
        </p>
      </article>
    );
  }
  const { title, audit } = page;
  const raffle = `/me/rewards/detail/${audit.reward_id}`;
  const oldestEntry = audit.entries?.length ? Math.min(...audit.entries.map((e) => e.entry)) : null;
  return (
    <article className={detail.stack} data-testid="raffle-audit">
      <MemberLink href={raffle} className={detail.back}>
        ‹ {t('backToRaffle')}
      </MemberLink>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.subtitle}>{title}</p>
        <p className={styles.status} data-testid="audit-status">
          {audit.drawn_at
            ? t('drawnAt', { date: new Date(audit.drawn_at) })
            : audit.ends_at
              ? t('pending', { date: new Date(audit.ends_at) })
              : t('pendingNoEnd')}
        </p>
      </header>
      <AuditFacts audit={audit} />
      <AuditExplainer audit={audit} />
      <MySummary rewardId={audit.reward_id} oldestEntry={oldestEntry} result={audit.result} />
      <AuditWinners audit={audit} oldestEntry={oldestEntry} />
      <AuditEntries audit={audit} oldestEntry={oldestEntry} />
      <section className={detail.panel}>
        <p className={detail.text}>{t('rawNote')}</p>
        <div className={styles.links}>
          {/* The API itself, not a page: a plain link, nothing to keep. */}
          <a href={`/api/raffles/${audit.reward_id}/audit`} data-testid="audit-raw">
            {t('raw')}
          </a>
          <MemberLink href={raffle}>{t('backToRaffle')}</MemberLink>
        </div>
      </section>
    </article>
  );
}
