'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { QuizDetail, QuizResult } from '@/lib/contracts/games';
import type { SsoPair } from '@/lib/client/rewards-api';
import button from '@/components/ui/button.module.css';
import type { Sheet } from './quiz-questions';
import { QuizTrial } from './quiz-trial';
import styles from './quiz.module.css';

type Props = { quiz: QuizDetail; result: QuizResult; sheet: Sheet; collectorToken: string; pair: SsoPair; onBack: () => void };

/** The result screen: how many were right, passed or not, the Räppli won, the trial, and each question with its correct answers. */
export function QuizResultView({ quiz, result, sheet, collectorToken, pair, onBack }: Props) {
  const t = useTranslations('games.quiz.result');
  const quizText = useTranslations('games.quiz');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const texts = (q: QuizDetail['questions'][number], ids: readonly number[]) =>
    q.answers
      .filter((a) => ids.includes(a.id))
      .map((a) => a.text)
      .join(', ');

  return (
    <div className={styles.result} data-testid="quiz-result" data-passed={result.passed}>
      <h4 className={styles.resultTitle} ref={heading} tabIndex={-1}>
        {t('title')}
      </h4>
      <p className={styles.score} data-testid="quiz-score">
        {t('score', { correct: result.correct_count, count: result.questions_count })}
      </p>
      <p className={`${styles.verdict} ${result.passed ? styles.passed : ''}`} data-testid="quiz-verdict">
        {result.passed ? t('passed') : t('failed', { mark: quiz.pass_mark })}
      </p>
      {result.points_awarded > 0 ? (
        <>
          <p className={styles.points} data-testid="quiz-points">
            {t('points', { points: result.points_awarded })}
          </p>
          <p className={styles.text}>{t('balance', { balance: result.balance })}</p>
        </>
      ) : null}
      {result.trial.available ? <QuizTrial quizId={quiz.id} collectorToken={collectorToken} pair={pair} /> : null}
      <h4 className={styles.reviewTitle}>{t('answers')}</h4>
      <ol className={styles.review}>
        {quiz.questions.map((q) => {
          const graded = result.results.find((r) => r.question_id === q.id);
          if (!graded) return null;
          return (
            <li key={q.id} className={styles.reviewItem} data-testid="quiz-review" data-correct={graded.correct}>
              <p className={styles.reviewQuestion}>
                <span className={`${styles.mark} ${graded.correct ? styles.right : styles.wrong}`} aria-hidden="true">
                  {graded.correct ? '✓' : '✗'}
                </span>
                <span>
                  <span className="visually-hidden">{graded.correct ? t('right') : t('wrong')}: </span>
                  {q.text}
                </span>
              </p>
              <p className={styles.reviewAnswer} data-testid="quiz-correct-answers">
                {t('correct', { count: graded.correct_answer_ids.length, answers: texts(q, graded.correct_answer_ids) })}
              </p>
              {!graded.correct ? <p className={styles.reviewAnswer}>{t('yours', { answers: texts(q, sheet[q.id] ?? []) })}</p> : null}
            </li>
          );
        })}
      </ol>
      <button type="button" className={`${button.button} ${button.secondary}`} onClick={onBack}>
        {quizText('toList')}
      </button>
    </div>
  );
}
