'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { optOutOf } from '@/lib/client/me-meta';
import { postOptIn } from '@/lib/client/member-actions';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { useOverviewMember } from '@/components/overview/use-overview-member';
import { SignInAction } from '@/components/session/sign-in-action';
import button from '@/components/ui/button.module.css';
import { curedBySignIn } from './sign-in-codes';
import styles from './opt-out.module.css';

export const OPTED_OUT_BANNER_ID = 'opted-out-banner';

/**
 * Shown on the overview once the member opted out: they no longer earn or redeem, and how to come
 * back — «Wieder mitmachen» (POST /me/optIn with the SSO pair), or signing in first (docs/product.md §10.10).
 */
export function OptedOutBanner() {
  const t = useTranslations('optOut');
  const errorText = useApiErrorText();
  const session = useSessionQuery();
  const { member, token } = useOverviewMember();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ text: string; signIn: boolean } | null>(null);
  const optOut = member ? optOutOf(member) : null;
  if (!member || !optOut) return null;

  const comeBack = async () => {
    setSending(true);
    setError(null);
    try {
      // The member is loaded again: the banner goes and the overview earns again.
      await postOptIn(token, { hash: session.hash, token: session.token });
    } catch (e) {
      setError({ text: errorText(e), signIn: curedBySignIn(e) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.banner} id={OPTED_OUT_BANNER_ID} tabIndex={-1} aria-labelledby="opted-out-title" data-testid="opted-out-banner">
      <h2 className={styles.bannerTitle} id="opted-out-title">
        {t('banner')}
      </h2>
      <p className={styles.bannerText}>{optOut.since ? t('bannerSince', { date: optOut.since }) : t('bannerText')}</p>
      <p className={styles.bannerText}>{member.anonymous ? t('comeBackSignIn') : t('comeBack')}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error.text}
        </p>
      ) : null}
      <div className={styles.actions}>
        {member.anonymous || error?.signIn ? (
          <SignInAction />
        ) : (
          <button type="button" className={button.button} onClick={() => void (sending || comeBack())} aria-busy={sending} data-testid="opt-in">
            {sending ? t('sending') : t('optIn')}
          </button>
        )}
      </div>
    </section>
  );
}
