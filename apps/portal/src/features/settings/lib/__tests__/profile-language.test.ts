import { describe, expect, it } from 'vitest';
import type { MemberPreferences } from '@affiliate/contract/endpoints/members';
import { languageAfterSignIn, preferencesWithLanguage, profileLanguage } from '../profile-language';

const preferences: MemberPreferences = {
  language: 'pt-BR',
  timezone: 'America/Sao_Paulo',
  theme: 'light',
  emailNotifications: false,
  emailEvents: { withdrawal: true, kyc: false, commission: true, security: true, broadcast: false },
};

describe("the profile's language", () => {
  it('is one the product speaks, or none', () => {
    expect(profileLanguage(preferences)).toBe('pt-BR');
    expect(profileLanguage({ ...preferences, language: 'fr' })).toBeNull();
    expect(profileLanguage(undefined)).toBeNull();
  });

  it('is saved with the saved time zone and email switches, nothing else', () => {
    expect(preferencesWithLanguage(preferences, 'de')).toEqual({
      language: 'de',
      timezone: 'America/Sao_Paulo',
      emailNotifications: false,
      emailEvents: preferences.emailEvents,
    });
  });
});

describe('the language after sign-in', () => {
  const base = { picked: null, profile: 'de', shown: 'en', inAddress: false } as const;

  it('saves a language picked before signing in when the profile has another', () => {
    expect(languageAfterSignIn({ ...base, picked: 'es', shown: 'es' })).toEqual({
      action: 'save',
      language: 'es',
    });
    expect(languageAfterSignIn({ ...base, picked: 'es', shown: 'es', inAddress: true })).toEqual({
      action: 'save',
      language: 'es',
    });
    expect(languageAfterSignIn({ ...base, picked: 'de', shown: 'de' })).toEqual({ action: 'keep' });
  });

  it("otherwise shows the profile's language, unless ?lang= asks for one this visit", () => {
    expect(languageAfterSignIn(base)).toEqual({ action: 'show', language: 'de' });
    expect(languageAfterSignIn({ ...base, inAddress: true })).toEqual({ action: 'keep' });
    expect(languageAfterSignIn({ ...base, shown: 'de' })).toEqual({ action: 'keep' });
    expect(languageAfterSignIn({ ...base, profile: null })).toEqual({ action: 'keep' });
  });

  it('never saves nor replaces the overflow check’s pseudo-language', () => {
    expect(languageAfterSignIn({ ...base, picked: 'pseudo', shown: 'pseudo' })).toEqual({ action: 'keep' });
    expect(languageAfterSignIn({ ...base, shown: 'pseudo' })).toEqual({ action: 'keep' });
  });
});
