import { MeOpen } from '@/components/open/me-open';

export default function MeOpenPage() {
  return <MeOpen />;
}
