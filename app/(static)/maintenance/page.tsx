import { MaintenanceNotice } from '@/components/errors/maintenance-notice';

export default function MaintenancePage() {
  return <MaintenanceNotice />;
}
