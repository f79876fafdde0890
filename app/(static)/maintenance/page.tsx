import { MaintenanceNotice } from '@/components/errors/maintenance-notice';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('maintenance');

export default function MaintenancePage() {
  return <MaintenanceNotice />;
}
