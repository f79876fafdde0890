'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { PendingPrize, Prizewheel, Segment } from '@/lib/contracts/games';
import type { Me } from '@/lib/contracts/me';
import type { ApiResult } from '@/lib/client/use-api';
import { optOutOf } from '@/lib/client/me-meta';
import type { SessionQuery } from '@/lib/client/use-session-query';
import { AppLink } from '@/components/ui/app-link';
import { Skeleton } from '@/components/ui/skeleton';
import { SignInAction } from '@/components/session/sign-in-action';
import button from '@/components/ui/button.module.css';
import { LoadFailed } from '../load-failed';
import { NextSpin } from './next-spin';
import { SpinOutcome } from './spin-outcome';
import type { useSpin } from './use-spin';
import styles from './wheel.module.css';

export type Phase = 'idle' | 'sending' | 'turning' | 'landed';

type Props = {
  session: SessionQuery;
  member: Me | undefined;
  wheel: ApiResult<Prizewheel>;
  spin: ReturnType<typeof useSpin>;
  phase: Phase;
  segments: Segment[];
  claimed: PendingPrize | null;
  onSpin: () => void;
  onClaim: (prize: PendingPrize) => void;
};

/**
 * The box under the wheel, always of one height: whether the member may spin (and the button), the
 * outcome of a spin, or why not — anonymous, done today (with the next spin), opted out, a refusal,
 * a spin that could not be saved.
 */
export function WheelAction({ session, member, wheel, spin, phase, segments, claimed, onSpin, onClaim }: Props) {
  const t = useTranslations('games.wheel');
  const sending = phase === 'sending' || spin.busy;
  // After a spin that was not saved, the button sends that attempt again.
  const again = spin.problem?.kind === 'save';
  const spinButton = (
    <button
      type="button"
      className={`${button.button} ${styles.spinButton}`}
      onClick={onSpin}
      disabled={sending || phase === 'turning'}
      aria-busy={sending || undefined}
      data-testid="spin"
    >
      {sending ? t('sending') : again ? t('retry') : t('spin')}
    </button>
  );
  const state = wheel.data?.spin;
  const box = (children: ReactNode, testId = 'wheel-state') => (
    <div className={styles.action} data-testid={testId}>
      {children}
    </div>
  );
  const anonymous = session.known && (!session.collectorToken || member?.anonymous === true);

  if (phase === 'turning') return box(<p className={styles.note}>{t('turning')}</p>);
  if (phase === 'landed' && spin.result) {
    return (
      <SpinOutcome
        result={spin.result}
        segment={segments.find((s) => s.id === spin.result!.segment_id)}
        prize={wheel.data?.prizes.find((p) => p.spin_id === spin.result!.spin_id)}
        onClaim={onClaim}
        spinButton={spinButton}
      />
    );
  }
  if (claimed) {
    return box(
      <>
        <p data-testid="claim-notice">{t('claimed', { title: claimed.title })}</p>
        <AppLink className={`${button.button} ${button.secondary} ${styles.spinButton}`} href="/me/profile/rewards">
          {t('toMyRewards')}
        </AppLink>
      </>,
    );
  }
  if (anonymous) {
    return box(
      <>
        <p data-testid="wheel-login">{t('anonymous')}</p>
        <SignInAction />
      </>,
    );
  }
  const problem = spin.problem;
  if (problem) {
    if (problem.kind === 'save') {
      return box(
        <>
          <p className={styles.error} role="alert" data-testid="spin-error">
            {t('saveFailed')}
          </p>
          {problem.login ? <SignInAction /> : spinButton}
        </>,
      );
    }
    if (problem.kind === 'login')
      return box(
        <>
          <p data-testid="wheel-login">{t('anonymous')}</p>
          <SignInAction />
        </>,
      );
    if (problem.kind === 'optedOut') return box(<p>{t('optedOut')}</p>);
    return box(
      <>
        <p className={styles.error} role="alert" data-testid="spin-error" data-code={problem.error.code}>
          {problem.error.message}
        </p>
        {state && !state.available ? <NextSpin at={state.next_spin_at} /> : null}
      </>,
    );
  }
  if (!session.known || !member || (!wheel.data && !wheel.error)) {
    return box(
      <>
        <Skeleton width="70%" height={20} />
        <Skeleton width={256} height={48} radius={999} />
      </>,
      'wheel-loading',
    );
  }
  if (!wheel.data) return box(<LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void wheel.mutate()} testId="wheel-load-failed" />);
  if (optOutOf(member)) return box(<p>{t('optedOut')}</p>);
  if (segments.length === 0) return box(<p>{t('empty')}</p>);
  if (state?.available) {
    return box(
      <>
        <p>{spin.result ? t('again') : t('available')}</p>
        {spinButton}
      </>,
    );
  }
  return box(
    <>
      <p>{t('done')}</p>
      <NextSpin at={state?.next_spin_at ?? null} />
    </>,
  );
}
