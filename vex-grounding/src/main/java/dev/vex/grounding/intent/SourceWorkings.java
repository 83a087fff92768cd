package dev.vex.grounding.intent;

import java.util.List;
import java.util.Set;

/**
 * A question about how a data source works, not its data (#22, off-topic controls): "Hvordan lager
 * wttr.in værmeldingen?", "Hvor henter yr dataene sine fra?", "Where does CoinGecko get its
 * prices?", "How does Yahoo Finance calculate the index?". The source is the grammatical subject
 * right after the question word and its verb (Norwegian: "hvordan"/"hvorfra" + verb + source, or
 * "hvor" + verb + source with "fra" later; English: "how"/"where" + "does"/"do" + source + verb),
 * so "hvordan er været ifølge yr" (the weather by yr) and "hvor mye koster bitcoin på CoinGecko" (a
 * price) are not read. One pass over the words; read by {@link AskCues#aboutIt}.
 */
final class SourceWorkings {
  /** The sources by name, one word each; two-word names by their first word and the second. */
  private static final Set<String> SOURCES = WordLists.set("SourceWorkings.SOURCES");

  /** The second word of a two-word source ("yahoo finance", "hacker news", "the ecb"). */
  private static final List<String[]> PAIRS =
      List.of(
          new String[] {"yahoo", "finance"},
          new String[] {"hacker", "news"},
          new String[] {"the", "ecb"},
          new String[] {"world", "weather"},
          new String[] {"meteorologisk", "institutt"});

  private static final Set<String> NO_HOW = Set.of("hvordan", "korleis", "hvorfra", "kvarifrå");

  private static final Set<String> NO_WHERE = Set.of("hvor", "kvar", "kor");

  private static final Set<String> NO_VERBS = WordLists.set("SourceWorkings.NO_VERBS");

  /** The verbs of "hvor … fra": where a source takes its data from. */
  private static final Set<String> NO_FROM_VERBS =
      Set.of("henter", "hentar", "får", "finner", "tar");

  private static final Set<String> EN_QUESTION = Set.of("how", "where");

  private static final Set<String> EN_AUX = Set.of("does", "do", "did");

  private static final Set<String> EN_VERBS = WordLists.set("SourceWorkings.EN_VERBS");

  private SourceWorkings() {}

  /** Whether the message asks how or from where a named data source gets or makes its data. */
  static boolean about(Utterance u) {
    List<String> w = u.lowerWords;
    int n = w.size();
    for (int i = 0; i + 2 < n; i++) {
      String q = w.get(i);
      if (NO_HOW.contains(q) && NO_VERBS.contains(w.get(i + 1)) && source(w, i + 2) > 0) {
        return true;
      }
      if (NO_WHERE.contains(q)
          && NO_FROM_VERBS.contains(w.get(i + 1))
          && source(w, i + 2) > 0
          && from(w, i + 3)) {
        return true;
      }
      if (EN_QUESTION.contains(q) && EN_AUX.contains(w.get(i + 1))) {
        int len = source(w, i + 2);
        if (len > 0 && i + 2 + len < n && EN_VERBS.contains(w.get(i + 2 + len))) {
          return true;
        }
      }
    }
    return false;
  }

  /** The number of words of a source's name at {@code at}, or 0. */
  private static int source(List<String> w, int at) {
    if (at >= w.size()) {
      return 0;
    }
    String first = w.get(at);
    if (at + 1 < w.size()) {
      for (String[] p : PAIRS) {
        if (p[0].equals(first) && p[1].equals(w.get(at + 1))) {
          return 2;
        }
      }
    }
    return SOURCES.contains(first) ? 1 : 0;
  }

  /** Whether "fra" / "frå" stands at or after {@code at}. */
  private static boolean from(List<String> w, int at) {
    for (int k = at; k < w.size(); k++) {
      String s = w.get(k);
      if (s.equals("fra") || s.equals("frå") || s.equals("fra?")) {
        return true;
      }
    }
    return false;
  }
}
