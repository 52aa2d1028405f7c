import { KycScreen } from '@/features/kyc/components/kyc-screen';

/** The verification provider returns here with ?result=success or ?result=error. */
export function Component() {
  return <KycScreen />;
}
