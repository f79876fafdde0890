// Small pictures for the games' tiles (decorative: the tile's title names the game).

export function WheelIcon({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <circle cx="20" cy="21" r="17" fill="#9e0b23" />
      <path d="M20 21 L20 5 A16 16 0 0 1 35.2 16 Z" fill="#c8102e" />
      <path d="M20 21 L35.2 16 A16 16 0 0 1 29.4 34 Z" fill="#f2b705" />
      <path d="M20 21 L29.4 34 A16 16 0 0 1 10.6 34 Z" fill="#c8102e" />
      <path d="M20 21 L10.6 34 A16 16 0 0 1 4.8 16 Z" fill="#f2b705" />
      <path d="M20 21 L4.8 16 A16 16 0 0 1 20 5 Z" fill="#fff1c7" />
      <circle cx="20" cy="21" r="3.5" fill="#fff" />
      <path d="M15 0 L25 0 L20 8 Z" fill="#1d1d1f" />
    </svg>
  );
}

export function QuizIcon({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <rect x="2" y="4" width="36" height="28" rx="9" fill="#f2b705" />
      <path d="M12 31 L10 39 L20 31 Z" fill="#f2b705" />
      <text x="20" y="26" textAnchor="middle" fontSize="22" fontWeight="800" fill="#1d1d1f" fontFamily="system-ui, sans-serif">
        ?
      </text>
    </svg>
  );
}
