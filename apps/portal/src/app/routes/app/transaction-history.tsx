import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function Component() {
  return <ScreenPlaceholder title="Transaction History" description="Every commission, withdrawal and adjustment on your account." />;
}
