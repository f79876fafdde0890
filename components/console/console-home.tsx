'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CONTENT_RESOURCES } from '@/lib/contracts/console-content';
import { useConsoleMe } from '@/lib/client/console-api';
import { mayOpen, SECTIONS } from './console-frame';
import styles from './console.module.css';

const list = new Intl.ListFormat('de', { type: 'conjunction' });

/** /console: the sections this role may open, each with what it is for. */
export function ConsoleHome() {
  const t = useTranslations('console');
  const staff = useConsoleMe().data?.staff;
  if (!staff) return null;
  const role = staff.role;
  const name = staff.name || staff.email;
  // «Inhalte» names every content kind, from the list its pages are made of.
  const resources = list.format(CONTENT_RESOURCES.map((r) => t(`content.resources.${r}.title`)));
  return (
    <>
      <h1 className={styles.title}>{t('home.title', { name })}</h1>
      <p className={styles.muted}>{t('home.intro')}</p>
      <div className={styles.tiles}>
        {SECTIONS.filter((s) => mayOpen(role, s.roles)).map((s) => (
          <Link key={s.key} href={s.href} className={styles.tile}>
            <strong>{t(`nav.${s.key}`)}</strong>
            <span>{s.key === 'content' ? t('home.content', { resources }) : t(`home.${s.key}`)}</span>
          </Link>
        ))}
      </div>
    </>
  );
}
