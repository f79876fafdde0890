'use client';
import button from './button.module.css';

/** "Mehr anzeigen" under a paged list; not disabled while loading: it keeps focus, a second click is ignored. */
export function ShowMoreButton({
  loading,
  onMore,
  label,
  loadingLabel,
  className,
}: {
  loading: boolean;
  onMore: () => unknown;
  label: string;
  loadingLabel: string;
  className?: string;
}) {
  return (
    <button type="button" className={`${button.button} ${button.secondary} ${className ?? ''}`} onClick={() => void (loading || onMore())} aria-busy={loading}>
      {loading ? loadingLabel : label}
    </button>
  );
}
