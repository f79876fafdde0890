'use client';
import { useTranslations } from 'next-intl';
import type { ContentResource } from '@/lib/contracts/console-content';

/**
 * A resource's texts (console.content.resources.{resource}): its names, and each field's label,
 * help text, list header and a select's options by field name. resources.test.ts checks every
 * descriptor's field has its label and every option its text.
 */
export function useResourceText(resource: ContentResource) {
  const t = useTranslations('console.content.resources');
  type Key = Parameters<typeof t>[0];
  const key = (k: string) => `${resource}.${k}` as Key;
  return {
    text: (k: 'title' | 'about' | 'new' | 'edit' | 'search') => t(key(k)),
    label: (field: string) => t(key(`fields.${field}`)),
    hint: (field: string) => (t.has(key(`hints.${field}`)) ? t(key(`hints.${field}`)) : null),
    /** A select's value as editors read it (a segment's kind: «Räppli», «Niete» …). */
    option: (field: string, value: string) => t(key(`options.${field}.${value}`)),
    /** A list column's header: a shorter one where the label is long, else the label. */
    column: (field: string) => t(key(t.has(key(`columns.${field}`)) ? `columns.${field}` : `fields.${field}`)),
  };
}
