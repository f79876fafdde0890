import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RewardCard } from '@/components/rewards/common/reward-card';
import { RewardDetailView } from '@/components/rewards/detail/reward-detail';
import shop from '@/components/rewards/shop/shop.module.css';
import { catalogue } from '@/lib/server/pages/catalogue';
import { PreviewAction } from './preview-action';
import styles from './preview.module.css';

export type PreviewView = 'detail' | 'largecard' | 'smallcard';
/** A page's query as Next hands it over. */
export type PreviewSearch = Record<string, string | string[] | undefined>;

const VIEWS: PreviewView[] = ['detail', 'largecard', 'smallcard'];
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/**
 * /preview/rewards/{detail,largecard,smallcard} and /preview/rewards/{id}: a reward as members
 * would see it (its draft, if any), for an editor's signed link; any other link is the 404 page.
 * The member components render it with no member: no session, no figures of anyone, no redeem.
 */
export async function RewardPreviewPage({ view, search }: { view: PreviewView; search: PreviewSearch }) {
  const link = { id: one(search.id), exp: one(search.exp), sig: one(search.sig) };
  const preview = await catalogue().rewardPreview(link);
  if (!preview) notFound();
  const t = await getTranslations('preview');
  const query = new URLSearchParams({ id: link.id!, exp: link.exp!, sig: link.sig! }).toString();
  return (
    <>
      <aside className={styles.banner} aria-label={t('title')} data-testid="preview-banner">
        <p className={styles.bannerText}>{t(`banner.${preview.shows}`)}</p>
        <nav aria-label={t('views')}>
          <ul className={styles.views}>
            {VIEWS.map((v) => (
              <li key={v}>
                <a href={`/preview/rewards/${v}?${query}`} aria-current={v === view ? 'page' : undefined}>
                  {t(v)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      {view === 'detail' ? (
        <RewardDetailView reward={preview.detail} action={<PreviewAction reward={preview.detail} />} />
      ) : view === 'largecard' ? (
        <div className={styles.large} data-testid="preview-largecard">
          <RewardCard reward={preview.card} size="large" eager />
        </div>
      ) : (
        // One cell of the shop's grid, as wide as on a phone.
        <ul className={shop.grid} data-testid="preview-smallcard">
          <li>
            <RewardCard reward={preview.card} eager />
          </li>
        </ul>
      )}
    </>
  );
}
