import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function Component() {
  return <ScreenPlaceholder title="Notifications" description="Messages about your withdrawals, verification and commission periods." />;
}
