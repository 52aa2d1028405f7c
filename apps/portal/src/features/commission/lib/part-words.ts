/** How a card names the deal it opens up, and what its figure groups are called after. */
export interface PartWords {
  /** `Your deal`, or `This deal` where the screen shows more than one deal. */
  deal: string;
  /** Said after each group's name (`NGR and base, Goldline Bet Brasil`), so no two groups share a name. */
  of?: string;
}

/** The screen's words when the month has one deal, as it always read before brand deals. */
export const YOUR_DEAL: PartWords = { deal: 'Your deal' };

/** A figure group's name, with the part it belongs to when there is more than one. */
export const groupName = (name: string, words: PartWords) => (words.of ? `${name}, ${words.of}` : name);
