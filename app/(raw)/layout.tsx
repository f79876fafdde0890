import type { ReactNode } from 'react';
import styles from '@/components/layout/frames.module.css';

// The raw layout (docs/product.md §3): no product route uses it; the bench's floor pages
// (/bench/bare, /bench/member, /bench/picture; docs/benchmarks.md) do.
export default function RawLayout({ children }: { children: ReactNode }) {
  return <div className={styles.raw}>{children}</div>;
}
