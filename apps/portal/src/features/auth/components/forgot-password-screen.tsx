import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { routes } from '@/config/routes';
import { Alert } from '@/components/ui/alert';
import { GetCodeSuccessDialog } from '@/components/ui/get-code-success-dialog';
import { SuccessDialog } from '@/components/ui/success-dialog';
import { useForgotPasswordStore } from '../stores/forgot-password-store';
import { AuthShell } from './auth-shell';
import { RequestCodeForm } from './request-code-form';
import { RESET_CODE_FIELD_ID, ResetPasswordForm } from './reset-password-form';

/** Forgot password on one screen: email -> code sent -> code and new password -> done. */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { t } = useLingui();
  const { codeStatus, status, message, email } = useForgotPasswordStore();
  const reset = useForgotPasswordStore((state) => state.reset);
  const [dialog, setDialog] = useState<'code' | 'done' | null>(null);

  useEffect(() => {
    reset();
    return reset;
  }, [reset]);

  const codeSent = codeStatus === 'success';
  const backToSignIn = { pathname: routes.authLogin.path, search };
  const failed = (codeStatus === 'error' || status === 'error') && message;

  return (
    <AuthShell
      title={t`Forgot password`}
      description={
        codeSent
          ? t`Enter the code we emailed you and choose a new password.`
          : t`Enter the email of your account and we will send you a code to reset your password.`
      }
    >
      <div className="flex flex-col gap-5">
        {failed && <Alert>{message}</Alert>}
        {codeSent ? (
          <ResetPasswordForm onReset={() => setDialog('done')} />
        ) : (
          <RequestCodeForm onCodeSent={() => setDialog('code')} />
        )}
        {codeSent && (
          <button
            type="button"
            className="self-center rounded text-sm font-medium text-info-ink underline-offset-4 hover:underline"
            onClick={() => useForgotPasswordStore.getState().set({ codeStatus: '', status: '', message: '' })}
          >
            <Trans>Use a different email or send a new code</Trans>
          </button>
        )}
        <Link
          to={backToSignIn}
          className="inline-flex items-center gap-1.5 self-center rounded text-sm font-medium text-ink underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to sign in</Trans>
        </Link>
      </div>
      <GetCodeSuccessDialog
        open={dialog === 'code'}
        destination={email}
        onClose={() => setDialog(null)}
        codeField={() => document.getElementById(RESET_CODE_FIELD_ID)}
      />
      <SuccessDialog
        open={dialog === 'done'}
        title={t`Password reset`}
        message={message || t`Your password has been reset. Sign in with your new password.`}
        actionLabel={t`Back to sign in`}
        onClose={() => void navigate(backToSignIn)}
      />
    </AuthShell>
  );
}
