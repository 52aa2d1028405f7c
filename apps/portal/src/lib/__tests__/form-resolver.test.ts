import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { positiveMoney } from '@affiliate/contract/endpoints/payments';
import { showInLanguage } from '@/testing/in-language';
import { formResolver } from '../form-resolver';
import { requiredString } from '../validation';

const schema = z.object({
  amount: positiveMoney,
  code: requiredString(msg`Code`),
  note: z.string().min(2, 'Not a message of the contract.'),
});

async function messagesOf(values: z.input<typeof schema>) {
  const { errors } = await formResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

describe("a form's validation messages", () => {
  it("are the contract's English words in English", async () => {
    expect(await messagesOf({ amount: '1,5', code: '', note: 'x' })).toEqual({
      amount: 'Enter an amount like 150 or 150.50.',
      code: 'Code is not valid.',
      note: 'Not a message of the contract.',
    });
  });

  it("are the contract's messages in the shown language; a text the catalogs do not hold stays as it is", async () => {
    await showInLanguage('pt-BR');
    expect(await messagesOf({ amount: '0', code: ' ', note: 'x' })).toEqual({
      amount: 'Informe um valor maior que zero.',
      code: 'Código não é válido.',
      note: 'Not a message of the contract.',
    });
    await showInLanguage('de');
    expect((await messagesOf({ amount: 'abc', code: 'ok', note: 'ok' })).amount).toBe(
      'Geben Sie einen Betrag wie 150 oder 150,50 ein.',
    );
  });
});
