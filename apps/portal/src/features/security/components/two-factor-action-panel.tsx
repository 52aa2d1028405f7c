import { useId } from 'react';
import type { ButtonVariant } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { CodeAction } from '../lib/two-factor-codes';
import { TwoFactorCodeForm } from './two-factor-code-form';

/** The actions of an authenticator already set up, each confirmed with a code. */
export type ManageAction = Exclude<CodeAction, 'confirm'>;

const texts: Record<
  ManageAction,
  { title: string; description: string; submit: string; variant: ButtonVariant }
> = {
  enable: {
    title: 'Turn two-factor authentication back on',
    description: 'Enter the current code from the authenticator app you set up before.',
    submit: 'Turn on',
    variant: 'primary',
  },
  disable: {
    title: 'Turn off two-factor authentication',
    description:
      'Sign-in will ask for your password only until you turn it back on. Your authenticator app stays linked.',
    submit: 'Turn off',
    variant: 'danger',
  },
  reset: {
    title: 'Reset two-factor authentication',
    description:
      'This removes your authenticator app and your recovery codes. To use two-factor authentication again, you set it up from the start with a new QR code.',
    submit: 'Reset',
    variant: 'danger',
  },
  'recovery-codes': {
    title: 'Create new recovery codes',
    description: 'Your current recovery codes stop working, and 10 new ones are shown once.',
    submit: 'Create new codes',
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
  const text = texts[action];
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card className="max-w-2xl">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {text.title}
        </h2>
        <p className="mb-5 mt-2 text-sm text-muted">{text.description}</p>
        <TwoFactorCodeForm
          action={action}
          submitLabel={text.submit}
          submitVariant={text.variant}
          onSubmit={onSubmit}
          onCancel={onCancel}
          focusField
        />
      </Card>
    </section>
  );
}
