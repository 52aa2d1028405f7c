import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, setTextOverrides, showLanguage } from '../catalogs';

/**
 * Issue 37, item 4: the operator's wording of a text (from /config.json, compiled and keyed by message id
 * as the catalogs are) replaces the catalog's, whether the configuration or the catalogs arrive first.
 */
const signIn = msg`Sign in`;
const override = (language: string, text: string) => ({ [language]: { [signIn.id]: [text] } });

// As the portal's entry does: the first part is wanted in every language shown.
beforeAll(() => loadCatalog('first'));
afterEach(() => setTextOverrides({}));

describe("the operator's text overrides", () => {
  it('replace a text of a catalog already loaded', async () => {
    await showLanguage('de');
    expect(i18n._(signIn)).toBe('Anmelden');
    setTextOverrides(override('de', 'Einloggen'));
    expect(i18n._(signIn)).toBe('Einloggen');
  });

  it('replace a text of a catalog loaded after them, and stay over the parts loaded later', async () => {
    setTextOverrides(override('es', 'Acceder'));
    await showLanguage('es');
    expect(i18n._(signIn)).toBe('Acceder');
    await loadCatalog('portal');
    expect(i18n._(signIn)).toBe('Acceder');
  });

  it('leave the other languages as their catalogs say', async () => {
    setTextOverrides(override('es', 'Acceder'));
    await showLanguage('pt-BR');
    expect(i18n._(signIn)).toBe('Entrar');
  });
});
