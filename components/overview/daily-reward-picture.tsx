import { CurrencyIcon } from '@/components/ui/currency-icon';
import styles from './daily-reward.module.css';

/** A daily reward item's picture, or the Räppli coin when it has none. */
export function DailyRewardPicture({ src, size }: { src: string | null; size: number }) {
  // eslint-disable-next-line @next/next/no-img-element -- small static SVGs
  return src ? <img src={src} width={size} height={size} alt="" className={styles.image} /> : <CurrencyIcon size={size} />;
}
