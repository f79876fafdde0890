import { Overview } from '@/components/overview/overview';

export default function OverviewPage() {
  return <Overview />;
}
