import { describe, expect, it } from 'vitest';
import { registerRequest } from '@affiliate/contract/endpoints/applications';
import { setCurrentLanguage } from '@/lib/i18n/language';
import { emptyApplication, formFieldOf, registerBody, type ApplyFormValues } from '../apply-form';

const filled: ApplyFormValues = {
  ...emptyApplication,
  kind: 'company',
  company_name: ' Tips Ltda ',
  first_name: 'Ana',
  last_name: 'Silva',
  email: 'ana@example.com',
  username: 'ana.silva',
  password: 'long-enough-secret',
  password_confirmation: 'long-enough-secret',
  country: 'BR',
  currency: 'BRL',
  websites: [{ url: '' }, { url: ' https://a.example.com ' }, { url: '' }, { url: 'https://c.example.com' }],
  traffic_sources: ['seo'],
  accept_terms: true,
};

describe('the application’s body', () => {
  it('is what the contract accepts, blank website rows left out, in the language shown', () => {
    setCurrentLanguage('pt-BR');
    const body = registerBody(filled, { termsVersion: 2, altcha: 'payload', ref: 'partner7' });
    expect(registerRequest.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      company_name: 'Tips Ltda',
      websites: ['https://a.example.com', 'https://c.example.com'],
      messenger: null,
      language: 'pt-BR',
      terms_version: 2,
      ref: 'partner7',
    });
  });

  it('sends no language for the pseudo-language, no invite code longer than the contract allows, and no company for an individual', () => {
    setCurrentLanguage('pseudo');
    const body = registerBody(
      { ...filled, kind: 'individual' },
      { termsVersion: null, altcha: 'payload', ref: 'x'.repeat(65) },
    );
    expect(body).not.toHaveProperty('language');
    expect(body).not.toHaveProperty('ref');
    expect(body).not.toHaveProperty('company_name');
    expect(body.terms_version).toBeNull();
  });

  it('names the form’s fields for the gateway’s error keys', () => {
    const fieldOf = formFieldOf(filled);
    expect(fieldOf('websites.0')).toBe('websites.1.url');
    expect(fieldOf('websites.1')).toBe('websites.3.url');
    expect(fieldOf('messenger.handle')).toBe('messenger_handle');
    expect(fieldOf('messenger.app')).toBe('messenger_app');
    expect(fieldOf('email')).toBe('email');
  });
});
