import type { DisplayLanguage } from './language';

/**
 * The one screen shown without the catalogs (they may be what failed to load), so its texts ship with
 * the portal's entry, in every language.
 */
const texts = {
  en: { title: 'The portal could not start', reload: 'Please reload the page in a moment.' },
  'pt-BR': { title: 'Não foi possível abrir o portal', reload: 'Recarregue a página em instantes.' },
  es: { title: 'No se pudo abrir el portal', reload: 'Vuelve a cargar la página en un momento.' },
  de: { title: 'Das Portal konnte nicht starten', reload: 'Bitte laden Sie die Seite gleich neu.' },
};

export function startupFailureTexts(language: DisplayLanguage): { title: string; reload: string } {
  return texts[language === 'pseudo' ? 'en' : language];
}
