import { MaintenanceScreen } from '@/features/maintenance/components/maintenance-screen';

export function Component() {
  return <MaintenanceScreen />;
}
