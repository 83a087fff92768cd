package dev.vex.guards.digits;

import dev.vex.guards.digits.RecipeClaims.Span;
import dev.vex.guards.digits.RecipeClaims.Token;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which step of a recipe's method a stated time belongs to (#22): "bake the filled tart for 15
 * minutes" when 15 minutes is the blind bake and the filled tart bakes for 35, "boil the pasta for
 * 5 minutes" when 5 minutes is the sauce's. Each sentence of the method that gives a time is a
 * step, with its words and those of the sentences beside it in the same line that give none ("Add
 * the chopped tomatoes … Bring to a boil and cook for 5 minutes."). A stated time's words are those
 * of its clause: back to the number, comma or sentence start before it, and on to the next clause
 * break after its unit. Each word a step shares with them counts 1 / (the number of steps that have
 * it), so a word of one step ("fridge", "pasta", "garlic") weighs more than one of several
 * ("bake"); words every step may have ("add", "cook", "fill") count for none. Norwegian cooking
 * words are read as the English ones the method uses.
 *
 * <p>A time that some step gives is written for another step when the steps its words point to most
 * (a weight of at least 1) are not among those that give it. Words that point nowhere, or equally
 * to a step that gives it, claim nothing. Bounded by the recipe's method (read once per turn) and
 * linear in the reply.
 */
final class RecipeSteps {
  /** One step: its words (stems) and its times. */
  record Step(Set<String> words, List<Span> minutes) {}

  private final List<Step> steps;
  private final Map<String, Integer> df = new HashMap<>();

  /**
   * {@link #concepts} of the words of the reply's clauses, read once per word: a long reply's
   * clauses repeat the same words (#24). At most {@value #MAX_CONCEPTS} words are kept.
   */
  private final Map<String, Set<String>> conceptsOf = new HashMap<>();

  private static final int MAX_CONCEPTS = 4096;

  private Set<String> conceptsOnce(String word) {
    Set<String> c = conceptsOf.get(word);
    if (c == null) {
      c = concepts(word);
      if (conceptsOf.size() < MAX_CONCEPTS) {
        conceptsOf.put(word, c);
      }
    }
    return c;
  }

  /** The concepts of one stated time's clause, {@link #otherStep}'s, refilled for each. */
  private final Set<String> clause = new HashSet<>();

  private RecipeSteps(List<Step> steps) {
    this.steps = steps;
    for (Step s : steps) {
      for (String w : s.words()) {
        df.merge(w, 1, Integer::sum);
      }
    }
  }

  /** The steps of a method, one line per step of the recipe. */
  static RecipeSteps of(List<String> lines, int maxChars) {
    List<Step> out = new ArrayList<>();
    int read = 0;
    for (String line : lines) {
      if (read >= maxChars) {
        break;
      }
      String text = line.length() > maxChars - read ? line.substring(0, maxChars - read) : line;
      read += text.length();
      List<Token> tokens = Token.read(text, text.length());
      List<Set<String>> words = new ArrayList<>();
      List<List<Span>> times = new ArrayList<>();
      int from = 0;
      for (int i = 0; i <= tokens.size(); i++) {
        boolean end =
            i == tokens.size()
                || (tokens.get(i).kind == Token.MARK && ".!?".indexOf(tokens.get(i).mark) >= 0);
        if (!end) {
          continue;
        }
        int start = from < tokens.size() ? tokens.get(from).start : text.length();
        int stop = i < tokens.size() ? tokens.get(i).end : text.length();
        if (stop > start) {
          String sentence = text.substring(start, stop);
          List<Span> minutes = new ArrayList<>();
          RecipeClaims.minutes(sentence, minutes);
          Set<String> w = new HashSet<>();
          for (Token t : tokens.subList(from, i)) {
            if (t.kind == Token.WORD) {
              w.addAll(concepts(t.word));
            }
          }
          words.add(w);
          times.add(minutes);
        }
        from = i + 1;
      }
      for (int s = 0; s < words.size(); s++) {
        if (times.get(s).isEmpty()) {
          continue;
        }
        Set<String> w = new HashSet<>(words.get(s));
        for (int k = s - 1; k >= 0 && times.get(k).isEmpty(); k--) {
          w.addAll(words.get(k));
        }
        for (int k = s + 1; k < words.size() && times.get(k).isEmpty(); k++) {
          w.addAll(words.get(k));
        }
        out.add(new Step(Set.copyOf(w), List.copyOf(times.get(s))));
      }
    }
    return new RecipeSteps(List.copyOf(out));
  }

  /**
   * The steps the words of a stated time's clause point to most, when they point to one with a
   * weight of at least 1 and none of those gives {@code stated}; else null.
   */
  String otherStep(List<Token> tokens, int number, int afterUnit, Span stated) {
    if (steps.size() < 2) {
      return null;
    }
    Set<String> clause = this.clause;
    clause.clear(); // one set for every stated time of the reply, not one each (#24)
    for (int k = number - 1; k >= 0; k--) {
      Token t = tokens.get(k);
      boolean abbreviation =
          t.kind == Token.MARK
              && t.mark == '.'
              && k > 0
              && ABBREVIATIONS.contains(tokens.get(k - 1).word); // "ca. 15 minutter"
      // a comma ends the clause backwards too: "Kok pastaen i 9 minutter, fres hvitløken, kok
      // sausen i 5 minutter" names the sauce's time, not the garlic's; but not a comma right
      // before the time's own words ("Boil the penne in salted water, about 5 minutes")
      boolean bare = clause.isEmpty() && t.kind == Token.MARK && t.mark == ',';
      if (t.kind == Token.NUMBER
          || (t.kind == Token.MARK && ".!?:;,\n".indexOf(t.mark) >= 0 && !abbreviation && !bare)) {
        break;
      }
      if (t.kind == Token.WORD) {
        clause.addAll(conceptsOnce(t.word));
      }
    }
    for (int k = afterUnit; k < tokens.size(); k++) {
      Token t = tokens.get(k);
      if (t.kind == Token.NUMBER
          || (t.kind == Token.MARK && ".!?:;,()\n".indexOf(t.mark) >= 0)
          || (t.kind == Token.WORD && BREAKS.contains(t.word))) {
        break;
      }
      if (t.kind == Token.WORD) {
        clause.addAll(conceptsOnce(t.word));
      }
    }
    if (clause.isEmpty()) {
      return null;
    }
    double best = 0;
    double bestHolding = 0;
    Step pick = null;
    for (Step s : steps) {
      double score = 0;
      for (String w : clause) {
        if (s.words().contains(w)) {
          score += 1.0 / df.get(w);
        }
      }
      boolean holds = false;
      for (Span m : s.minutes()) {
        holds |= RecipeClaims.sameTime(m, stated);
      }
      if (holds) {
        bestHolding = Math.max(bestHolding, score);
      } else if (score > best) {
        best = score;
        pick = s;
      }
    }
    if (pick == null || best < 1 || bestHolding >= best - 1e-9) {
      return null;
    }
    List<String> real = new ArrayList<>();
    for (Span m : pick.minutes()) {
      real.add(m.text());
    }
    return "'"
        + stated.text()
        + "' is the time of another step: the step it names takes "
        + String.join(", ", real);
  }

  /** Words a full stop shortens ("ca. 15 minutter"): the stop ends no sentence. */
  private static final Set<String> ABBREVIATIONS = WordLists.set("RecipeSteps.ABBREVIATIONS");

  /** Words after a time that start another clause. */
  private static final Set<String> BREAKS = WordLists.set("RecipeSteps.BREAKS");

  /** Words any step may have: they tell no step from another. */
  private static final Set<String> COMMON = WordLists.set("RecipeSteps.COMMON");

  /** Norwegian (bokmål and nynorsk) cooking words, by their start, as the English stems. */
  private static final String[][] NORWEGIAN = {
    {"blindsteik", "blind bak"},
    {"blindstek", "blind bak"},
    {"steik", "bak"},
    {"stek", "bak"},
    {"bak", "bak"},
    {"småkok", "simmer"},
    {"trekk", "simmer"},
    {"kok", "boil"},
    {"kjøleskap", "fridg chill"},
    {"kjøl", "chill"},
    {"fyll", "filling"},
    {"tert", "tart"},
    {"pai", "tart"},
    {"deig", "dough pastry"},
    {"bunn", "base"},
    {"botn", "base"},
    {"bønn", "bean"},
    {"foli", "foil"},
    {"hvitløk", "garlic"},
    {"kvitlauk", "garlic"},
    {"=saus", "sauce"},
    {"=sausen", "sauce"},
    {"tomat", "tomato"},
    {"ovn", "oven"},
    {"smelt", "melt"},
    {"mandel", "almond"},
    {"mandl", "almond"},
    {"syltetøy", "jam"},
    {"sukker", "sugar"},
    {"smør", "butter"},
    {"vann", "water"},
    {"basilikum", "basil"},
    {"pasta", "pasta"},
    {"brun", "brown"}
  };

  /** The stems a word stands for: its own (English endings cut), or the English ones. */
  static Set<String> concepts(String word) {
    if (word.length() < 2 || COMMON.contains(word)) {
      return Set.of();
    }
    for (String[] n : NORWEGIAN) {
      boolean exact = n[0].charAt(0) == '=';
      if (exact ? word.equals(n[0].substring(1)) : word.startsWith(n[0])) {
        return Set.of(n[1].split(" "));
      }
    }
    String s = stem(word);
    return COMMON.contains(s) ? Set.of() : Set.of(s);
  }

  /** "boiling" → "boil", "baked" → "bak", "tomatoes" → "tomato", "chill" → "chill". */
  static String stem(String w) {
    for (String end : new String[] {"ing", "ed", "es", "s", "e"}) {
      if (w.endsWith(end) && w.length() - end.length() >= 3) {
        return w.substring(0, w.length() - end.length());
      }
    }
    return w;
  }
}
