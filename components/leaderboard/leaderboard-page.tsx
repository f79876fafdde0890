import { useTranslations } from 'next-intl';
import { LeaderboardMember } from './leaderboard-member';
import page from '@/components/ui/page.module.css';

/** /me/leaderboard: title and intro in the page's HTML; the boards are the member's leaf (docs/leaderboard.md). */
export function LeaderboardPage() {
  const t = useTranslations('leaderboard');
  return (
    <div className={page.stack}>
      <h1 className={page.title}>{t('title')}</h1>
      <p className={page.intro}>{t('intro')}</p>
      <LeaderboardMember />
    </div>
  );
}
