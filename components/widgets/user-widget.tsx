import { useTranslations } from 'next-intl';
import { UserCard } from './user-card';
import { WebViewLink } from './web-view-link';
import { WidgetCard } from './widget-card';

/** /widget/user: avatar, name, level and balance of the member. */
export function UserWidget() {
  const t = useTranslations('widgets');
  return (
    <WidgetCard title={t('userTitle')} testId="widget-user">
      <UserCard />
      <WebViewLink href="/me/overview" variant="secondary" testId="widget-open">
        {t('openApp')}
      </WebViewLink>
    </WidgetCard>
  );
}
