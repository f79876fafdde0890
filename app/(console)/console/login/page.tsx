import { ClientMessages } from '@/i18n/client-messages';
import { Suspense } from 'react';
import { LoginForm } from '@/components/console/login-form';

export default function ConsoleLoginPage() {
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <Suspense fallback={null}>
        <LoginForm />
      </Suspense>
    </ClientMessages>
  );
}
