import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../storage';
import { settingWhenOff, useTwoFactorSetting } from '../two-factor-setting-store';

const enabled = {
  status: 'enabled',
  enabled: true,
  confirmed_at: '2026-11-01T10:00:00.000Z',
  recovery_codes_left: 7,
} as const;

const stored = () =>
  JSON.parse(localStorage.getItem(storageKeys.twoFactorSetting) ?? 'null') as {
    state: { setting: unknown };
  } | null;

describe('two-factor setting store', () => {
  beforeEach(() => useTwoFactorSetting.getState().clear());

  it('caches the setting locally', () => {
    useTwoFactorSetting.getState().setSetting(enabled);
    expect(stored()?.state.setting).toEqual(enabled);
  });

  it('stores status off at once after a reset', () => {
    useTwoFactorSetting.getState().setSetting(enabled);
    useTwoFactorSetting.getState().storeResetSetting();
    expect(useTwoFactorSetting.getState().setting).toEqual(settingWhenOff);
    expect(stored()?.state.setting).toMatchObject({ status: 'off', enabled: false });
  });

  it('reads the cached setting back after a reload', async () => {
    localStorage.setItem(
      storageKeys.twoFactorSetting,
      JSON.stringify({ state: { setting: enabled }, version: 0 }),
    );
    await useTwoFactorSetting.persist.rehydrate();
    expect(useTwoFactorSetting.getState().setting).toEqual(enabled);
  });
});
