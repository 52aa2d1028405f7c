import { useId } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ButtonVariant } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { CodeAction } from '../lib/two-factor-codes';
import { TwoFactorCodeForm } from './two-factor-code-form';

/** The actions of an authenticator already set up, each confirmed with a code. */
export type ManageAction = Exclude<CodeAction, 'confirm'>;

const texts: Record<
  ManageAction,
  {
    title: MessageDescriptor;
    description: MessageDescriptor;
    submit: MessageDescriptor;
    variant: ButtonVariant;
  }
> = {
  enable: {
    title: msg`Turn two-factor authentication back on`,
    description: msg`Enter the current code from the authenticator app you set up before.`,
    submit: msg`Turn on`,
    variant: 'primary',
  },
  disable: {
    title: msg`Turn off two-factor authentication`,
    description: msg`Sign-in will ask for your password only until you turn it back on. Your authenticator app stays linked.`,
    submit: msg`Turn off`,
    variant: 'danger',
  },
  reset: {
    title: msg`Reset two-factor authentication`,
    description: msg`This removes your authenticator app and your recovery codes. To use two-factor authentication again, you set it up from the start with a new QR code.`,
    submit: msg`Reset`,
    variant: 'danger',
  },
  'recovery-codes': {
    title: msg`Create new recovery codes`,
    description: msg`Your current recovery codes stop working, and 10 new ones are shown once.`,
    submit: msg`Create new codes`,
    variant: 'primary',
  },
};

export interface TwoFactorActionPanelProps {
  action: ManageAction;
  onSubmit: (code: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * One action on the authenticator, with what it does and the code that confirms it. The keyboard goes
 * straight to the code field; the panel is a named region, so a screen reader says where it landed.
 */
export function TwoFactorActionPanel({ action, onSubmit, onCancel }: TwoFactorActionPanelProps) {
  const { t } = useLingui();
  const text = texts[action];
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card className="max-w-2xl">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t(text.title)}
        </h2>
        <p className="mb-5 mt-2 text-sm text-muted">{t(text.description)}</p>
        <TwoFactorCodeForm
          action={action}
          submitLabel={t(text.submit)}
          submitVariant={text.variant}
          onSubmit={onSubmit}
          onCancel={onCancel}
          focusField
        />
      </Card>
    </section>
  );
}
