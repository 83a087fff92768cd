package dev.vex.grounding.intent;

import java.util.List;

/**
 * Forms of the past: a figure of a past year or a past stretch, when a company was listed, when a
 * past result happened or how many titles were won, the price at the start. Moved out of {@link
 * AskCues} unchanged.
 */
final class PastForms {
  private PastForms() {}

  /**
   * When a company was listed, the name between the words: "når gikk norsk hydro på børs", "when
   * did Spotify go public".
   */
  static boolean listing(String padded) {
    return padded.startsWith(" når gikk ") && padded.contains(" på børs")
        || padded.startsWith(" when did ") && padded.contains(" go public")
        || extremeOfAPastStretch(padded);
  }

  private static final List<String> EXTREME_CLOSES =
      List.of(
          " lowest close",
          " highest close",
          " lowest closing",
          " highest closing",
          " laveste slutt",
          " høyeste slutt",
          " laveste sluttkurs",
          " høyeste sluttkurs");

  private static final List<String> PAST_STRETCHES =
      List.of(
          " in that ",
          " that stretch",
          " that period",
          " that week",
          " that month",
          " during ",
          " i den perioden",
          " den uka",
          " den uken",
          " den måneden");

  /**
   * "lowest close of the SP500TR in that stretch?": the extreme close of a past stretch the
   * conversation named, read from the chart, not the live figure.
   */
  private static boolean extremeOfAPastStretch(String padded) {
    boolean extreme = false;
    for (String e : EXTREME_CLOSES) {
      extreme |= padded.contains(e);
    }
    if (!extreme) {
      return false;
    }
    for (String p : PAST_STRETCHES) {
      if (padded.contains(p)) {
        return true;
      }
    }
    return false;
  }

  /** A figure of the past: a past year, when a past result happened, the price at the start. */
  static boolean past(Utterance u, String padded) {
    if (PastYear.in(padded) || PastYear.withPastVerb(u) || whenInThePast(u)) {
      return true;
    }
    return AT_THE_START_SET.in(padded);
  }

  /** "how much was bitcoin worth when it started", "hva kostet den da den kom": the first price. */
  private static final List<String> AT_THE_START =
      List.of(
          " when it started",
          " when it launched",
          " when it began",
          " when it came out",
          " when it first ",
          " when it was launched",
          " when it was created",
          " at launch",
          " at its launch",
          " da den startet",
          " da den kom",
          " da den ble lansert",
          " da det startet",
          " i starten ",
          " in the beginning");

  private static final Phrases AT_THE_START_SET = Phrases.of(AT_THE_START);

  /** A title won, not a match: "når vant Brann serien sist" asks for history. */
  private static final java.util.Set<String> COMPETITIONS = WordLists.set("PastForms.list");

  /** Past-tense result verbs: "når slo X Y", "when did X beat Y" ask about a past event. */
  private static final java.util.Set<String> PAST_RESULTS = WordLists.set("PastForms.list.2");

  /**
   * "Når slo Rosenborg AC Milan?", "when did Brann win the cup": a question about when a past
   * result happened, not about the last or next match ("sist", "last" make it one).
   */
  private static boolean whenInThePast(Utterance u) {
    if (u.words.size() < 3) {
      return false;
    }
    String first = u.lowerWords.get(0);
    boolean when =
        first.equals("når") && PAST_RESULTS.contains(u.lowerWords.get(1))
            || first.equals("when")
                && u.lowerWords.get(1).equals("did")
                && u.hasAnyWord(java.util.Set.of("win", "beat", "lose", "score", "first"));
    // "how many titles has Rosenborg won", "hvor mange seriegull på rad vant Rosenborg": a count
    // of past titles
    boolean titles =
        (first.equals("how") || first.equals("hvor"))
            && (u.lowerWords.get(1).equals("many") || u.lowerWords.get(1).equals("mange"))
            && u.hasAnyWord(TITLES)
            // "how many won is 100 dollars", "how many korean won for 10 euros": the Korean won
            // counted, no title won
            && !wonCounted(u.lowerWords);
    return (when || titles)
        && (!u.hasAnyWord(java.util.Set.of("sist", "last", "latest", "siste"))
            || u.hasAnyWord(COMPETITIONS));
  }

  /** Words right before "won" that make it the Korean currency: "how many won", "korean won". */
  private static final java.util.Set<String> BEFORE_THE_CURRENCY =
      java.util.Set.of("many", "korean", "koreanske", "sørkoreanske", "sør-koreanske");

  /** Whether "won" is the currency counted: after "many", "korean" or an amount (session 31). */
  private static boolean wonCounted(java.util.List<String> w) {
    for (int k = 1; k < w.size(); k++) {
      if (w.get(k).equals("won")
          && (BEFORE_THE_CURRENCY.contains(w.get(k - 1))
              || !w.get(k - 1).isEmpty() && w.get(k - 1).chars().allMatch(Character::isDigit))) {
        return true;
      }
    }
    return false;
  }

  private static final java.util.Set<String> TITLES = WordLists.set("PastForms.list.3");
}
