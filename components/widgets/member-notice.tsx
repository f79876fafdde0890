'use client';
import { useTranslations } from 'next-intl';
import { SignInAction } from '@/components/session/sign-in-action';
import button from '@/components/ui/button.module.css';
import type { WidgetMember } from './use-widget-member';
import styles from './widgets.module.css';

/** What a widget says instead of the member's figures: no token, an unknown one, or /me failed. */
export function MemberNotice({ member }: { member: WidgetMember }) {
  const t = useTranslations('widgets');
  if (member.state === 'failed') {
    return (
      <p className={styles.notice} role="status" data-testid="widget-failed">
        {t('loadFailed')}{' '}
        <button type="button" className={button.inline} onClick={member.retry}>
          {t('retry')}
        </button>
      </p>
    );
  }
  return (
    <p className={styles.notice} role="status" data-testid={member.state === 'unknown' ? 'widget-unknown' : 'widget-no-session'}>
      {t(member.state === 'unknown' ? 'unknownToken' : 'noSession')} <SignInAction variant="link" />
    </p>
  );
}
