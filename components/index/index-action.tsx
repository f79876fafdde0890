'use client';
import { useEffect } from 'react';
import { useAddressQuery } from '@/lib/client/address-query';
import { usePublicConfig } from '@/lib/client/public-config';
import { useAppRouter } from '@/lib/client/navigation';
import { AppLink } from '@/components/ui/app-link';
import { SignInAction } from '@/components/session/sign-in-action';
import styles from '@/components/open/open-page.module.css';
import button from '@/components/ui/button.module.css';

/**
 * With a collector token in the address the index forwards to the overview (the link is for whoever
 * is faster); without, it says where to open Räppli and offers to sign in (docs/sso.md, "Signing
 * in"), which comes back here with a session. Until the address is known it holds the place.
 */
export function IndexAction({ cta, noToken }: { cta: string; noToken: string }) {
  const query = useAddressQuery();
  const token = query?.get('collector_token');
  const router = useAppRouter();
  const config = usePublicConfig();
  // A host with its own single sign-on but no login page set leaves login_url at this index: no loop.
  const signIn = new URL(config.login_url).href !== new URL('/', config.site_url).href;
  useEffect(() => {
    if (token) router.replace('/me/overview');
  }, [token, router]);
  return (
    <div className={styles.action}>
      {!query ? null : token ? (
        <AppLink className={button.button} href="/me/overview">
          {cta}
        </AppLink>
      ) : (
        <>
          <p className={styles.text}>{noToken}</p>
          {signIn ? <SignInAction /> : null}
        </>
      )}
    </div>
  );
}
