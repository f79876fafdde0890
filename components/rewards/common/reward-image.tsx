/* eslint-disable @next/next/no-img-element -- small SVG/remote reward images; the box reserves the space */
import { preload } from 'react-dom';
import styles from './common.module.css';

/** A reward picture in a 16:10 box, so nothing moves while it loads; a coin when there is none. `eager`: the page's main picture. */
export function RewardImage({ src, eager = false }: { src: string | null; eager?: boolean }) {
  // The page's main picture is announced in the head, so its request starts with the HTML's first
  // bytes, before the scripts (docs/architecture.md, "Pages").
  if (eager) preload(src ?? '/raeppli.svg', { as: 'image', fetchPriority: 'high' });
  return (
    <span className={styles.imageBox}>
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
