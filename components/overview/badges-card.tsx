'use client';
import { useTranslations } from 'next-intl';
import type { Me } from '@/lib/contracts/me';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './overview.module.css';

export function BadgesCard({ me }: { me: Me | undefined }) {
  const t = useTranslations('overview');
  return (
    <Card title={t('badges')} id="badges">
      {!me ? (
        <Skeleton height={96} />
      ) : me.badges.length === 0 ? (
        <p className={styles.hint}>{t('noBadges')}</p>
      ) : (
        <ul className={styles.badges} data-testid="badges">
          {me.badges.map((b) => (
            <li key={b.id} className={styles.badge}>
              {/* eslint-disable-next-line @next/next/no-img-element -- small static SVG */}
              <img src={b.image_url} width={56} height={56} alt="" />
              <span className={styles.badgeName}>{b.name}</span>
              <span className={styles.badgeDate}>{t('badgeEarned', { date: new Date(b.earned_at) })}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
