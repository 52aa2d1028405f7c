import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function Component() {
  return <ScreenPlaceholder title="Affiliate Tools" description="Generate tracked banners for your websites and campaigns." />;
}
