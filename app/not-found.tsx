import { NotFoundPage } from '@/components/errors/not-found-page';
import { StaticFrame } from '@/components/layout/static-frame';

export default function NotFound() {
  return (
    <StaticFrame>
      <NotFoundPage />
    </StaticFrame>
  );
}
