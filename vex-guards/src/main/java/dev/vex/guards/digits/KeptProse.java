package dev.vex.guards.digits;

/** What an override keeps of the model's own words after the summary of the real data. */
public enum KeptProse {
  /** Nothing: the reply becomes the summary of the real data. */
  NONE,
  /**
   * The model's sentences that carry no figure: no digit, no number word ("forty", "tusen"), no
   * claim that something moved against the data ("crashed", "stuper" when it rose; any move when
   * the turn has no single direction), no comparison or superlative ("higher than", "rekordhøy"),
   * no error object or error words, no refusal or hedge ("I am not sure", "jeg er usikker", "as an
   * AI"), and none in English under a Norwegian reply or the other way round. They follow the
   * summary, in their order.
   */
  SENTENCES_WITHOUT_FIGURES
}
