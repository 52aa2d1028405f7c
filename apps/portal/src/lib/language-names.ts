let names: Intl.DisplayNames | null | undefined;

/** `en` -> `English` (Intl.DisplayNames); the code itself, upper case, where the browser has no name. */
export function languageName(code: string): string {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    } catch {
      names = null;
    }
  }
  let name: string | undefined;
  try {
    name = names?.of(code);
  } catch {
    name = undefined;
  }
  return name ?? code.toUpperCase();
}
