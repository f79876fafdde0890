import { useTranslations } from 'next-intl';
import { MeOpenForward } from './me-open-forward';

/** /me/open: the entry inside the signed-in area; forwards to the shared entry once the session is ready. */
export function MeOpen() {
  const t = useTranslations('meOpen');
  return (
    <p role="status">
      {t('forwarding')} <MeOpenForward label={t('continue')} />
    </p>
  );
}
