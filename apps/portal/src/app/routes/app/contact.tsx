import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function Component() {
  return <ScreenPlaceholder title="Contact Us" description="Send a message to your affiliate manager." />;
}
