'use client';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { VoucherCodeCheck } from '@/lib/contracts/vouchers';
import { checkVoucherCode } from '@/lib/client/console-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { ApiClientError } from '@/lib/client/api-error';
import button from '@/components/ui/button.module.css';
import styles from './console.module.css';

const time = new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => time.format(new Date(iso));

/** The field's problem in the server's words for it (400 on `code`: no code's shape, empty), else the error's text. */
function problemText(err: unknown, errorText: (e: unknown) => string): string {
  if (err instanceof ApiClientError && err.code === 'VALIDATION_FAILED' && Array.isArray(err.details)) {
    const onCode = (err.details as { path?: string; message?: string }[]).find((d) => d.path === 'code');
    if (onCode?.message) return onCode.message;
  }
  return errorText(err);
}

/**
 * «Gutscheincode prüfen» on /console/members (docs/vouchers.md, Console): a code a member names, its
 * campaign, whether it can still be redeemed or why not, and who redeemed it, linked to their page.
 */
export function VoucherCodeCheckCard() {
  const t = useTranslations('console.members.voucher');
  const errorText = useApiErrorText();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ check: VoucherCodeCheck } | { problem: string } | null>(null);
  // Only the newest check's answer is shown.
  const asked = useRef(0);

  const check = async () => {
    const mine = ++asked.current;
    setBusy(true);
    try {
      const found = await checkVoucherCode(typed);
      if (mine === asked.current) setAnswer({ check: found });
    } catch (err) {
      if (mine === asked.current) setAnswer({ problem: problemText(err, errorText) });
    } finally {
      if (mine === asked.current) setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="voucher-check-title" data-testid="voucher-check">
      <h2 className={styles.subtitle} id="voucher-check-title">
        {t('title')}
      </h2>
      <p className={styles.muted}>{t('intro')}</p>
      <form
        className={styles.toolbar}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <input
          className={`${styles.input} ${styles.wideSearch}`}
          aria-label={t('code')}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-invalid={answer && 'problem' in answer ? true : undefined}
          aria-describedby={answer && 'problem' in answer ? 'voucher-check-problem' : undefined}
        />
        <button type="submit" className={`${button.button} ${styles.inlineButton}`} disabled={busy} aria-busy={busy}>
          {busy ? t('checking') : t('check')}
        </button>
      </form>
      {answer && 'problem' in answer ? (
        <p className={styles.notice} data-tone="error" role="alert" id="voucher-check-problem">
          {answer.problem}
        </p>
      ) : answer ? (
        <CheckResult check={answer.check} />
      ) : null}
    </section>
  );
}

function CheckResult({ check }: { check: VoucherCodeCheck }) {
  const t = useTranslations('console.members.voucher');
  const { campaign, code, state, redemptions } = check;
  const stateText =
    state === 'used_up'
      ? t('states.used_up', { max: campaign.max_redemptions ?? 0 })
      : state === 'not_started'
        ? t('states.not_started', { date: at(campaign.starts_at) })
        : state === 'ended'
          ? t('states.ended', { date: at(campaign.ends_at) })
          : t(`states.${state}`);
  return (
    <div className={styles.checkResult} data-testid="voucher-check-result" data-state={state} role="status">
      <p>
        <strong>{campaign.title}</strong> ·{' '}
        {campaign.points !== null ? t('points', { points: campaign.points }) : t('reward', { title: campaign.reward_title ?? '' })}
        <br />
        <span className={styles.hint}>
          {campaign.kind === 'single' ? t('single', { batch: code.batch, hint: code.hint }) : t('shared')} ·{' '}
          {t('window', { from: at(campaign.starts_at), to: at(campaign.ends_at) })}
        </span>
      </p>
      <p className={styles.notice} data-tone={state === 'open' ? 'ok' : 'error'}>
        {stateText}
      </p>
      {state === 'open' ? (
        <p className={styles.hint}>
          {campaign.kind === 'shared' ? `${t('sharedOnce')} ` : ''}
          {campaign.per_member_limit !== null ? t('limitsPerMember', { limit: campaign.per_member_limit }) : t('limits')}
        </p>
      ) : null}
      <p>{t('redemptions', { count: code.uses })}</p>
      {redemptions.length ? (
        <ul className={styles.resultList} data-testid="voucher-check-redemptions">
          {redemptions.map((r) => (
            <li key={`${r.collector_token}-${r.redeemed_at}`}>
              <Link href={`/console/members/${encodeURIComponent(r.collector_token)}`}>
                <strong>{r.support_token}</strong>
              </Link>
              <span className={styles.hint}>
                {' '}
                · {at(r.redeemed_at)} · {r.order_id !== null ? t('order', { id: r.order_id }) : t('gave', { points: r.points })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
