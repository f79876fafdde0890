'use client';
import { Card } from '@/components/ui/card';
import { SignInAction } from './sign-in-action';
import styles from './sign-in-problem.module.css';

/** What anonymous members see instead of what needs a sign-in (docs/product.md §2.1, §6.7): why, and "Jetzt anmelden". */
export function LoginPrompt({ title, text }: { title: string; text: string }) {
  return (
    <div data-testid="login-hint">
      <Card>
        <h2 className={styles.promptTitle}>{title}</h2>
        <p className={styles.promptText}>{text}</p>
        <SignInAction />
      </Card>
    </div>
  );
}
