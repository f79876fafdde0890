import { useTranslations } from 'next-intl';
import { PrizewheelGame } from './prizewheel-game';
import styles from '../games.module.css';

/**
 * /widget/prizewheel (docs/product.md §4.3): the wheel as on /me/challenges, compact, without the
 * app's frame, for a host page; the member comes with the query, as everywhere.
 */
export function PrizewheelWidget() {
  const t = useTranslations('games.wheel');
  return (
    <div className={styles.widget}>
      <h1 className={styles.widgetTitle}>{t('title')}</h1>
      <PrizewheelGame compact />
    </div>
  );
}
