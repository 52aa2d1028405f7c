import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages } from '@affiliate/contract';
import { specMessages } from '../spec-messages';

describe("the specification's strings", () => {
  it('read in English word for word as the contract holds them', () => {
    for (const [key, text] of Object.entries(messages))
      expect(i18n._(specMessages[key as keyof typeof messages]), key).toBe(text);
  });
});
