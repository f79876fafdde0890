import type { ReactNode } from 'react';
import { StaticFrame } from '@/components/layout/static-frame';

export default function StaticLayout({ children }: { children: ReactNode }) {
  return <StaticFrame>{children}</StaticFrame>;
}
