'use client';
import button from '@/components/ui/button.module.css';
import styles from '../console.module.css';

/** Below a list of rows in an editor (questions, prices, goals): the list's own error and its "add" button. */
export function ListFoot({
  error,
  disabled,
  full,
  add,
  onAdd,
}: {
  error: string | undefined;
  disabled: boolean;
  full: boolean;
  add: string;
  onAdd: () => void;
}) {
  return (
    <>
      {error ? (
        <span className={`${styles.fieldError} ${styles.wide}`} role="alert">
          {error}
        </span>
      ) : null}
      {disabled ? null : (
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="button" className={`${button.button} ${button.secondary}`} disabled={full} onClick={onAdd}>
            {add}
          </button>
        </div>
      )}
    </>
  );
}
