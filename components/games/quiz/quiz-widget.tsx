import { useTranslations } from 'next-intl';
import { QuizWidgetGame } from './quiz-widget-game';
import styles from '../games.module.css';

/** /widget/quiz (docs/product.md §4.3): the quizzes as on /me/challenges, without the app's frame, for a host page. */
export function QuizWidget() {
  const t = useTranslations('games.quiz');
  return (
    <div className={styles.widget}>
      <h1 className={styles.widgetTitle}>{t('title')}</h1>
      <p className={styles.sectionIntro}>{t('intro')}</p>
      <QuizWidgetGame />
    </div>
  );
}
