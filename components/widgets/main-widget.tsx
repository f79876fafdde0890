import { useTranslations } from 'next-intl';
import { MemberFigures } from './member-figures';
import { WebViewLink } from './web-view-link';
import { WidgetCard } from './widget-card';
import styles from './widgets.module.css';

/** /widget/main: the member's balance and level, and the way into Räppli. */
export function MainWidget() {
  const t = useTranslations('widgets');
  return (
    <WidgetCard title={t('mainTitle')} testId="widget-main">
      <p className={styles.intro}>{t('mainIntro')}</p>
      <MemberFigures />
      <WebViewLink href="/me/overview" testId="widget-open">
        {t('openApp')}
      </WebViewLink>
    </WidgetCard>
  );
}
