import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function Component() {
  return <ScreenPlaceholder title="Two-Factor Authentication" description="Protect your account with codes from an authenticator app." />;
}
