import { RaffleTerms } from '@/components/rewards/terms/raffle-terms';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('terms');

// The same for everyone and for every raffle: prerendered at build time.
export default function RaffleTermsPage() {
  return <RaffleTerms />;
}
