package dev.vex.grounding.intent;

import java.util.List;

/**
 * Forms that put a trigger word off the subject of a live figure: a place no weather source covers
 * ("the weather on Mars"), writing software ("write a bitcoin price tracker in rust"), an animal
 * ("shiba inu temperament"). Moved out of {@link AskCues} unchanged.
 */
final class OffSubjectForms {
  private OffSubjectForms() {}

  /** Places no weather source covers: "the weather on Mars", "temperaturen på månen". */
  private static final List<String> OFF_EARTH =
      List.of(
          " on mars ",
          " on venus ",
          " on jupiter ",
          " on saturn ",
          " on neptune ",
          " on uranus ",
          " on pluto ",
          " on mercury ",
          " on titan ",
          " on the moon ",
          " on the sun ",
          " in space ",
          " on other planets ",
          " on another planet ",
          " på månen ",
          " på venus ",
          " på jupiter ",
          " på saturn ",
          " i verdensrommet ",
          " på andre planeter ");

  static boolean offEarth(String padded) {
    if (!padded.contains(" on ") && !padded.contains(" på ") && !padded.contains(" i")) {
      return false;
    }
    for (String p : OFF_EARTH) {
      if (padded.contains(p)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Words that say the message is about writing software (#21, session 20): "write a bitcoin price
   * tracker in rust", "a c# class for converting dollars to euros", "bitbake recipe append in
   * yocto", "a chef recipe for nginx". A figure's or a recipe's word there names code, not a live
   * figure or a dish.
   */
  private static final List<String> CODE =
      List.of(
          " c# ",
          " c++ ",
          " javascript ",
          " typescript ",
          " golang ",
          " kotlin ",
          " python ",
          " in rust ",
          " i rust ",
          " in java ",
          " i java ",
          " yocto ",
          " bitbake ",
          " conda ",
          " nginx ",
          " docker ",
          " kubernetes ",
          " yaml ",
          " meta.yaml ",
          " regex ",
          " sql ",
          " json ",
          " npm ",
          " api endpoint ",
          " unit test ",
          " a class ",
          " en klasse ",
          " a function ",
          " en funksjon ",
          " a script ",
          " et skript ",
          " et script ");

  /** {@link #CODE} looked for in one pass (#23): the same answer as a {@code contains} of each. */
  private static final Phrases CODE_SET = Phrases.of(CODE);

  /** Whether the message is about writing code. */
  static boolean code(Utterance u) {
    String padded = " " + u.lower.replace(',', ' ').replace('?', ' ') + " ";
    if (CODE_SET.in(padded)) {
      return true;
    }
    // "for (int i=0;i<=n;i++) a[i]=0;": code pasted in
    return u.lower.contains(";") && u.lower.contains("(") && u.lower.contains("=");
  }

  /**
   * Words of an animal (#21, session 20): "shiba inu temperament", "hva koster en shiba inu-valp":
   * a coin named after a dog breed, asked about the dog.
   */
  private static final java.util.Set<String> ANIMAL = WordLists.set("OffSubjectForms.list");

  /** Whether the message speaks of an animal ("inu-valp" counts by its last part). */
  static boolean animal(Utterance u) {
    for (String w : u.lowerWords) {
      int dash = w.lastIndexOf('-');
      if (ANIMAL.contains(w) || dash > 0 && ANIMAL.contains(w.substring(dash + 1))) {
        return true;
      }
    }
    return false;
  }

  /** Verbs of paying with or carrying money: "pay in", "tip in", "betale i", "ta med". */
  private static final java.util.Set<String> SPEND = WordLists.set("OffSubjectForms.list.2");

  /** Words that ask a rate or say now, beside a choice of currency. */
  private static final java.util.Set<String> RATE_WORDS = WordLists.set("OffSubjectForms.list.3");

  /**
   * "is it cheaper to pay in euros or kroner abroad", "tip in euros or dollars in Croatia?", "skal
   * jeg ta med dollar eller euro til Kroatia": which currency to pay or carry, a choice between two
   * currencies with no amount, not a rate asked (#21, session 27).
   */
  static boolean currencyChoice(Utterance u) {
    if (u.hasAnyWord(RATE_WORDS)) {
      return false; // "pay in euros or kroner, and what is the euro rate now?"
    }
    List<String> w = u.lowerWords;
    boolean spend = false;
    for (int k = 0; k + 2 < w.size(); k++) {
      spend |= SPEND.contains(w.get(k));
      String or = w.get(k + 1);
      if (spend
          && (or.equals("or") || or.equals("eller"))
          && Lexicon.CURRENCIES.containsKey(w.get(k))
          && Lexicon.CURRENCIES.containsKey(w.get(k + 2))) {
        for (int i = 0; i < u.lower.length(); i++) {
          if (Character.isDigit(u.lower.charAt(i))) {
            return false;
          }
        }
        return true;
      }
    }
    return false;
  }
}
