import {
  dealSummary,
  englishDealWords,
  type DealDocument,
  type DealPhrase,
  type DealWords,
} from '@affiliate/contract';
import { listIn, localPercent } from '../../i18n/sentence-parts.ts';
import { translate, type GatewayText, type Language, type TextValues } from '../../i18n/translate.ts';
import { formatAmountIn } from '../notifications/money-text.ts';

/**
 * What a deal pays in an affiliate's language (issue 37): the contract's `dealSummary`, its phrases from
 * the gateway's catalogs (`deal.<phrase>`), rates, money and lists in the language's locale. English is
 * the contract's own words, which the console, the CLI and integrations read, so the portal's Commission
 * screen and the console say the same in English.
 */

// Every phrase of the contract has its key in the catalogs: a phrase added there fails this line.
const phraseKey = (phrase: DealPhrase): `deal.${DealPhrase}` & GatewayText => `deal.${phrase}`;

/** A product (player category) by its catalog name; one the catalogs do not know keeps the English. */
function productIn(language: Language, product: string): string {
  const key = `deal.product.${product}`;
  return key in translatableProducts
    ? translate(language, key as GatewayText)
    : englishDealWords.product(product);
}

const translatableProducts = {
  'deal.product.casino': true,
  'deal.product.sports': true,
  'deal.product.live-casino': true,
  'deal.product.poker': true,
} satisfies Partial<Record<GatewayText, true>>;

const wordsByLanguage = new Map<Language, DealWords>();

/** The deal's words in a language, the catalog's. */
export function dealWordsIn(language: Language): DealWords {
  let words = wordsByLanguage.get(language);
  if (!words) {
    words = {
      say: (phrase, ...values) => translate(language, phraseKey(phrase), values[0] as TextValues | undefined),
      percent: (rate) => localPercent(language, rate),
      money: (amount, currency) => formatAmountIn(language, amount, currency),
      list: (items) => listIn(language, items),
      product: (product) => productIn(language, product),
    };
    wordsByLanguage.set(language, words);
  }
  return words;
}

/** What the deal pays, a sentence a line, in `language`: English word for word the contract's. */
export function dealSummaryIn(language: Language, deal: DealDocument): string[] {
  return language === 'en' ? dealSummary(deal) : dealSummary(deal, dealWordsIn(language));
}
