import styles from './skeleton.module.css';

/** A placeholder of fixed size, so content replacing it does not shift the layout. */
export function Skeleton({ width = '100%', height = 16, radius }: { width?: number | string; height?: number | string; radius?: number }) {
  return <span className={styles.skeleton} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}
