import { create } from 'zustand';
import type { AuthStatus } from '@/lib/auth-store';

/**
 * The specification's forgot-password state: `codeStatus` follows the code request, `status` the
 * password reset, `message` the last answer or error to show.
 */
interface ForgotPasswordState {
  status: AuthStatus;
  codeStatus: AuthStatus;
  message: string;
  email: string;
  set: (patch: Partial<Omit<ForgotPasswordState, 'set' | 'reset'>>) => void;
  reset: () => void;
}

const initial = { status: '', codeStatus: '', message: '', email: '' } as const;

export const useForgotPasswordStore = create<ForgotPasswordState>()((set) => ({
  ...initial,
  set: (patch) => set(patch),
  reset: () => set(initial),
}));
