import { z } from 'zod';
import { sixDigitCode } from '@affiliate/contract/common/primitives';
import { secondFactorCode } from '@affiliate/contract/endpoints/totp';
import { requiredString } from '@/lib/validation';

/** What proves the second factor on this screen: the app's current code, a recovery code, or an emailed code. */
export type CodeKind = 'app' | 'recovery' | 'email';

/** The screen's actions that need a code. */
export type CodeAction = 'confirm' | 'enable' | 'disable' | 'reset' | 'recovery-codes';

/**
 * The codes each action takes, as the gateway accepts them: turning on needs the app itself; what a lost
 * phone must not block also takes a recovery code, and turning off or resetting an emailed code too.
 */
export const acceptedCodeKinds: Record<CodeAction, readonly CodeKind[]> = {
  confirm: ['app'],
  enable: ['app'],
  disable: ['app', 'recovery', 'email'],
  reset: ['app', 'recovery', 'email'],
  'recovery-codes': ['app', 'recovery'],
};

export const codeKindLabels: Record<CodeKind, string> = {
  app: 'Authentication code',
  recovery: 'Recovery code',
  email: 'Emailed code',
};

/** The code form of one kind: required (the generic rule), then 6 digits or the shape of a recovery code. */
export function codeFormSchema(kind: CodeKind) {
  return z.object({
    code: requiredString(codeKindLabels[kind], kind === 'recovery' ? secondFactorCode : sixDigitCode),
  });
}
export type CodeFormValues = z.infer<ReturnType<typeof codeFormSchema>>;
