'use client';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import type { ContentResource } from '@/lib/contracts/console-content';
import type { Field } from './resources';
import { useResourceText } from './use-resource-text';

const number = new Intl.NumberFormat('de-AT');
const time = new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'short' });

type Rule = { type: 'stepCount' | 'streak' | 'spendCount'; step?: string; min?: number; days?: number; kind?: 'reward' | 'donation' | 'raffle' } | null;

/** A field's value as one line of text: the lists' cells and the published value beside a draft. */
export function useFormatValue(resource: ContentResource) {
  const t = useTranslations('console.content');
  const { option } = useResourceText(resource);
  return useCallback(
    (field: Field, value: unknown): string => {
      if (field.kind !== 'badgeRule' && (value === null || value === undefined || value === '')) return t('values.none');
      switch (field.kind) {
        case 'number':
        case 'nullableNumber':
          return number.format(Number(value));
        case 'checkbox':
          return value ? t('values.yes') : t('values.no');
        case 'datetime':
          return time.format(new Date(String(value)));
        case 'json':
          return t('values.blocks', { count: Array.isArray(value) ? value.length : 0 });
        case 'select':
          return option(field.name, String(value));
        case 'reward':
          return t('values.reward', { id: Number(value) });
        case 'quizQuestions':
        case 'faqItems':
          return t('values.questions', { count: Array.isArray(value) ? value.length : 0 });
        case 'specialConfig': {
          const c = (value ?? {}) as { prices?: unknown[]; goals?: unknown[] };
          return Array.isArray(c.goals)
            ? t('values.goals', { count: c.goals.length })
            : t('values.prices', { count: Array.isArray(c.prices) ? c.prices.length : 0 });
        }
        case 'markdown': {
          const s = String(value).replace(/\s+/g, ' ').trim();
          return s.length > 80 ? `${s.slice(0, 80)}…` : s;
        }
        case 'badgeRule': {
          const r = (value ?? null) as Rule;
          if (!r) return t('rule.summary.none');
          if (r.type === 'spendCount') return t('rule.summary.spendCount', { min: r.min ?? 0, kind: t(`rule.kinds.${r.kind ?? 'reward'}`) });
          if (r.type === 'streak') return t('rule.summary.streak', { days: r.days ?? 0, step: r.step ?? '' });
          return t('rule.summary.stepCount', { min: r.min ?? 0, step: r.step ?? '' });
        }
        default:
          return String(value);
      }
    },
    [t, option],
  );
}
