'use client';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/client/fetcher';
import { canVerifyHere, verifyAudit, type DrawCheck } from '@/lib/client/raffle-verify';
import { useSessionQuery } from '@/lib/client/use-session-query';
import button from '@/components/ui/button.module.css';
import styles from './audit.module.css';
import detail from '@/components/rewards/detail/detail.module.css';

type State = { step: 'idle' | 'running' | 'unsupported' | 'failed' } | { step: 'done'; check: DrawCheck };

/**
 * "Ziehung nachrechnen": loads the raw audit and re-does the draw with WebCrypto in the browser
 * (lib/client/raffle-verify.ts), so the check does not rest on our server's word.
 */
export function VerifyDraw({ rewardId }: { rewardId: number }) {
  const t = useTranslations('audit.verify');
  const { collectorToken } = useSessionQuery();
  const [state, setState] = useState<State>({ step: 'idle' });

  async function run() {
    if (!canVerifyHere()) return setState({ step: 'unsupported' });
    setState({ step: 'running' });
    try {
      // The contract (and zod with it) loads with the click, beside the audit: the page does not carry it.
      const [{ raffleAuditSchema }, raw] = await Promise.all([import('@/lib/contracts/rewards'), apiFetch(`/raffles/${rewardId}/audit`, collectorToken)]);
      const audit = raffleAuditSchema.parse(raw);
      const check = await verifyAudit(audit);
      setState(check ? { step: 'done', check } : { step: 'failed' });
    } catch {
      setState({ step: 'failed' });
    }
  }

  return (
    <div className={styles.verify}>
      <button type="button" className={button.button} onClick={run} disabled={state.step === 'running'} data-testid="audit-verify">
        {state.step === 'running' ? t('running') : state.step === 'done' ? t('again') : t('button')}
      </button>
      <div aria-live="polite" data-testid="audit-verify-result">
        {state.step === 'unsupported' ? <p className={detail.text}>{t('unsupported')}</p> : null}
        {state.step === 'failed' ? <p className={detail.text}>{t('failed')}</p> : null}
        {state.step === 'done' ? <CheckResult check={state.check} /> : null}
      </div>
    </div>
  );
}

function CheckResult({ check }: { check: DrawCheck }) {
  const t = useTranslations('audit.verify');
  return (
    <ul className={styles.checks}>
      <Check ok={check.hashMatches}>
        <p>{check.hashMatches ? t('hashOk') : t('hashBad')}</p>
        <p className={styles.note}>{t('hashComputed')}</p>
        <code className={styles.hash}>{check.hash}</code>
      </Check>
      <Check ok={check.resultMatches}>
        <p>{check.resultMatches ? t('resultOk') : t('resultBad')}</p>
        {check.winners.length ? (
          <>
            <p className={styles.note}>{t('computed')}</p>
            <ol className={styles.computed}>
              {check.winners.map((w) => (
                <li key={w.entry}>{t('computedRound', { round: w.round + 1, entry: w.entry, member: w.member })}</li>
              ))}
            </ol>
          </>
        ) : (
          <p className={styles.note}>{t('computedNone')}</p>
        )}
      </Check>
    </ul>
  );
}

function Check({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <li className={styles.check} data-ok={ok}>
      <span className={ok ? styles.ok : styles.bad} aria-hidden="true">
        {ok ? '✓' : '✗'}
      </span>
      <div>{children}</div>
    </li>
  );
}
