import { describe, expect, it } from 'vitest';
import { languageName } from '../language-names';

describe('language names', () => {
  it('names a language in English', () => {
    expect(languageName('en')).toBe('English');
    expect(languageName('de')).toBe('German');
  });

  it('falls back to the code where there is no name', () => {
    expect(languageName('qq')).toBe('QQ');
  });
});
