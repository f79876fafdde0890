import type { ReactNode } from 'react';
import type { NotificationKind } from '@/lib/domain/notifications';

// Each popup's picture, drawn inline (no request before the first paint); decorative: the heading says it.

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const ICONS: Record<Exclude<NotificationKind, 'christmas' | 'birthdayweek'>, ReactNode> = {
  badge: (
    <>
      <path d="M16 28l-4 14 8-3 4 7 4-13M32 28l4 14-8-3" {...stroke} />
      <circle cx="24" cy="18" r="12" {...stroke} />
      <path d="M24 11l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z" fill="currentColor" />
    </>
  ),
  levelup: (
    <>
      <path d="M24 6l5.5 11.2 12.3 1.8-8.9 8.7 2.1 12.3L24 34.2 13 40l2.1-12.3-8.9-8.7 12.3-1.8z" {...stroke} />
      <path d="M24 30V18M19 23l5-5 5 5" {...stroke} />
    </>
  ),
  profile: (
    <>
      <circle cx="24" cy="16" r="8" {...stroke} />
      <path d="M8 42c2-9 8-13 16-13s14 4 16 13" {...stroke} />
    </>
  ),
  birthday: (
    <>
      <rect x="8" y="20" width="32" height="22" rx="3" {...stroke} />
      <path d="M6 14h36v6H6zM24 14v28" {...stroke} />
      <path d="M24 14c-4-8-12-8-11-3s7 3 11 3c4 0 10 2 11-3s-7-5-11 3" {...stroke} />
    </>
  ),
  register: (
    <>
      <circle cx="24" cy="24" r="16" {...stroke} />
      <circle cx="24" cy="24" r="11" {...stroke} />
      <path d="M20 30V18h5a3.5 3.5 0 010 7h-5M25 25l4 5" {...stroke} />
    </>
  ),
  specialday: (
    <>
      <rect x="7" y="10" width="34" height="31" rx="4" {...stroke} />
      <path d="M7 18h34M16 6v8M32 6v8" {...stroke} />
      <path d="M24 23l2.4 4.6 5 .7-3.7 3.4.9 5-4.6-2.4-4.6 2.4.9-5-3.7-3.4 5-.7z" fill="currentColor" />
    </>
  ),
  detail: (
    <>
      <path d="M12 20v8a2 2 0 002 2h4l12 8V10L18 18h-4a2 2 0 00-2 2z" {...stroke} />
      <path d="M36 17c2 2 2 12 0 14M40 13c4 4 4 18 0 22M18 30l2 10h5l-2-9" {...stroke} />
    </>
  ),
};

/** The round picture above a popup's heading. */
export function KindArt({ kind }: { kind: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      {ICONS[kind]}
    </svg>
  );
}

/** The big picture of the festive pages: a tree with lights, or a cake with candles. */
export function PageArt({ kind, className }: { kind: 'christmas' | 'birthdayweek'; className?: string }) {
  return kind === 'christmas' ? (
    <svg viewBox="0 0 120 120" className={className} aria-hidden="true" focusable="false">
      <path d="M60 10l8 16h-5l14 22h-7l17 26H33l17-26h-7l14-22h-5z" fill="#22c55e" stroke="#bbf7d0" strokeWidth="2" strokeLinejoin="round" />
      <rect x="53" y="74" width="14" height="16" rx="2" fill="#92400e" />
      <path d="M60 4l2.4 4.8 5.3.8-3.9 3.7.9 5.2L60 16l-4.7 2.5.9-5.2-3.9-3.7 5.3-.8z" fill="#f2b705" />
      <circle cx="52" cy="40" r="3" fill="#f87171" />
      <circle cx="68" cy="52" r="3" fill="#f2b705" />
      <circle cx="50" cy="62" r="3" fill="#fde68a" />
      <circle cx="72" cy="66" r="3" fill="#f87171" />
      <circle cx="62" cy="32" r="2.5" fill="#fde68a" />
      <path d="M26 100h68" stroke="#fff" strokeOpacity=".5" strokeWidth="3" strokeLinecap="round" />
    </svg>
  ) : (
    <svg viewBox="0 0 120 120" className={className} aria-hidden="true" focusable="false">
      <rect x="24" y="58" width="72" height="40" rx="6" fill="#fff" />
      <path d="M24 70q9 8 18 0t18 0t18 0t18 0" fill="none" stroke="#f2b705" strokeWidth="5" />
      <rect x="30" y="42" width="60" height="18" rx="5" fill="#fde8ec" />
      <path d="M44 42V28M60 42V24M76 42V28" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M44 22c-3 3-3 6 0 7 3-1 3-4 0-7zM60 18c-3 3-3 6 0 7 3-1 3-4 0-7zM76 22c-3 3-3 6 0 7 3-1 3-4 0-7z" fill="#f2b705" />
      <path d="M18 102h84" stroke="#fff" strokeOpacity=".6" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
