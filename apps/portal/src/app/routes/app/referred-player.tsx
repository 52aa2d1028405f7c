import { PlayerScreen } from '@/features/referrals/components/player-screen';

export function Component() {
  return <PlayerScreen />;
}
