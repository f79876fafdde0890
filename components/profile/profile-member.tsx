'use client';
import { useTranslations } from 'next-intl';
import { useMemberSession } from '@/lib/client/use-session';
import { LoginPrompt } from '@/components/session/login-prompt';
import { SignInProblem } from '@/components/session/sign-in-problem';
import { PasswordForm } from './password-form';
import { PersonalDataForm } from './personal-data-form';
import { ProfileSummary } from './profile-summary';

/**
 * The profile tab for identified members (docs/product.md §10.8); anonymous members are asked to
 * sign in instead. Until /me has answered the forms are in place, empty and disabled.
 */
export function ProfileMember({ countries }: { countries: string[] }) {
  const t = useTranslations('profile');
  const { session, me } = useMemberSession();
  if (me.data?.anonymous) return <LoginPrompt title={t('loginTitle')} text={t('loginText')} />;
  const pair = { hash: session.hash, token: session.token };
  const ready = Boolean(me.data && pair.hash && pair.token);
  return (
    <>
      <SignInProblem />
      <ProfileSummary me={me.data} />
      <PersonalDataForm collectorToken={session.collectorToken} pair={pair} ready={ready} countries={countries} />
      <PasswordForm collectorToken={session.collectorToken} pair={pair} ready={ready} />
    </>
  );
}
