import { ClientMessages } from '@/i18n/client-messages';
import { SignInPage } from '@/components/sign-in/sign-in-page';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('login');

// Our SSO's sign-in page (docs/sso.md, "Signing in"): a static shell; the form signs in from the browser.
export default function LoginPage() {
  return (
    <ClientMessages namespaces={['signIn', 'app', 'errors']}>
      <SignInPage />
    </ClientMessages>
  );
}
