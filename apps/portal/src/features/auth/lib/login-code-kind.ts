/** Which code the second sign-in step asks for: the authenticator app's, or one of the saved recovery codes. */
export type LoginCodeKind = 'app' | 'recovery';

/** The code field's label, also the name in its '{field} is not valid.' message. */
export const loginCodeLabels: Record<LoginCodeKind, string> = {
  app: 'Authentication code',
  recovery: 'Recovery code',
};
