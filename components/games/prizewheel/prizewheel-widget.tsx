import { useTranslations } from 'next-intl';
import { PrizewheelWidgetGame } from './prizewheel-widget-game';
import styles from '../games.module.css';

/**
 * /widget/prizewheel (docs/product.md §4.3): the wheel as on /me/challenges, compact, without the
 * app's frame, for a host page, with its intro as there; the member comes with the query, as everywhere.
 */
export function PrizewheelWidget() {
  const t = useTranslations('games.wheel');
  return (
    <div className={styles.widget}>
      <h1 className={styles.widgetTitle}>{t('title')}</h1>
      {/* In the HTML and larger than any state line of the member's: the widget's largest paint needs no JavaScript. */}
      <p className={styles.sectionIntro}>{t('intro')}</p>
      <PrizewheelWidgetGame />
    </div>
  );
}
