import { describe, expect, it } from 'vitest';
import { audienceText, broadcastFormSchema, parseAffiliateIds } from '../broadcast-form';
import { identityRuleFormSchema } from '../identity-rule-form';

describe('parseAffiliateIds', () => {
  it('reads ids separated by spaces, commas, semicolons and new lines, each once', () => {
    expect(parseAffiliateIds(' 12, 40;\n7 12 ')).toEqual({ ids: [12, 40, 7] });
  });

  it('names the first entry that is not an id', () => {
    expect(parseAffiliateIds('12 -3')).toEqual({
      error: '"-3" is not an affiliate id: ids are whole numbers like 1042.',
    });
    expect(parseAffiliateIds('0')).toHaveProperty('error');
    expect(parseAffiliateIds('1.5')).toHaveProperty('error');
    expect(parseAffiliateIds('2147483648')).toHaveProperty('error');
  });

  it('wants at least one id and at most 10,000', () => {
    expect(parseAffiliateIds(' , ')).toEqual({ error: 'List at least one affiliate id.' });
    const many = Array.from({ length: 10_001 }, (_, index) => index + 1).join(' ');
    expect(parseAffiliateIds(many)).toEqual({
      error: 'List at most 10,000 affiliates; send to everyone instead.',
    });
  });
});

describe('the broadcast form', () => {
  it('sends no list to everyone, and the parsed list to the ones listed', () => {
    const everyone = broadcastFormSchema.parse({
      title: ' Hi ',
      body: 'News',
      audience: 'everyone',
      memberIds: 'not read',
    });
    expect(everyone).toEqual({ title: 'Hi', body: 'News' });
    expect(audienceText(everyone)).toBe('every enabled affiliate');
    const listed = broadcastFormSchema.parse({
      title: 'Hi',
      body: 'News',
      audience: 'listed',
      memberIds: '5 9',
    });
    expect(listed).toEqual({ title: 'Hi', body: 'News', memberIds: [5, 9] });
    expect(audienceText(listed)).toBe('the 2 affiliates listed');
    expect(audienceText({ ...listed, memberIds: [5] })).toBe('affiliate #5');
  });
});

describe('the identity rule form', () => {
  it('keeps the amount for above-amount only, and requires it there', () => {
    expect(identityRuleFormSchema.parse({ require: 'first-withdrawal', amount: '300' })).toEqual({
      require: 'first-withdrawal',
    });
    expect(identityRuleFormSchema.parse({ require: 'above-amount', amount: ' 300.50 ' })).toEqual({
      require: 'above-amount',
      amount: '300.50',
    });
    expect(
      identityRuleFormSchema.safeParse({ require: 'above-amount', amount: '' }).error?.issues[0]?.message,
    ).toBe('Enter the amount.');
  });
});
