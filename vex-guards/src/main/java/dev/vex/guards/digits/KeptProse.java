package dev.vex.guards.digits;

/** What an override keeps of the model's own words after the summary of the real data. */
public enum KeptProse {
  /** Nothing: the reply becomes the summary of the real data. */
  NONE,
  /**
   * The model's sentences that carry no figure: no digit, no number word ("forty", "tusen") and no
   * claim that something moved ("crashed", "soared", "stupte", "steg"). They follow the summary, in
   * their order. A sentence with a figure or a move may carry the wrong one, so it goes.
   */
  SENTENCES_WITHOUT_FIGURES
}
