/**
 * The portal's localStorage keys in one place. The member, settings, notifications and product are cached
 * locally when the signed-in layout loads them, the two-factor setting when its screen does (its store,
 * two-factor-setting-store.ts, writes it); logout clears them.
 */
export const storageKeys = {
  auth: 'auth',
  underMaintenance: 'is_undermaintenance',
  member: 'member',
  settings: 'settings',
  notifications: 'notifications',
  product: 'product',
  affiliateToolsForm: 'affiliate_tools_form',
  twoFactorSetting: 'two_factor_setting',
  language: 'language',
} as const;

type CacheKey = 'member' | 'settings' | 'notifications' | 'product';

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function writeLocalCache(key: CacheKey, value: unknown): void {
  safeStorage()?.setItem(storageKeys[key], JSON.stringify(value));
}

export function readLocalCache<T>(key: CacheKey): T | null {
  const raw = safeStorage()?.getItem(storageKeys[key]);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function clearLocalCaches(): void {
  const storage = safeStorage();
  for (const key of ['member', 'settings', 'notifications', 'product'] as const)
    storage?.removeItem(storageKeys[key]);
}

export function isMaintenanceFlagSet(): boolean {
  return safeStorage()?.getItem(storageKeys.underMaintenance) === 'true';
}

export function setMaintenanceFlag(): void {
  safeStorage()?.setItem(storageKeys.underMaintenance, 'true');
}

export function clearMaintenanceFlag(): void {
  safeStorage()?.removeItem(storageKeys.underMaintenance);
}
