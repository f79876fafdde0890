'use client';
import { useTranslations } from 'next-intl';
import styles from './console.module.css';

export type Series = { key: string; label: string; color: string };
type Row = { label: string; values: Record<string, number> };

const W = 720;
const H = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 56 };

/**
 * A bar chart in SVG (no library: a few rects), grouped when there are several series; the same
 * figures follow as a table for screen readers and for reading exact values (`table={false}` when
 * the page shows them in a table of its own).
 */
export function BarChart({ title, rows, series, table = true }: { title: string; rows: Row[]; series: Series[]; table?: boolean }) {
  const t = useTranslations('console.liability');
  const number = new Intl.NumberFormat('de-AT');
  const max = Math.max(1, ...rows.flatMap((r) => series.map((s) => r.values[s.key] ?? 0)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const group = innerW / Math.max(1, rows.length);
  const bar = Math.max(2, (group * 0.8) / series.length);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  // A small maximum (1) would round its half to a tick twice.
  const ticks = [...new Set([0, 0.5, 1].map((f) => Math.round(max * f)))];

  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('chartLabel', { title })} className={styles.chartSvg}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#e4e6eb" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#5f6470">
              {number.format(v)}
            </text>
          </g>
        ))}
        {rows.map((r, i) => (
          <g key={r.label}>
            {series.map((s, j) => {
              const v = r.values[s.key] ?? 0;
              const x = PAD.left + i * group + group * 0.1 + j * bar;
              return <rect key={s.key} x={x} y={y(v)} width={bar - 1} height={Math.max(0, PAD.top + innerH - y(v))} fill={s.color} />;
            })}
            <text x={PAD.left + i * group + group / 2} y={H - 10} textAnchor="middle" fontSize="11" fill="#5f6470">
              {r.label}
            </text>
          </g>
        ))}
      </svg>
      {series.length > 1 ? (
        <figcaption className={styles.legend2}>
          {series.map((s) => (
            <span key={s.key}>
              <span className={styles.swatch} style={{ background: s.color }} aria-hidden="true" /> {s.label}
            </span>
          ))}
        </figcaption>
      ) : null}
      {table ? (
        <details>
          <summary>{t('table')}</summary>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('month')}</th>
                  {series.map((s) => (
                    <th key={s.key} scope="col" className={styles.num}>
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.label}>
                    <td>{r.label}</td>
                    {series.map((s) => (
                      <td key={s.key} className={styles.num}>
                        {number.format(r.values[s.key] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </figure>
  );
}
