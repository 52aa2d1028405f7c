import { PageHeader } from '@/components/ui/page-header';
import { ChangePasswordForm } from '@/features/security/components/change-password-form';

export function Component() {
  return (
    <>
      <PageHeader
        title="Change Password"
        description="Use at least 12 characters. Other devices are logged out after the change."
      />
      <ChangePasswordForm />
    </>
  );
}
