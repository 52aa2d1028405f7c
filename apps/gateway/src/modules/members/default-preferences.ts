/** What a new account starts with unless it says otherwise. */
export const defaultPreferences = {
  language: 'en',
  timezone: 'UTC',
  theme: 'light',
  emailNotifications: true,
  emailEvents: { withdrawal: true, kyc: true, commission: true, security: true, broadcast: true },
} as const;
