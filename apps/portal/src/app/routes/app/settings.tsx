import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function Component() {
  return <ScreenPlaceholder title="Settings" description="Your profile, preferences and payout details." />;
}
