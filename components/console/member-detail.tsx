'use client';
import Link from 'next/link';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { consoleAdjustmentBodySchema } from '@/lib/contracts/console';
import { adjustMember, eraseMember, memberOrdersPage, memberStatementPage, optInMember, useConsoleMe, useMemberDetail } from '@/lib/client/console-api';
import { useOlderPages } from '@/lib/client/use-older-pages';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import button from '@/components/ui/button.module.css';
import styles from './console.module.css';
import { OlderPagesButton } from './list-parts';

/** /console/members/{token} (operators): balance, statement and orders (older ones on request), badges, and a booking with a reason. */
export function MemberDetail({ token }: { token: string }) {
  const t = useTranslations('console.members');
  const common = useTranslations('console');
  const orderStates = useTranslations('console.orders.states');
  const errorText = useApiErrorText();
  const detail = useMemberDetail(token);
  // The first 50 lines and orders come with the member; older ones page by their cursors (docs/console.md, Members).
  const older = useOlderPages(token, detail.data?.statement.next_before ?? null, (before) => memberStatementPage(token, before));
  const olderOrders = useOlderPages(token, detail.data?.orders_next_before ?? null, (before) => memberOrdersPage(token, before));
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // One intent, one key: a retry after a lost answer books once (docs/console.md, Members).
  const key = useRef<{ key: string; of: string } | null>(null);
  const number = new Intl.NumberFormat('de-AT', { signDisplay: 'exceptZero' });
  const plain = new Intl.NumberFormat('de-AT');
  const time = new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'short' });

  const role = useConsoleMe().data?.staff.role;
  const erase = async () => {
    if (!detail.data || !window.confirm(t('eraseConfirm', { code: detail.data.member.support_token }))) return;
    setBusy(true);
    setNotice(null);
    try {
      const result = await eraseMember(token);
      setNotice({ tone: 'ok', text: t('erased', { balance: result.balance }) });
      await detail.mutate();
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  // «Wieder aufnehmen»: the member asked to come back (docs/console.md, Members).
  const optIn = async () => {
    if (!detail.data || !window.confirm(t('optInConfirm', { code: detail.data.member.support_token }))) return;
    setBusy(true);
    setNotice(null);
    try {
      const result = await optInMember(token);
      setNotice({ tone: 'ok', text: result.was_opted_out_at ? t('optedIn') : t('notOptedOut') });
      await detail.mutate();
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const book = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = consoleAdjustmentBodySchema.safeParse({ amount: Number(amount), reason });
    if (!parsed.success || !amount.trim())
      return setNotice({ tone: 'error', text: parsed.success ? common('editor.invalid') : (parsed.error.issues[0]?.message ?? common('editor.invalid')) });
    if (!window.confirm(t('adjustConfirm', { amount: parsed.data.amount, reason: parsed.data.reason }))) return;
    const of = JSON.stringify(parsed.data);
    if (key.current?.of !== of) key.current = { key: `console-${crypto.randomUUID()}`, of };
    setBusy(true);
    setNotice(null);
    try {
      const result = await adjustMember(token, parsed.data, key.current.key);
      key.current = null;
      setNotice({ tone: 'ok', text: t('adjusted', { amount: result.amount, balance: result.balance }) });
      setAmount('');
      setReason('');
      await detail.mutate();
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  if (detail.error) {
    return (
      <p className={styles.notice} data-tone="error" role="alert">
        {errorText(detail.error)}
      </p>
    );
  }
  if (!detail.data) return <p className={styles.muted}>{common('loading')}</p>;
  const { member, statement, orders, badges } = detail.data;
  return (
    <>
      <Link href="/console/members" className={styles.muted}>
        {t('back')}
      </Link>
      <div className={styles.head}>
        <h1 className={styles.title}>
          {member.support_token} · {member.username ?? (member.anonymous ? t('anonymous') : t('noUsername'))}
        </h1>
        <span className={styles.chips}>
          {member.anonymous ? <span className={styles.chip}>{t('anonymous')}</span> : null}
          {member.opted_out ? (
            <span className={styles.chip} data-tone="warn">
              {t('optedOut')}
            </span>
          ) : null}
          {member.subscriber ? (
            <span className={styles.chip} data-tone="ok">
              {t('subscriber')}
            </span>
          ) : null}
        </span>
      </div>
      {member.opted_out ? (
        <section className={styles.card} data-testid="member-opted-out">
          <p className={styles.muted}>{t('optedOutNote')}</p>
          <div className={styles.actions}>
            <button type="button" className={button.button} disabled={busy} onClick={() => void optIn()}>
              {t('optIn')}
            </button>
          </div>
        </section>
      ) : null}
      <section className={styles.card}>
        <p className={styles.bigNumber} data-testid="member-balance">
          {t('balance')}: {plain.format(member.points_available)} Räppli
        </p>
        <p className={styles.muted}>
          {t('lifetime', { earned: member.lifetime_earned, spent: member.lifetime_spent })} · {t('since', { date: new Date(member.created_at) })}
          {member.email ? ` · ${member.email}` : ''}
        </p>
      </section>
      <form className={`${styles.card} ${styles.form}`} onSubmit={book} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('adjust')}</legend>
          <label className={styles.field}>
            <span className={styles.label}>{t('amount')}</span>
            <input className={styles.input} type="number" inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </label>
          <label className={`${styles.field} ${styles.wide}`}>
            <span className={styles.label}>{t('reason')}</span>
            <input className={styles.input} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
          </label>
        </fieldset>
        {notice ? (
          <p className={styles.notice} data-tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="adjust-notice">
            {notice.text}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={button.button} aria-busy={busy || undefined} disabled={busy}>
            {t('adjustSubmit')}
          </button>
        </div>
      </form>
      <section className={styles.card} data-testid="member-privacy">
        <h2 className={styles.subtitle}>{t('privacy')}</h2>
        <div className={styles.actions}>
          <a className={`${button.button} ${button.secondary}`} href={`/api/console/members/${encodeURIComponent(token)}/export`} download>
            {t('export')}
          </a>
          {role === 'admin' ? (
            <button type="button" className={`${button.button} ${button.secondary}`} disabled={busy} onClick={() => void erase()}>
              {t('erase')}
            </button>
          ) : (
            <span className={styles.hint}>{t('eraseOnlyAdmin')}</span>
          )}
        </div>
      </section>
      <section className={styles.card}>
        <h2 className={styles.subtitle}>{t('statement')}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="member-statement">
            <tbody>
              {[...statement.last, ...older.items].map((e) => (
                <tr key={e.id}>
                  <td>{time.format(new Date(e.created_at))}</td>
                  <td>{e.reason}</td>
                  <td className={styles.num}>{number.format(e.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <OlderPagesButton older={older} label={t('olderLines')} errorTestId="statement-more-error" />
      </section>
      <section className={styles.card}>
        <h2 className={styles.subtitle}>{t('orders')}</h2>
        {orders.length === 0 ? (
          <p className={styles.muted}>{t('noOrders')}</p>
        ) : (
          <ul className={styles.resultList} data-testid="member-orders">
            {[...orders, ...olderOrders.items].map((o) => (
              <li key={o.id}>
                {o.id} · {o.reward.title} · {orderStates(o.state)} · {time.format(new Date(o.created_at))}
              </li>
            ))}
          </ul>
        )}
        <OlderPagesButton older={olderOrders} label={t('olderOrders')} errorTestId="orders-more-error" />
      </section>
      <section className={styles.card}>
        <h2 className={styles.subtitle}>{t('badges')}</h2>
        <p className={styles.muted}>
          {badges
            .filter((b) => b.earned_at)
            .map((b) => b.name)
            .join(', ') || '–'}
        </p>
      </section>
    </>
  );
}
