import { useTranslations } from 'next-intl';
import { MemberLink } from '@/components/session/member-link';
import styles from './terms.module.css';
import detail from '@/components/rewards/detail/detail.module.css';

// The rules as the code enforces them (docs/product.md §9.2, §9.3, §9.8, §9.10, §9.11), in the order a member asks.
const SECTIONS = ['organiser', 'who', 'tickets', 'limits', 'chance', 'draw', 'oneWin', 'notify', 'claim', 'noCash', 'data', 'legal'] as const;

/** /me/rewards/terms: the terms of participation the raffle ticket form asks the member to accept. */
export function RaffleTerms() {
  const t = useTranslations('terms');
  return (
    <article className={detail.stack}>
      <MemberLink href="/me/rewards" className={detail.back}>
        ‹ {t('backToShop')}
      </MemberLink>
      <header>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <ol className={styles.sections}>
        {SECTIONS.map((key) => (
          <li key={key} className={styles.section}>
            <h2 id={`terms-${key}`} className={styles.sectionTitle}>
              {t(`${key}.title`)}
            </h2>
            <p className={styles.text}>{t(`${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
