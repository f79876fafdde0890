'use client';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

/** 'Page Not Found: {path}' for the page asked for, where a not-found page gets no path (a segment's not-found.tsx). */
export function RequestedPathTitle() {
  const t = useTranslations('notFound');
  return t('routeTitle', { path: usePathname() });
}
