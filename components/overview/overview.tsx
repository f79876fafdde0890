import { useTranslations } from 'next-intl';
import type { DailyRewardItem } from '@/lib/contracts/loyalty';
import type { BadgeInfo } from '@/lib/server/pages/catalogue';
import type { PostSummary } from '@/lib/contracts/posts';
import { LatestPosts } from '@/components/posts/latest-posts';
import { Card } from '@/components/ui/card';
import { OnboardingGate } from '@/components/onboarding/onboarding-gate';
import { OptedOutBanner } from '@/components/opt-out/opted-out-banner';
import { OptOutSection } from '@/components/opt-out/opt-out-section';
import { UnlessOptedOut } from '@/components/opt-out/unless-opted-out';
import { Balance } from './balance';
import { BadgeBoard } from './badge-board';
import { DailyRewardCard } from './daily-reward-card';
import { LevelProgress } from './level-progress';
import { Statement } from './statement';
import { TopActivities } from './top-activities';
import page from '@/components/ui/page.module.css';

/**
 * /me/overview: balance and what expires next, today's daily reward, level, badges, top activities
 * and the points statement. Rendered on the server: titles, texts, the badges and the daily reward
 * items (the same for everyone); the member's figures are leaves that hold their space until /me
 * and the lists behind it answer. Lists that grow (the statement) come last.
 */
export function Overview({ badges, dailyRewards, posts = [] }: { badges: BadgeInfo[]; dailyRewards: DailyRewardItem[]; posts?: PostSummary[] }) {
  const t = useTranslations('overview');
  return (
    <div className={page.stack}>
      <h1 className={page.title}>{t('title')}</h1>
      {/* What Räppli is, the same for everyone: the page's largest paint is in its HTML, so no
          member figure that fills in later replaces it (docs/architecture.md, "Pages"). */}
      <p className={page.intro}>{t('intro')}</p>
      <OptedOutBanner />
      <Card title={t('balance')} id="balance">
        <Balance />
      </Card>
      <UnlessOptedOut>
        <DailyRewardCard items={dailyRewards} />
      </UnlessOptedOut>
      <Card title={t('level')} id="level">
        <LevelProgress />
      </Card>
      <Card title={t('badges')} id="badges">
        <BadgeBoard badges={badges} />
      </Card>
      {/* Fixed for every reader: above the lists whose length is the member's own. */}
      <LatestPosts posts={posts} />
      <Card title={t('topActivities')} id="top-activities">
        <TopActivities />
      </Card>
      <Card title={t('statement')} id="statement">
        <Statement />
      </Card>
      <OptOutSection />
      <OnboardingGate />
    </div>
  );
}
