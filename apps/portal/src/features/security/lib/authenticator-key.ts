// Shared with the operator console's invitation, which enrols an authenticator the same way.
export { groupAuthenticatorKey } from '@/lib/authenticator-key';
