'use client';
import { useTranslations } from 'next-intl';
import { usePublicConfig } from '@/lib/client/public-config';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { returnPath, signInWay } from '@/lib/domain/sign-in';
import { goSignIn } from '@/lib/client/sign-in-go';
import button from '@/components/ui/button.module.css';

/** The origin of the page that embeds this one (null at the top or when the browser does not say). */
function parentOrigin(): string | null {
  if (window.parent === window) return null;
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * "Jetzt anmelden" wherever a page needs a signed-in member (docs/product.md §6.7): the app's login
 * in the app, a message to the host page that embeds us, else the host's login page in the whole
 * window. The way is chosen when the reader taps, from the address and where the page runs.
 */
export function SignInAction({ variant = 'button' }: { variant?: 'button' | 'link' }) {
  const t = useTranslations('app');
  const session = useSessionQuery();
  const config = usePublicConfig();
  const className = variant === 'button' ? button.button : button.inline;
  return (
    <a
      href={config.login_url}
      target="_top"
      className={className}
      data-testid="sign-in"
      onClick={(event) => {
        const way = signInWay({
          platform: session.platform,
          uriScheme: config.uri_scheme,
          loginUrl: config.login_url,
          origin: window.location.origin,
          returnTo: returnPath(window.location.pathname, window.location.search),
          parentOrigin: parentOrigin(),
          allowedOrigins: config.allowed_message_origins,
        });
        event.preventDefault();
        goSignIn(way, session.collectorToken);
      }}
    >
      {t('signIn')}
    </a>
  );
}
