import { useFormatter } from 'next-intl';
import styles from './posts.module.css';

/** A post's publish day, in the business time zone (i18n/request.ts). */
export function PostDate({ iso, className = styles.date }: { iso: string; className?: string }) {
  const format = useFormatter();
  return (
    <time className={className} dateTime={iso}>
      {format.dateTime(new Date(iso), { dateStyle: 'long' })}
    </time>
  );
}
