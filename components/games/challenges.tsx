import { useTranslations } from 'next-intl';
import { QuizIcon, WheelIcon } from './game-icons';
import { PrizewheelGame } from './prizewheel/prizewheel-game';
import { QuizGame } from './quiz/quiz-game';
import { QuizTileState, WheelTileState } from './tile-states';
import styles from './games.module.css';

/**
 * /me/challenges: a tile per game with the member's state, then the games themselves — the prize
 * wheel and the quizzes. Titles, texts and the wheel's box are in the server's HTML; the member's
 * state, the wheel's segments and the quizzes fill in as leaves (docs/architecture.md, "Pages").
 */
export function Challenges() {
  const t = useTranslations('games');
  return (
    <div className={styles.stack}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <ul className={styles.tiles} aria-label={t('tilesLabel')}>
        <li>
          <a className={styles.tile} href="#gluecksrad" data-testid="tile-wheel">
            <span className={styles.tileIcon}>
              <WheelIcon />
            </span>
            <span className={styles.tileTitle}>{t('wheel.title')}</span>
            <span className={styles.tileText}>{t('tile.wheelText')}</span>
            <WheelTileState />
          </a>
        </li>
        <li>
          <a className={styles.tile} href="#quiz" data-testid="tile-quiz">
            <span className={styles.tileIcon}>
              <QuizIcon />
            </span>
            <span className={styles.tileTitle}>{t('quiz.title')}</span>
            <span className={styles.tileText}>{t('tile.quizText')}</span>
            <QuizTileState />
          </a>
        </li>
      </ul>
      <section className={styles.section} id="gluecksrad" aria-labelledby="gluecksrad-title">
        <h2 className={styles.sectionTitle} id="gluecksrad-title">
          {t('wheel.title')}
        </h2>
        <p className={styles.sectionIntro}>{t('wheel.intro')}</p>
        <PrizewheelGame />
      </section>
      <section className={styles.section} id="quiz" aria-labelledby="quiz-title">
        <h2 className={styles.sectionTitle} id="quiz-title">
          {t('quiz.title')}
        </h2>
        <p className={styles.sectionIntro}>{t('quiz.intro')}</p>
        <QuizGame />
      </section>
    </div>
  );
}
