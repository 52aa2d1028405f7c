/**
 * How wide a line of bold sans-serif text is, so the demo creatives can size their copy to fit a
 * 320x50 banner as well as a 970x250 one without a browser to measure in.
 *
 * Advance widths of Arial Bold (Liberation Sans Bold has the same metrics), in thousandths of an em,
 * for U+0020..U+007E. Accented letters take their base letter's width (Arial draws them that way).
 * The creatives also give each line a `textLength`, so on a machine without Arial the browser squeezes
 * its substitute font to the same width instead of overflowing.
 */
const ASCII_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
  556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
  556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
  333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

const OTHER_WIDTHS: Record<string, number> = {
  ß: 611,
  '€': 556,
  '–': 556,
  '—': 1000,
  '·': 278,
  '’': 278,
  '¡': 333,
  '¿': 611,
  '•': 350,
  '×': 584,
};

/** Unknown characters count as wide ones: a line may come out a little short, never too long. */
const FALLBACK_WIDTH = 722;

function charWidth(char: string): number {
  const code = char.charCodeAt(0);
  if (code >= 0x20 && code <= 0x7e) return ASCII_WIDTHS[code - 0x20]!;
  const known = OTHER_WIDTHS[char];
  if (known !== undefined) return known;
  const base = char.normalize('NFD')[0]!;
  const baseCode = base.charCodeAt(0);
  return base !== char && baseCode >= 0x20 && baseCode <= 0x7e
    ? ASCII_WIDTHS[baseCode - 0x20]!
    : FALLBACK_WIDTH;
}

/** The layout measures the same few lines thousands of times while it searches for a fit. */
const unitsByText = new Map<string, number>();

/** Width in pixels of `text` set in Arial Bold at `fontSize` pixels. */
export function boldTextWidth(text: string, fontSize: number): number {
  let units = unitsByText.get(text);
  if (units === undefined) {
    units = 0;
    for (const char of text) units += charWidth(char);
    if (unitsByText.size < 10_000) unitsByText.set(text, units);
  }
  return (units * fontSize) / 1000;
}
