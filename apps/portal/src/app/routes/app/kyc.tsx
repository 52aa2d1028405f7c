import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ScreenPlaceholder } from '@/components/screen-placeholder';

/** The verification provider returns here with ?result=success or ?result=error. */
export function Component() {
  const [params] = useSearchParams();
  const result = params.get('result');
  return (
    <ScreenPlaceholder title="Identity Verification" description="Verify your identity to unlock withdrawals.">
      {result === null ? undefined : result === 'success' ? (
        <Alert tone="success">Thank you. Your documents were submitted and your verification is pending review.</Alert>
      ) : (
        <Alert>The verification did not complete. Please try again.</Alert>
      )}
    </ScreenPlaceholder>
  );
}
