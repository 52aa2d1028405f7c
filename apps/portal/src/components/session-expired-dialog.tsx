import { useNavigate } from 'react-router';
import { Clock } from 'lucide-react';
import { useLingui } from '@lingui/react';
import { routes } from '@/config/routes';
import { useAuthStore } from '@/lib/auth-store';
import { specMessages } from '@/lib/i18n/spec-messages';
import { logout } from '@/lib/logout';
import { Button } from './ui/button';
import { ModalDialog } from './ui/modal-dialog';

/**
 * The persistent 'Session Expired' dialog: Escape and outside clicks do not
 * close it; Login hides it, logs out and goes to the login route.
 */
export function SessionExpiredDialog() {
  const open = useAuthStore((state) => state.showSessionExpiredModal);
  const navigate = useNavigate();
  const { i18n } = useLingui();

  const relogin = async () => {
    useAuthStore.getState().closeSessionExpiredModal();
    await logout();
    await navigate(routes.authLogin.path);
  };

  return (
    <ModalDialog
      open={open}
      persistent
      title={i18n._(specMessages.sessionExpiredTitle)}
      description={i18n._(specMessages.sessionExpiredText)}
      widthClass="w-[320px] max-w-[92vw]"
      icon={<Clock aria-hidden="true" className="size-12 text-info-ink" />}
    >
      <Button className="mt-6" fullWidth onClick={() => void relogin()}>
        {i18n._(specMessages.sessionExpiredAction)}
      </Button>
    </ModalDialog>
  );
}
