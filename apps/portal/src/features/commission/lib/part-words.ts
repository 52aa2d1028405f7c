/** How a card names the deal it opens up, and what its figure groups are called after. */
export interface PartWords {
  /**
   * `yours` (the screen says "Your deal"), or `this` ("This deal") where the screen shows more than one
   * deal. A kind rather than the words: each sentence that names the deal is a message of its own, so a
   * language can inflect it (German "Ihr"/"Ihrem", "dieses"/"diesem").
   */
  deal: 'yours' | 'this';
  /** Said after each group's name (`NGR and base, Goldline Bet Brasil`), so no two groups share a name. */
  of?: string;
}

/** The screen's words when the month has one deal, as it always read before brand deals. */
export const YOUR_DEAL: PartWords = { deal: 'yours' };

/** A figure group's name, with the part it belongs to when there is more than one. */
export const groupName = (name: string, words: PartWords) => (words.of ? `${name}, ${words.of}` : name);
