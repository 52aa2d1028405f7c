import { describe, expect, it } from 'vitest';
import { catalogueLanguages, languageName } from '../banner-languages';

describe('catalogue languages', () => {
  it('names a language in English', () => {
    expect(languageName('en')).toBe('English');
    expect(languageName('de')).toBe('German');
  });

  it('falls back to the code where there is no name', () => {
    expect(languageName('qq')).toBe('QQ');
  });

  it('offers each language of the catalogue once, by name', () => {
    expect(catalogueLanguages([{ language: 'en' }, { language: 'fr' }, { language: 'en' }, { language: 'de' }])).toEqual([
      { value: 'en', label: 'English' },
      { value: 'fr', label: 'French' },
      { value: 'de', label: 'German' },
    ]);
  });
});
