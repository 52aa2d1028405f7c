import { useRef, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { cx } from './cx';

export interface ModalDialogProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** A persistent dialog ignores Escape and clicks outside; only its own buttons close it. */
  persistent?: boolean;
  /** Tailwind width classes; dialogs stay inside a 360 px screen. */
  widthClass?: string;
  icon?: ReactNode;
  hideTitle?: boolean;
  /**
   * Where focus goes when the dialog closes, when the control that opened it is gone (a deleted entry's
   * button, a form that gave way to another tab). By default focus returns to that control.
   */
  finalFocus?: () => HTMLElement | null | undefined;
}

function isFocusable(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element !== document.body && element.isConnected;
}

/** The one dialog frame of the portal (Radix Dialog: focus trap, labelled by its title, aria-modal). */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  persistent = false,
  widthClass = 'w-[min(92vw,400px)]',
  icon,
  hideTitle,
  finalFocus,
}: ModalDialogProps) {
  const block = (event: Event) => {
    if (persistent) event.preventDefault();
  };
  // Radix returns focus to a Dialog.Trigger; these dialogs are opened by state, so they remember the
  // control that had focus themselves and give it back (or to finalFocus when it is gone).
  const opener = useRef<Element | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement;
  };
  const returnFocus = (event: Event) => {
    const target = isFocusable(opener.current) ? opener.current : finalFocus?.();
    opener.current = null;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          className="fixed inset-0 z-50 bg-black/45"
          style={{ animation: 'portal-fade-in 120ms ease-out' }}
        />
        <Dialog.Content
          aria-modal="true"
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cx(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 text-center shadow-xl focus:outline-none',
            widthClass,
          )}
        >
          {icon && <div className="mb-3 flex justify-center">{icon}</div>}
          <Dialog.Title className={cx('text-lg font-semibold text-ink', hideTitle && 'sr-only')}>
            {title}
          </Dialog.Title>
          {description && (
            <Dialog.Description className="mt-2 text-sm text-muted">{description}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
