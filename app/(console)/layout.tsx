import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// The staff console (docs/console.md): its own frame (each page brings its messages), never indexed.
export const metadata: Metadata = { title: { absolute: 'Räppli Konsole' }, robots: { index: false, follow: false } };

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return children;
}
