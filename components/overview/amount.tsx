'use client';
import { useFormatter, useTranslations } from 'next-intl';
import styles from './activities.module.css';

/** A signed Räppli amount: "+12" in green, "−300" (a real minus sign) in ink. */
export function Amount({ value }: { value: number }) {
  const format = useFormatter();
  const currency = useTranslations('app')('currency');
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return (
    <span className={value > 0 ? styles.credit : styles.debit} data-testid="amount">
      {sign}
      {format.number(Math.abs(value))}
      <span className="visually-hidden"> {currency}</span>
    </span>
  );
}
