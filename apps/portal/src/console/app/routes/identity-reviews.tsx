import { IdentityReviewsScreen } from '../../features/identity-reviews/components/identity-reviews-screen';
import { SectionGate } from '../layouts/section-gate';
import { identityReviewsSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={identityReviewsSection}>
      <IdentityReviewsScreen />
    </SectionGate>
  );
}
