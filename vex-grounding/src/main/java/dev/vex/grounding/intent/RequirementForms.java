package dev.vex.grounding.intent;

import java.util.List;

/**
 * A question of what a rule or a threshold requires, not of a live figure ("how much karma do you
 * need before you can downvote", "hva skal til for å rykke opp"). Moved out of {@link AskCues}
 * unchanged; read by its gate ({@link AskCues#aboutIt}).
 */
final class RequirementForms {
  private RequirementForms() {}

  /** Who needs it in a question of a rule: anyone, not a named subject ("do you need"). */
  private static final java.util.Set<String> NEEDERS = WordLists.set("RequirementForms.list");

  /** An article before a noun that needs it: "does a team need", "trenger et lag". */
  private static final java.util.Set<String> ARTICLES = java.util.Set.of("a", "an", "et", "ei");

  /**
   * What the need is for: "to downvote", "before you can", "for å rykke opp", "før man", "til å"
   * ("til" alone names a dish or a thing: "til bananbrød").
   */
  private static final java.util.Set<String> PURPOSE = WordLists.set("RequirementForms.list.2");

  /**
   * Words after the need that make the amount a price or a rate: "how much do I need to buy one
   * bitcoin", "hvor mye trenger jeg for å kjøpe en aksje i Equinor", "to afford".
   */
  private static final java.util.Set<String> BUYING = WordLists.set("RequirementForms.list.3");

  /** Words of now or soon: a need then may hang on the live figure ("layers … tonight"). */
  private static final List<String> NOW_OR_SOON =
      List.of(
          " now ",
          " nå ",
          " today ",
          " tonight ",
          " tomorrow ",
          " currently ",
          " i dag ",
          " idag ",
          " i kveld ",
          " i morgen ",
          " imorgen ",
          " this weekend ",
          " i helga ");

  /**
   * A question of what a rule or a threshold requires, not of a live figure (#21, session 25): "how
   * much karma do you need before you can downvote on Hacker News?", "how many wins does it take to
   * make the playoffs", "what does it take to", "hvor mange poeng må du ha for å rykke opp", "hvor
   * mye snø trenger man for å", "hva skal til for å". Not when what is needed buys or changes
   * something, whose amount hangs on the live price ("how much do I need to buy one bitcoin?", "how
   * many kroner do I need for 100 euros?", "hvor mye trenger jeg for å kjøpe en aksje i Equinor?"),
   * when a named subject needs it ("how many points does Arsenal need"), or when a word of now or
   * soon follows. Read by the gate ({@link AskCues#aboutIt}), not by the ask model's tables. Linear
   * in the message's words.
   */
  static boolean requirement(Utterance u) {
    List<String> w = u.lowerWords;
    int n = w.size();
    int need = -1;
    for (int i = 0; i + 3 < n && need < 0; i++) {
      String a = w.get(i);
      String b = w.get(i + 1);
      if (a.equals("what") && (b.equals("does") || b.equals("would") || b.equals("did"))) {
        // "what does it take to …"
        if (w.get(i + 2).equals("it") && w.get(i + 3).equals("take")) {
          need = i + 4;
        }
      } else if (a.equals("hva")
          && (b.equals("skal") || b.equals("må") || b.equals("kreves") || b.equals("krevs"))) {
        // "hva skal til for å …", "hva må til for å", "hva kreves for å"
        need = b.equals("kreves") || b.equals("krevs") ? i + 2 : til(w, i + 2);
      } else if ((a.equals("how") && (b.equals("much") || b.equals("many")))
          || (a.equals("hvor") && (b.equals("mye") || b.equals("mange")))) {
        need = needAfter(w, i + 2);
      }
    }
    if (need < 0 || need >= n || !PURPOSE.contains(w.get(need))) {
      return false;
    }
    if (w.get(need).equals("til") && (need + 1 >= n || !w.get(need + 1).equals("å"))) {
      return false; // "hvor mye mel trenger jeg til bananbrød": an amount for a dish
    }
    for (int k = need; k < n; k++) {
      String x = w.get(k);
      if (BUYING.contains(x)) {
        return false;
      }
      // "for 100 euros", "for 1 btc": an amount of money or a coin, a rate
      if (x.equals("for")
          && k + 1 < n
          && !w.get(k + 1).isEmpty()
          && Character.isDigit(w.get(k + 1).charAt(0))) {
        return false;
      }
    }
    String padded = u.padded();
    for (String s : NOW_OR_SOON) {
      if (padded.contains(s)) {
        return false;
      }
    }
    return true;
  }

  /** The index after "til" at {@code i} ("hva skal til for å"), or -1. */
  private static int til(List<String> w, int i) {
    return i < w.size() && w.get(i).equals("til") ? i + 1 : -1;
  }

  /**
   * After "how much X" / "hvor mange X": the index of the word after a need by anyone ("do you
   * need", "does a team need", "does it take", "is needed", "trenger man", "må du ha", "kreves",
   * "trengs", "skal til"), looked for within six words; else -1.
   */
  private static int needAfter(List<String> w, int from) {
    int n = w.size();
    for (int j = from; j < n && j < from + 6; j++) {
      String x = w.get(j);
      if ((x.equals("do") || x.equals("does") || x.equals("would") || x.equals("should"))
          && j + 2 < n) {
        String who = w.get(j + 1);
        if (who.equals("it") && w.get(j + 2).equals("take")) {
          return j + 3;
        }
        if (NEEDERS.contains(who) && w.get(j + 2).equals("need")) {
          return j + 3;
        }
        if (ARTICLES.contains(who) && j + 3 < n && w.get(j + 3).equals("need")) {
          return j + 4;
        }
        return -1;
      }
      if ((x.equals("is") || x.equals("are"))
          && j + 1 < n
          && (w.get(j + 1).equals("needed") || w.get(j + 1).equals("required"))) {
        return j + 2;
      }
      if (x.equals("kreves") || x.equals("trengs") || x.equals("krevs")) {
        return j + 1;
      }
      if (x.equals("skal") && j + 1 < n && w.get(j + 1).equals("til")) {
        return j + 2;
      }
      if ((x.equals("trenger") || x.equals("treng")) && j + 1 < n) {
        String who = w.get(j + 1);
        if (NEEDERS.contains(who)) {
          return j + 2;
        }
        if (ARTICLES.contains(who) && j + 2 < n) {
          return j + 3;
        }
        return -1;
      }
      if (x.equals("må") && j + 2 < n && NEEDERS.contains(w.get(j + 1))) {
        // "må du ha for å", "må man ha før"
        return w.get(j + 2).equals("ha") ? j + 3 : -1;
      }
    }
    return -1;
  }
}
