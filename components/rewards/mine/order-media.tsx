import type { Order } from '@/lib/contracts/rewards';
import styles from './my-rewards.module.css';

/** The reward's picture, fixed in size so nothing moves when it loads (decorative: the title says what it is). */
export function OrderImage({ reward, size = 64 }: { reward: Pick<Order['reward'], 'image_url'>; size?: number }) {
  return reward.image_url ? (
    // eslint-disable-next-line @next/next/no-img-element -- small static SVGs from /public or the editors' CDN
    <img className={styles.image} src={reward.image_url} width={size} height={size} alt="" loading="lazy" />
  ) : (
    <span className={styles.image} style={{ width: size, height: size }} aria-hidden="true" />
  );
}
