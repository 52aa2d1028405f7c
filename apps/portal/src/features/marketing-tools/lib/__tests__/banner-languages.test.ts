import { describe, expect, it } from 'vitest';
import { catalogueLanguages } from '../banner-languages';

describe('catalogue languages', () => {
  it('offers each language of the catalogue once, by name', () => {
    expect(
      catalogueLanguages([{ language: 'en' }, { language: 'fr' }, { language: 'en' }, { language: 'de' }]),
    ).toEqual([
      { value: 'en', label: 'English' },
      { value: 'fr', label: 'French' },
      { value: 'de', label: 'German' },
    ]);
  });
});
