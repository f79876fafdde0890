'use client';
import { AppLink } from '@/components/ui/app-link';
import { useAppRouter } from '@/lib/client/navigation';
import button from '@/components/ui/button.module.css';
import styles from './error-page.module.css';

/**
 * The ways back from a 404: to the start (which, with the reader's session in the address, opens the
 * overview) and, when the reader came from one of our pages, back to it.
 */
export function NotFoundActions({ back, home }: { back: string; home: string }) {
  const router = useAppRouter();
  return (
    <div className={styles.actions}>
      <AppLink href="/" className={button.button} data-testid="not-found-home">
        {home}
      </AppLink>
      <button
        type="button"
        className={`${button.button} ${button.secondary}`}
        onClick={() => {
          const from = document.referrer ? new URL(document.referrer) : null;
          if (from && from.origin === window.location.origin && window.history.length > 1) window.history.back();
          else router.push('/');
        }}
      >
        {back}
      </button>
    </div>
  );
}
