import { useTranslations } from 'next-intl';
import { LeaderboardMember } from './leaderboard-member';
import { READER_SCRIPT } from './reader-script';
import page from '@/components/ui/page.module.css';
import { InlineScript } from '@/components/system/inline-script';

/** /me/leaderboard: title and intro in the page's HTML; the boards are the member's leaf (docs/leaderboard.md). */
export function LeaderboardPage() {
  const t = useTranslations('leaderboard');
  return (
    // READER_SCRIPT marks this element before React hydrates it: a mark React need not match.
    <div className={page.stack} suppressHydrationWarning>
      <h1 className={page.title}>{t('title')}</h1>
      <p className={page.intro}>{t('intro')}</p>
      <LeaderboardMember />
      <InlineScript code={READER_SCRIPT} />
    </div>
  );
}
