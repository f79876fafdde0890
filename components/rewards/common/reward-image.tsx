/* eslint-disable @next/next/no-img-element -- small SVG/remote reward images; the box reserves the space */
import styles from './common.module.css';

/** A reward picture in a fixed-ratio box, so nothing moves while it loads; a coin when there is none. */
export function RewardImage({ src, ratio = 'wide', eager = false }: { src: string | null; ratio?: 'wide' | 'square'; eager?: boolean }) {
  return (
    <span className={`${styles.imageBox} ${ratio === 'square' ? styles.square : styles.wide}`}>
      <img src={src ?? '/raeppli.svg'} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" className={src ? styles.image : styles.placeholder} />
    </span>
  );
}
