import styles from './member-avatar.module.css';

/**
 * A member's round picture; without one, the first letter of the name on the brand's colour (or an
 * empty circle while the name is not known), in the same size so nothing moves when it loads.
 */
export function MemberAvatar({ url, name, alt, size = 40 }: { url: string | null | undefined; name?: string | null; alt: string; size?: number }) {
  const box = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (url) {
    // eslint-disable-next-line @next/next/no-img-element -- our own 256 px WebP, cached for a year; no optimiser in between
    return <img className={styles.avatar} src={url} alt={alt} width={size} height={size} style={box} data-testid="member-avatar" />;
  }
  return (
    <span className={`${styles.avatar} ${styles.initial}`} style={box} role="img" aria-label={alt} data-testid="member-avatar-none">
      {name ? name.slice(0, 1).toUpperCase() : ''}
    </span>
  );
}
