import { IntegrationsScreen } from '@/features/integrations/components/integrations-screen';

export function Component() {
  return <IntegrationsScreen />;
}
