'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ConsoleItem } from '@/lib/contracts/console-content';
import type { VoucherCodesResult } from '@/lib/contracts/vouchers';
import { makeVoucherCodes, useVoucherCampaignStats } from '@/lib/client/console-vouchers-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { MAX_BATCH } from '@/lib/domain/vouchers';
import button from '@/components/ui/button.module.css';
import { codesCsv, csvFileName } from './voucher-csv';
import { VoucherSheet } from './voucher-sheet';
import styles from '../console.module.css';

const number = new Intl.NumberFormat('de-AT');
const when = new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'short' });

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Below a voucher campaign's editor (docs/vouchers.md, Console): the redemption counts and batches;
 * a new batch of single-use codes, shown this once, with its CSV and its printable QR sheet; a
 * shared campaign's one code and its QR code.
 */
export function VoucherCodes({ item }: { item: ConsoleItem<Record<string, unknown>> }) {
  const t = useTranslations('console.content.vouchers');
  const common = useTranslations('console');
  const errorText = useApiErrorText();
  const stats = useVoucherCampaignStats(item.id);
  const [count, setCount] = useState('50');
  const [busy, setBusy] = useState(false);
  const [batch, setBatch] = useState<VoucherCodesResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shared = item.live.kind === 'shared';
  const title = String(item.live.title ?? '');

  const make = async (n: number) => {
    setBusy(true);
    setError(null);
    try {
      setBatch(await makeVoucherCodes(item.id, n));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const s = stats.data;
  const sharedCode = batch?.codes ?? (s?.shared_code ? [s.shared_code] : null);

  return (
    <section className={styles.card} aria-labelledby="voucher-codes-title" data-testid="voucher-codes">
      <h2 className={styles.subtitle} id="voucher-codes-title">
        {t('title')}
      </h2>
      {!s ? (
        stats.error ? (
          // The API's German answer (an unknown campaign: «Diesen Eintrag gibt es nicht (mehr).»), not a general failure.
          <p className={styles.notice} data-tone="error" role="alert" data-testid="voucher-stats-error">
            {errorText(stats.error)}
          </p>
        ) : (
          <p className={styles.muted}>{common('loading')}</p>
        )
      ) : (
        <p data-testid="voucher-counts">{t('counts', { redemptions: s.redemptions, members: s.members, today: s.redemptions_today })}</p>
      )}
      {item.status !== 'published' ? <p className={styles.notice}>{t('notPublished')}</p> : null}
      {shared ? (
        sharedCode ? (
          <>
            <p>
              {t('sharedCode')}{' '}
              <strong className={styles.code} data-testid="voucher-shared-code">
                {sharedCode[0]!.code}
              </strong>
            </p>
            <div className={styles.actions}>
              <button type="button" className={`${button.button} ${button.secondary}`} onClick={() => window.print()}>
                {t('print')}
              </button>
            </div>
            <VoucherSheet title={title} codes={sharedCode} />
          </>
        ) : (
          <div className={styles.actions}>
            <button type="button" className={button.button} disabled={busy} onClick={() => void make(1)} data-testid="voucher-make">
              {t('makeShared')}
            </button>
          </div>
        )
      ) : (
        <>
          {s && s.batches.length ? (
            <div className={styles.tableWrap}>
              <table className={styles.table} data-testid="voucher-batches">
                <thead>
                  <tr>
                    <th scope="col">{t('columns.batch')}</th>
                    <th scope="col">{t('columns.created')}</th>
                    <th scope="col" className={styles.num}>
                      {t('columns.codes')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('columns.redeemed')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {s.batches.map((b) => (
                    <tr key={b.batch}>
                      <td>{b.batch}</td>
                      <td>{when.format(new Date(b.created_at))}</td>
                      <td className={styles.num}>{number.format(b.codes)}</td>
                      <td className={styles.num}>{number.format(b.redeemed)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <form
            className={styles.actions}
            onSubmit={(e) => {
              e.preventDefault();
              void make(Number(count));
            }}
          >
            <label className={styles.field}>
              <span className={styles.label}>{t('count')}</span>
              <input
                className={styles.input}
                type="number"
                min={1}
                max={MAX_BATCH}
                value={count}
                onChange={(e) => setCount(e.target.value)}
                data-testid="voucher-count"
              />
            </label>
            <button type="submit" className={button.button} disabled={busy || !(Number(count) >= 1 && Number(count) <= MAX_BATCH)} data-testid="voucher-make">
              {busy ? t('making') : t('make')}
            </button>
          </form>
          <p className={styles.hint}>{t('onceHint', { max: MAX_BATCH })}</p>
          {batch ? (
            <>
              <p className={styles.notice} data-tone="ok" role="status" data-testid="voucher-batch-made">
                {t('made', { count: batch.codes.length, batch: batch.batch })}
              </p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={button.button}
                  onClick={() => download(csvFileName(item.id, batch.batch), codesCsv(batch.codes, { code: t('csv.code'), url: t('csv.url') }))}
                  data-testid="voucher-csv"
                >
                  {t('csv.download')}
                </button>
                <button type="button" className={`${button.button} ${button.secondary}`} onClick={() => window.print()}>
                  {t('print')}
                </button>
              </div>
              <VoucherSheet title={title} codes={batch.codes} />
            </>
          ) : null}
        </>
      )}
      {error ? (
        <p className={styles.notice} data-tone="error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
