'use client';
import { useRef, type KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export type TabItem<K extends string> = { key: K; label: string };

/**
 * A row of tabs as one pill (WAI-ARIA tabs pattern: arrow keys move between them). Each tab controls
 * the panel `${id}-panel` (or `panel`, when two rows of tabs filter one panel), labelled by the chosen
 * tab `${id}-${key}`; the caller renders that panel.
 */
export function Tabs<K extends string>({
  id,
  label,
  tabs,
  value,
  onChange,
  panel = `${id}-panel`,
}: {
  id: string;
  label: string;
  tabs: TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  panel?: string;
}) {
  const refs = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const at = tabs.findIndex((tab) => tab.key === value);
    const next = tabs[(at + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!.key;
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div className={styles.tabs} style={{ gridTemplateColumns: `repeat(${tabs.length}, 1fr)` }} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          ref={(el) => {
            refs.current[tab.key] = el;
          }}
          type="button"
          role="tab"
          id={`${id}-${tab.key}`}
          aria-selected={value === tab.key}
          aria-controls={panel}
          tabIndex={value === tab.key ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
