import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDING, landingTarget, linkBuilderFormSchema, linkRequest } from '../link-builder-form';

describe('the link builder form', () => {
  it('appends the page typed under a landing page after one slash; a query or fragment without one', () => {
    expect(landingTarget('https://brand.example/sports', '')).toBe('https://brand.example/sports');
    expect(landingTarget('https://brand.example/sports', ' final ')).toBe(
      'https://brand.example/sports/final',
    );
    expect(landingTarget('https://brand.example/sports', '//final/leg-2')).toBe(
      'https://brand.example/sports/final/leg-2',
    );
    expect(landingTarget('https://brand.example/', 'poker')).toBe('https://brand.example/poker');
    expect(landingTarget('https://brand.example/sports', '?event=42')).toBe(
      'https://brand.example/sports?event=42',
    );
  });

  it('makes the request: no target for the default landing page, blank labels left out', () => {
    const values = linkBuilderFormSchema.parse({
      code: 'DEMO',
      landing: DEFAULT_LANDING,
      page: 'ignored',
      sub1: ' a ',
      sub2: '',
      sub3: '',
      sub4: '',
      sub5: 'e',
      campaign: '  ',
    });
    expect(linkRequest(values)).toEqual({ code: 'DEMO', sub1: 'a', sub5: 'e' });
    const deep = linkBuilderFormSchema.parse({
      code: 'DEMO',
      landing: 'https://brand.example/sports',
      page: 'final',
      sub1: '',
      sub2: '',
      sub3: '',
      sub4: '',
      sub5: '',
      campaign: 'Cup',
    });
    expect(linkRequest(deep)).toEqual({
      code: 'DEMO',
      to: 'https://brand.example/sports/final',
      campaign: 'Cup',
    });
  });

  it('refuses labels over 100 characters and a missing code', () => {
    const result = linkBuilderFormSchema.safeParse({
      code: '',
      landing: '',
      page: '',
      sub1: 'x'.repeat(101),
      sub2: '',
      sub3: '',
      sub4: '',
      sub5: '',
      campaign: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['code', 'Code is not valid.'],
      ['sub1', 'Sub-ID 1 must be at most 100 characters.'],
    ]);
  });
});
