'use client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { QuizDetail, QuizResult } from '@/lib/contracts/games';
import button from '@/components/ui/button.module.css';
import { LoadFailed } from '../load-failed';
import { useQuizSubmit } from './use-quiz-submit';
import styles from './quiz.module.css';

/** The member's answers by question id. */
export type Sheet = Record<number, number[]>;

type Props = { quiz: QuizDetail; collectorToken: string; onPlayed: (result: QuizResult, sheet: Sheet) => void };

/**
 * "Frage n von m", one question at a time: radio buttons for one answer, checkboxes for several;
 * back and forth keep the choices; the last question sends the sheet to be graded.
 */
export function QuizQuestions({ quiz, collectorToken, onPlayed }: Props) {
  const t = useTranslations('games.quiz');
  const [index, setIndex] = useState(0);
  const [sheet, setSheet] = useState<Sheet>({});
  const [missing, setMissing] = useState(false);
  const submit = useQuizSubmit(collectorToken, quiz.id);
  const position = useRef<HTMLParagraphElement>(null);
  const first = useRef(true);
  // Each question starts at "Frage n von m", so a screen reader says where the member is.
  useEffect(() => {
    if (first.current) first.current = false;
    else position.current?.focus();
  }, [index]);

  const question = quiz.questions[index]!;
  const chosen = sheet[question.id] ?? [];
  const last = index === quiz.questions.length - 1;
  const choose = (answerId: number) => {
    setMissing(false);
    const next = question.multiple ? (chosen.includes(answerId) ? chosen.filter((a) => a !== answerId) : [...chosen, answerId]) : [answerId];
    setSheet({ ...sheet, [question.id]: next });
  };

  const send = async () => {
    const answers = quiz.questions.map((q) => ({ question_id: q.id, answer_ids: sheet[q.id] ?? [] }));
    const result = await submit.send({ answers });
    if (result) onPlayed(result, sheet);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submit.busy) return;
    if (chosen.length === 0) return setMissing(true);
    if (last) void send();
    else setIndex(index + 1);
  };

  return (
    <form className={styles.run} onSubmit={onSubmit} noValidate data-testid="quiz-question" data-position={question.position}>
      <p className={styles.position} ref={position} tabIndex={-1}>
        {t('question', { position: question.position, count: question.count })}
      </p>
      <div className={styles.progress} aria-hidden="true">
        <span className={styles.progressFill} style={{ width: `${(question.position / question.count) * 100}%` }} />
      </div>
      <fieldset className={styles.fieldset} key={question.id}>
        <legend className={styles.question}>{question.text}</legend>
        {question.image_url ? (
          // eslint-disable-next-line @next/next/no-img-element -- editors' pictures of any size, served as they are
          <img className={styles.picture} src={question.image_url} alt="" loading="lazy" />
        ) : null}
        <p className={styles.howMany}>{question.multiple ? t('multiple') : t('single')}</p>
        <div className={styles.answers}>
          {question.answers.map((answer) => (
            <label key={answer.id} className={styles.answer}>
              <input
                type={question.multiple ? 'checkbox' : 'radio'}
                name={`question-${question.id}`}
                value={answer.id}
                checked={chosen.includes(answer.id)}
                onChange={() => choose(answer.id)}
              />
              <span>{answer.text}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {missing ? (
        <p className={styles.alert} role="alert">
          {t('choose')}
        </p>
      ) : null}
      {submit.error ? (
        submit.error.retryable ? (
          <LoadFailed message={t('submitFailed')} retry={t('retry')} onRetry={() => void send()} testId="quiz-submit-failed" />
        ) : (
          <p className={styles.alert} role="alert" data-testid="quiz-submit-failed">
            {submit.error.message}
          </p>
        )
      ) : null}
      <div className={styles.nav}>
        {index > 0 ? (
          <button type="button" className={`${button.button} ${button.secondary}`} onClick={() => setIndex(index - 1)} disabled={submit.busy}>
            {t('back')}
          </button>
        ) : null}
        <button type="submit" className={button.button} disabled={submit.busy} aria-busy={submit.busy || undefined} data-testid="quiz-next">
          {last ? (submit.busy ? t('submitting') : t('submit')) : t('next')}
        </button>
      </div>
    </form>
  );
}
