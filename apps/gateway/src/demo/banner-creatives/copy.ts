/**
 * The words on the demo creatives: three campaigns ("themes") in four languages. Written by hand per
 * language (not machine-translated strings glued together) so each reads like a real casino ad.
 */

export const DEMO_LANGUAGES = ['en', 'de', 'es', 'pt'] as const;
export type DemoLanguage = (typeof DEMO_LANGUAGES)[number];

export const DEMO_THEMES = ['welcome', 'spins', 'live'] as const;
export type DemoTheme = (typeof DEMO_THEMES)[number];

export interface CreativeCopy {
  /** A short line above the headline. */
  kicker: string;
  /** The offer, in gold; on narrow creatives it may wrap where a `|` stands. */
  headline: string;
  sub: string;
  cta: string;
}

/** The catalogue name of each theme (the portal's banner picker and the snippet's alt text). */
export const themeNames: Record<DemoTheme, string> = {
  welcome: 'Welcome Bonus',
  spins: 'Free Spins',
  live: 'Live Casino',
};

export const creativeCopy: Record<DemoTheme, Record<DemoLanguage, CreativeCopy>> = {
  welcome: {
    en: { kicker: 'Welcome offer', headline: '100%|up to €500', sub: '+ 200|free spins', cta: 'Claim bonus' },
    de: {
      kicker: 'Willkommensangebot',
      headline: '100%|bis 500 €',
      sub: '+ 200|Freispiele',
      cta: 'Bonus sichern',
    },
    es: {
      kicker: 'Oferta de bienvenida',
      headline: '100%|hasta 500 €',
      sub: '+ 200|giros gratis',
      cta: 'Conseguir bono',
    },
    pt: {
      kicker: 'Oferta de boas-vindas',
      headline: '100%|até 500 €',
      sub: '+ 200|rodadas grátis',
      cta: 'Receber bónus',
    },
  },
  spins: {
    en: { kicker: 'This week only', headline: '200|free spins', sub: 'on Gold Rush Reels', cta: 'Spin now' },
    de: {
      kicker: 'Nur diese Woche',
      headline: '200|Freispiele',
      sub: 'auf Gold Rush Reels',
      cta: 'Jetzt drehen',
    },
    es: {
      kicker: 'Solo esta semana',
      headline: '200|giros gratis',
      sub: 'en Gold Rush Reels',
      cta: 'Girar ahora',
    },
    pt: {
      kicker: 'Só esta semana',
      headline: '200|rodadas grátis',
      sub: 'em Gold Rush Reels',
      cta: 'Girar agora',
    },
  },
  live: {
    en: {
      kicker: 'Blackjack · Roulette',
      headline: 'Live|Casino',
      sub: 'Real dealers,|24/7',
      cta: 'Join a table',
    },
    de: {
      kicker: 'Blackjack · Roulette',
      headline: 'Live-Casino',
      sub: 'Echte Dealer,|24/7',
      cta: 'Jetzt spielen',
    },
    es: {
      kicker: 'Blackjack · Ruleta',
      headline: 'Casino|en vivo',
      sub: 'Crupieres reales,|24/7',
      cta: 'Jugar ahora',
    },
    pt: {
      kicker: 'Blackjack · Roleta',
      headline: 'Casino|ao vivo',
      sub: 'Croupiers reais,|24/7',
      cta: 'Jogar agora',
    },
  },
};

/** The small print every gambling ad carries where it fits, and its short form for narrow creatives. */
export const termsLine: Record<DemoLanguage, { full: string; short: string }> = {
  en: { full: '18+ · T&Cs apply · Play responsibly', short: '18+ · T&Cs apply' },
  de: { full: '18+ · Es gelten die AGB · Verantwortungsvoll spielen', short: '18+ · AGB gelten' },
  es: { full: '+18 · Aplican T&C · Juega con responsabilidad', short: '+18 · Aplican T&C' },
  pt: { full: '+18 · Aplicam-se T&C · Jogue com responsabilidade', short: '+18 · Aplicam-se T&C' },
};

/** A text link's headline per theme and language: the whole ad in one line of link text. */
export const textLinkCopy: Record<DemoTheme, Record<DemoLanguage, string>> = {
  welcome: {
    en: 'Goldline Casino: 100% welcome bonus up to €500 + 200 free spins',
    de: 'Goldline Casino: 100% Willkommensbonus bis 500 € + 200 Freispiele',
    es: 'Goldline Casino: bono de bienvenida del 100% hasta 500 € + 200 giros gratis',
    pt: 'Goldline Casino: bónus de boas-vindas de 100% até 500 € + 200 rodadas grátis',
  },
  spins: {
    en: '200 free spins on Gold Rush Reels at Goldline Casino, this week only',
    de: '200 Freispiele auf Gold Rush Reels im Goldline Casino, nur diese Woche',
    es: '200 giros gratis en Gold Rush Reels en Goldline Casino, solo esta semana',
    pt: '200 rodadas grátis em Gold Rush Reels no Goldline Casino, só esta semana',
  },
  live: {
    en: 'Play live blackjack and roulette with real dealers at Goldline Casino',
    de: 'Live-Blackjack und Roulette mit echten Dealern im Goldline Casino',
    es: 'Blackjack y ruleta en vivo con crupieres reales en Goldline Casino',
    pt: 'Blackjack e roleta ao vivo com croupiers reais no Goldline Casino',
  },
};
