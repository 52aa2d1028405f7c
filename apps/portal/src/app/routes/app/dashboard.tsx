import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function Component() {
  return <ScreenPlaceholder title="Dashboard" description="Referral turnover and win/loss for the current period at a glance." />;
}
