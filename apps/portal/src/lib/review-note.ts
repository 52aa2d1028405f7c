import { formatDateTime } from './dates';

/** The gateway writes the end of a review as `2026-11-24 17:05 UTC` inside its sentence. */
const GATEWAY_UTC_MINUTE = /\b(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}) UTC\b/g;

/**
 * A withdrawal's review note with its time in the portal's date format on the viewer's clock
 * ('… until 11/24/2026, 06:05 PM'), like every other date of the screen; the rest of the note is kept.
 */
export function localizeReviewNote(note: string): string {
  return note.replace(GATEWAY_UTC_MINUTE, (whole, y: string, mo: string, d: string, h: string, mi: string) => {
    const shown = formatDateTime(new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi))));
    return shown === '' ? whole : shown;
  });
}
