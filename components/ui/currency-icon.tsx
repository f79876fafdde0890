import styles from './currency-icon.module.css';

/**
 * The Räppli coin, drawn in the page's HTML: it paints with the text beside it, and no page spends
 * one of the browser's few connections on it before its scripts (docs/architecture.md, "Pages").
 * The drawing is public/raeppli.svg's, which stays for the favicon and the API's currency picture.
 * Decorative next to text that says "Räppli"; pass a label to make it speak.
 */
export function CurrencyIcon({ size = 24, label }: { size?: number; label?: string }) {
  return (
    <svg
      className={styles.coin}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <circle cx="32" cy="32" r="30" fill="#f2b705" />
      <circle cx="32" cy="32" r="24" fill="#ffd23f" stroke="#c98f00" strokeWidth="3" />
      <path
        d="M25 46V18h9.5c6 0 9.5 3 9.5 8 0 3.8-2.1 6.4-5.6 7.4L45 46h-6.2l-6-12H30.8v12zm5.8-16.8h3.4c2.6 0 4-1.2 4-3.3s-1.4-3.2-4-3.2h-3.4z"
        fill="#8a5a00"
      />
    </svg>
  );
}
