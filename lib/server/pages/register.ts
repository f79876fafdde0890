import 'server-only';
import { publicConfig, type Config } from '@/lib/config';
import type { Db } from '@/lib/server/db/client';
import { ApiError } from '@/lib/server/errors';
import { openSpecialPreview } from '@/lib/server/console/special-preview';
import { openRewardPreview } from '@/lib/server/console/previews';
import { openNotificationPreview, popupOfRow } from '@/lib/server/console/notification-preview';
import { livePopups } from '@/lib/server/services/notifications';
import { cachedBadges } from '@/lib/server/services/catalog-cache';
import { listDailyRewardItems } from '@/lib/server/services/daily-rewards';
import { raffleAuditPage } from '@/lib/server/services/raffles';
import { listRewards, rewardDetail } from '@/lib/server/services/rewards';
import { listSpecials, specialDetail } from '@/lib/server/services/specials';
import { faqPage } from '@/lib/server/services/faq';
import { listPosts, postDetail } from '@/lib/server/services/posts';
import { registerCatalogue } from './catalogue';

/** server.ts: the pages' catalogue over this process's database (lib/server/pages/catalogue.ts). */
export function registerPagesCatalogue(db: Db, config: Config, buildId: string | null = null) {
  const shown = publicConfig(config);
  registerCatalogue({
    categories: shown.categories,
    uriScheme: shown.uri_scheme,
    buildId,
    rewards: (filter) => listRewards(db, filter),
    async reward(id) {
      try {
        return await rewardDetail(db, config, id, null);
      } catch (err) {
        if (err instanceof ApiError && err.code === 'REWARD_NOT_FOUND') return null;
        throw err;
      }
    },
    async raffleAudit(id) {
      try {
        return await raffleAuditPage(db, id);
      } catch (err) {
        if (err instanceof ApiError && err.code === 'REWARD_NOT_FOUND') return null;
        throw err;
      }
    },
    async badges() {
      return (await cachedBadges(db)).map((b) => ({ id: b.id, slug: b.slug, name: b.name, description: b.description, image_url: b.imageUrl }));
    },
    dailyRewardItems: () => listDailyRewardItems(db),
    rewardPreview: (link) => openRewardPreview(db, config.SSO_SECRET, link),
    specialPreview: (link) => openSpecialPreview(db, config, link),
    async special(slug) {
      try {
        return await specialDetail(db, config, slug, null);
      } catch (err) {
        if (err instanceof ApiError && err.code === 'SPECIAL_NOT_FOUND') return null;
        throw err;
      }
    },
    runningSpecials: () => listSpecials(db),
    posts: (limit) => listPosts(db, { limit }),
    async post(id) {
      try {
        return await postDetail(db, id);
      } catch (err) {
        if (err instanceof ApiError && err.code === 'POST_NOT_FOUND') return null;
        throw err;
      }
    },
    faq: () => faqPage(db),
    async notificationPopup(id) {
      const popup = (await livePopups(db, new Date())).find((p) => p.id === id);
      return popup ? popupOfRow(popup) : null;
    },
    notificationPreview: (link) => openNotificationPreview(db, config.SSO_SECRET, link),
  });
}
