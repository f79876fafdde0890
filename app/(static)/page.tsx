import { IndexLanding } from '@/components/index/index-landing';

export default function IndexPage() {
  return <IndexLanding />;
}
