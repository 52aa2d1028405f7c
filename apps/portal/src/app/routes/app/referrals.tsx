import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function Component() {
  return <ScreenPlaceholder title="Referrals" description="The members you referred, with their join and registration dates." />;
}
