import { InvitationScreen } from '../../features/invitation/components/invitation-screen';

export function Component() {
  return <InvitationScreen />;
}
