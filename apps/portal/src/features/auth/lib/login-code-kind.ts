import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Which code the second sign-in step asks for: the authenticator app's, or one of the saved recovery codes. */
export type LoginCodeKind = 'app' | 'recovery';

/** The code field's label, as the screen shows it (in the visitor's language). */
export const loginCodeLabels: Record<LoginCodeKind, MessageDescriptor> = {
  app: msg`Authentication code`,
  recovery: msg`Recovery code`,
};
