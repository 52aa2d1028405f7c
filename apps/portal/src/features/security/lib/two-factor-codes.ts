import { z } from 'zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/** The code field's label, as the screen shows it (in the affiliate's language). */
export const codeKindLabels: Record<CodeKind, MessageDescriptor> = {
  app: msg`Authentication code`,
  recovery: msg`Recovery code`,
  email: msg`Emailed code`,
};

// The field's English name in its '{field} is not valid.' message: the contract's validation messages
// are not translated yet (they stay English until they are, with every form's). Then 6 digits, or the
// shape of a recovery code.
const codeRules: Record<CodeKind, () => z.ZodType<string, string>> = {
  app: () => requiredString(msg`Authentication code`, sixDigitCode),
  recovery: () => requiredString(msg`Recovery code`, secondFactorCode),
  email: () => requiredString(msg`Emailed code`, sixDigitCode),
};

/** The code form of one kind: required (the generic rule), then the kind's own rule. */
export function codeFormSchema(kind: CodeKind) {
  return z.object({ code: codeRules[kind]() });
}
export type CodeFormValues = z.infer<ReturnType<typeof codeFormSchema>>;
