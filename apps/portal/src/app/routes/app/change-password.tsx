import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { routes } from '@/config/routes';
import { ChangePasswordForm } from '@/features/security/components/change-password-form';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t(routes.changePassword.titleMessage)}
        description={t`Use at least 12 characters. Other devices are logged out after the change.`}
      />
      <ChangePasswordForm />
    </>
  );
}
