import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { Menu, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BrandMark } from '@/components/brand-mark';
import { SideNavigation } from './side-navigation';

/** Below 640 px the navigation lives in a drawer (focus trapped, Escape closes). */
export function NavigationDrawer() {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="grid size-10 place-items-center rounded-lg text-ink hover:bg-black/5 sm:hidden"
        aria-label={t`Open menu`}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          className="fixed inset-0 z-40 bg-black/45"
          style={{ animation: 'portal-fade-in 120ms ease-out' }}
        />
        <Dialog.Content
          aria-modal="true"
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(85vw,300px)] flex-col overflow-y-auto bg-surface p-4 shadow-xl focus:outline-none"
          style={{ animation: 'portal-slide-in 160ms ease-out' }}
        >
          <div className="mb-4 flex items-center justify-between">
            <BrandMark />
            <Dialog.Close
              className="grid size-10 place-items-center rounded-lg text-ink hover:bg-black/5"
              aria-label={t`Close menu`}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">
            <Trans>Menu</Trans>
          </Dialog.Title>
          <SideNavigation onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
