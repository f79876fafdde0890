'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useVitals } from '@/lib/client/console-api';
import styles from './console.module.css';

/** Google's thresholds for "good" at the 75th percentile (web.dev): LCP 2.5 s, INP 200 ms, CLS 0.1. */
const GOOD = { lcp: 2500, inp: 200, cls: 0.1 } as const;

/** /console/vitals (every staff role): real visits' LCP, INP and CLS, p75 per page and business day. */
export function VitalsPage() {
  const t = useTranslations('console.vitals');
  const common = useTranslations('console');
  const [days, setDays] = useState(14);
  const report = useVitals(days);
  const ms = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 0 });
  const cls = new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  const percent = new Intl.NumberFormat('de-AT', { style: 'percent', maximumFractionDigits: 1 });
  const cell = (value: number | null, good: number, format: (v: number) => string) =>
    value === null ? (
      <td>–</td>
    ) : (
      <td data-good={value <= good ? 'true' : 'false'}>
        {format(value)}
        {value <= good ? '' : ' ⚠'}
      </td>
    );
  return (
    <>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      <label className={styles.check}>
        {t('days')}{' '}
        <select className={styles.input} value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {[7, 14, 30, 90].map((d) => (
            <option key={d} value={d}>
              {t('lastDays', { days: d })}
            </option>
          ))}
        </select>
      </label>
      {!report.data ? (
        <p className={styles.muted}>{report.error ? common('loadFailed') : common('loading')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('sampled', { rate: percent.format(report.data.sample_rate) })}</p>
          {report.data.rows.length === 0 ? (
            <p className={styles.muted}>{t('empty')}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table} data-testid="console-vitals">
                <thead>
                  <tr>
                    <th scope="col">{t('columns.day')}</th>
                    <th scope="col">{t('columns.page')}</th>
                    <th scope="col">{t('columns.lcp')}</th>
                    <th scope="col">{t('columns.inp')}</th>
                    <th scope="col">{t('columns.cls')}</th>
                    <th scope="col">{t('columns.visits')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.data.rows.map((r) => (
                    <tr key={`${r.day} ${r.page}`}>
                      <td>{r.day}</td>
                      <td>{r.page}</td>
                      {cell(r.lcp_p75, GOOD.lcp, (v) => `${ms.format(v)} ms`)}
                      {cell(r.inp_p75, GOOD.inp, (v) => `${ms.format(v)} ms`)}
                      {cell(r.cls_p75, GOOD.cls, (v) => cls.format(v))}
                      <td>{r.visits}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className={styles.muted}>{t('legend')}</p>
        </>
      )}
    </>
  );
}
