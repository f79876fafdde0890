'use client';
import { useTranslations } from 'next-intl';
import type { BlackWeekDetail, BlackWeekOffer } from '@/lib/contracts/black-week';
import { savedPercent } from '@/lib/domain/black-week';
import { AppLink } from '@/components/ui/app-link';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { RewardImage } from '@/components/rewards/common/reward-image';
import { rewardHref } from '@/components/rewards/common/reward-card';
import { BlackWeekCountdown } from './black-week-countdown';
import styles from './black-week.module.css';

/** The special as GET /api/specials/{slug} answers it: the common part and the kind's `detail`. */
type Props = { special: { slug: string; title: string; starts_at: string | null; ends_at: string | null }; detail: unknown };

/**
 * The detail as the API's contract types it (lib/contracts/black-week.ts, held by the API tests),
 * told apart by its shape rather than parsed, so the page does not carry zod; anything else (a
 * special whose module answers {}) shows nothing.
 */
function blackWeekDetail(detail: unknown): BlackWeekDetail | null {
  const d = detail as Partial<BlackWeekDetail> | null;
  return d && typeof d.phase === 'string' && Array.isArray(d.offers) ? (d as BlackWeekDetail) : null;
}

function OfferState({ offer }: { offer: BlackWeekOffer }) {
  const t = useTranslations('specialBlackWeek');
  const text = offer.state === 'sold_out' ? t('soldOut') : offer.state === 'not_started' ? t('notStarted') : offer.state === 'over' ? t('ended') : null;
  return (
    <span className={styles.badges}>
      <span className={`${styles.badge} ${styles.badgeSaved}`}>{t('saved', { percent: savedPercent(offer.regular_cost, offer.cost) })}</span>
      {offer.exclusive ? <span className={`${styles.badge} ${styles.badgeExclusive}`}>{t('exclusive')}</span> : null}
      {text ? <span className={`${styles.badge} ${styles.badgeState}`}>{text}</span> : null}
    </span>
  );
}

/** One lowered reward: picture, title, the Black Week price and the regular one; a link to its page. `eager`: in the first row, the page's largest paint. */
function OfferCard({ offer, eager }: { offer: BlackWeekOffer; eager: boolean }) {
  const t = useTranslations('specialBlackWeek');
  const price = offer.cost === 0 ? t('free') : offer.type === 'raffle' ? t('newPricePerTicket', { cost: offer.cost }) : t('newPrice', { cost: offer.cost });
  return (
    <li>
      <AppLink
        href={rewardHref(offer.reward_id)}
        prefetch={false}
        className={`${styles.offer} ${offer.state === 'running' ? '' : styles.offerInactive}`}
        data-testid="black-week-offer"
        data-reward-id={offer.reward_id}
      >
        <span className={styles.offerMedia}>
          <RewardImage src={offer.image_url} eager={eager} />
          <OfferState offer={offer} />
        </span>
        <span className={styles.offerBody}>
          <span className={styles.offerTitle}>{offer.title}</span>
          <span className={styles.prices}>
            <span className={styles.price} data-testid="black-week-price">
              <CurrencyIcon size={18} />
              {price}
            </span>
            <s className={styles.regular} data-testid="black-week-regular-price">
              {t('oldPrice', { cost: offer.regular_cost })}
            </s>
          </span>
        </span>
      </AppLink>
    </li>
  );
}

/**
 * Black Week's section of /me/special/{slug} (docs/specials-black-week-resolutions.md): the
 * countdown to its end (or start) and the lowered rewards with old and new price, each linking to
 * its reward page, where the same price is charged.
 */
export function BlackWeekSpecial({ detail }: Props) {
  const t = useTranslations('specialBlackWeek');
  const parsed = blackWeekDetail(detail);
  if (!parsed) return null;
  const { phase, starts_at, ends_at, offers } = parsed;
  if (phase === 'over') {
    return (
      <section className={styles.section} data-testid="black-week">
        <p className={styles.over}>{t('over')}</p>
        <AppLink href="/me/rewards" className={styles.shopLink}>
          {t('toShop')}
        </AppLink>
      </section>
    );
  }
  const target = phase === 'upcoming' ? starts_at : ends_at;
  return (
    <section className={styles.section} aria-labelledby="black-week-offers" data-testid="black-week" data-phase={phase}>
      <div className={styles.banner}>
        <p className={styles.bannerText}>{phase === 'upcoming' && starts_at ? t('upcoming', { date: new Date(starts_at) }) : t('intro')}</p>
        {target ? <BlackWeekCountdown to={target} label={phase === 'upcoming' ? t('startsIn') : t('endsIn')} /> : null}
      </div>
      <h2 id="black-week-offers" className={styles.heading}>
        {t('offersTitle')}
      </h2>
      {offers.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.offers}>
          {offers.map((o, i) => (
            <OfferCard key={o.reward_id} offer={o} eager={i < 2} />
          ))}
        </ul>
      )}
    </section>
  );
}
