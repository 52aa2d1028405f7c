import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TotpSetting } from '@affiliate/contract/endpoints/totp';
import { storageKeys } from './storage';

/**
 * The two-factor setting, cached locally (docs/architecture.md, "Rules the product follows") so the screen shows the last known
 * status at once while GET /bo/totp/setting is on its way. It lives in lib, not in the security feature,
 * because logout must clear it and lib may not reach into a feature. Never the secret or the
 * recovery codes: those are shown once, from memory, and never stored.
 */
interface TwoFactorSettingState {
  setting: TotpSetting | null;
  setSetting: (setting: TotpSetting) => void;
  /** After a reset: status off at once, before the server's setting is read again. */
  storeResetSetting: () => void;
  clear: () => void;
}

/** The setting of an account without an authenticator, as the gateway answers it after a reset. */
export const settingWhenOff: TotpSetting = {
  status: 'off',
  enabled: false,
  confirmed_at: null,
  recovery_codes_left: 0,
};

export const useTwoFactorSetting = create<TwoFactorSettingState>()(
  persist(
    (set) => ({
      setting: null,
      setSetting: (setting) => set({ setting }),
      storeResetSetting: () => set({ setting: settingWhenOff }),
      clear: () => set({ setting: null }),
    }),
    {
      name: storageKeys.twoFactorSetting,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ setting }) => ({ setting }),
    },
  ),
);

/** Logout: forget the cached setting, in memory and in localStorage. */
export function clearTwoFactorSetting(): void {
  useTwoFactorSetting.getState().clear();
  useTwoFactorSetting.persist.clearStorage();
}
