'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { optOutOf } from '@/lib/client/me-meta';
import { useOverviewMember } from '@/components/overview/use-overview-member';
import { OPTED_OUT_BANNER_ID } from './opted-out-banner';
import styles from './opt-out.module.css';

// The flow is loaded only when the member asks for it.
const OptOutDialog = dynamic(() => import('./opt-out-dialog').then((m) => m.OptOutDialog), { ssr: false });

/** The quiet link to leave the programme at the bottom of the overview (signed-in members), and the flow it opens. */
export function OptOutSection() {
  const t = useTranslations('optOut');
  const { member, token: collectorToken } = useOverviewMember();
  const optedOut = Boolean(member && optOutOf(member));
  const [open, setOpen] = useState(false);
  const close = (done: boolean) => {
    setOpen(false);
    // The link is gone after an opt-out: move focus to the banner that replaced it.
    if (done) requestAnimationFrame(() => document.getElementById(OPTED_OUT_BANNER_ID)?.focus());
  };
  return (
    <div className={styles.footer}>
      {/* Anonymous readers have nothing to leave: they collect nothing of their own yet. */}
      {optedOut || !collectorToken || member?.anonymous ? null : (
        <button type="button" className={styles.link} onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('link')}
        </button>
      )}
      {open && member ? <OptOutDialog collectorToken={collectorToken} points={member.points_available} onClose={close} /> : null}
    </div>
  );
}
