/* eslint-disable @next/next/no-img-element -- small SVG/remote reward images; the box reserves the space */
import styles from './common.module.css';

/** A reward picture in a fixed-ratio box, so nothing moves while it loads; a coin when there is none. `eager`: the page's main picture. */
export function RewardImage({ src, ratio = 'wide', eager = false }: { src: string | null; ratio?: 'wide' | 'square'; eager?: boolean }) {
  return (
    <span className={`${styles.imageBox} ${ratio === 'square' ? styles.square : styles.wide}`}>
      <img
        src={src ?? '/raeppli.svg'}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        // The eager picture is the page's largest paint (first slide, detail hero): fetched first.
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? 'sync' : 'async'}
        className={src ? styles.image : styles.placeholder}
      />
    </span>
  );
}
