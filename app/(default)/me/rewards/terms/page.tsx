import { RaffleTerms } from '@/components/rewards/terms/raffle-terms';

// The same for everyone and for every raffle: prerendered at build time.
export default function RaffleTermsPage() {
  return <RaffleTerms />;
}
