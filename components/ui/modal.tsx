'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);

type Props = {
  labelledBy: string;
  describedBy?: string;
  /** Escape; the dialog decides what closing means (skip, cancel …). */
  onEscape: () => void;
  /** fullscreen: covers the screen; sheet: a card at the bottom on phones, centred on larger screens. */
  variant?: 'fullscreen' | 'sheet';
  testId?: string;
  children: ReactNode;
};

/**
 * A modal dialog: role=dialog with aria-modal, focus moved in and kept inside (Tab cycles), Escape
 * handled, page scroll locked, focus given back to where it was on close. Render it only in the
 * browser (after an interaction or from a next/dynamic import without SSR).
 */
export function Modal({ labelledBy, describedBy, onEscape, variant = 'sheet', testId, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0] ?? dialog).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof Node && !dialog.contains(e.target)) (focusables(dialog)[0] ?? dialog).focus();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onEscapeRef.current();
      } else if (e.key === 'Tab') {
        const items = focusables(dialog);
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return e.preventDefault();
        if (e.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      // The trigger may be gone (a cancelled order loses its button): then the page's heading.
      const back = previous?.isConnected ? previous : document.querySelector<HTMLElement>('main h1, h1');
      if (back && back !== previous && !back.hasAttribute('tabindex')) back.setAttribute('tabindex', '-1');
      back?.focus();
    };
  }, []);

  return createPortal(
    <div className={`${styles.backdrop} ${styles[variant]}`}>
      <div
        ref={ref}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-testid={testId}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
