package dev.vex.guards.digits;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.guards.digits.RecipeClaims.Amount;
import dev.vex.guards.digits.RecipeClaims.Ingredient;
import dev.vex.guards.digits.RecipeClaims.Recipe;
import dev.vex.guards.digits.RecipeClaims.Span;
import dev.vex.guards.digits.RecipeClaims.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads a recipe ground truth (its {@code ingredientNames}, {@code measures} and {@code steps})
 * into the figures {@link RecipeClaims} judges a reply by: the ingredients and their amounts, and
 * the times, temperatures and lengths its method states. Bounded: at most {@link #MAX_INGREDIENTS}
 * ingredients and {@link #MAX_METHOD_CHARS} characters of the method.
 */
final class RecipeReader {
  private RecipeReader() {}

  /** The most characters of a recipe's method read. */
  static final int MAX_METHOD_CHARS = 20_000;

  /** The most ingredients read of a recipe (TheMealDB has 20 slots). */
  static final int MAX_INGREDIENTS = 40;

  /** Words of a method that uses an oven or a grill. */
  private static final List<String> OVEN_WORDS = WordLists.list("RecipeReader.OVEN_WORDS");

  private static boolean oven(String method) {
    String m = method.toLowerCase(Locale.ROOT);
    for (String w : OVEN_WORDS) {
      if (m.contains(w)) {
        return true;
      }
    }
    return false;
  }

  /** Words of an ingredient's name that do not tell it from another. */
  private static final Set<String> GENERIC = WordLists.set("RecipeReader.GENERIC");

  static Recipe read(GroundTruth t) {
    Map<String, Object> f = t.facts();
    String name = f.get("name") instanceof String s ? s : "";
    List<Ingredient> ingredients = new ArrayList<>();
    int count = 0;
    if (f.get("ingredientNames") instanceof List<?> names
        && f.get("measures") instanceof List<?> measures
        && names.size() == measures.size()) {
      for (int i = 0; i < names.size() && i < MAX_INGREDIENTS; i++) {
        String n = String.valueOf(names.get(i));
        String m = String.valueOf(measures.get(i));
        ingredients.add(new Ingredient(n, nameWords(n), m, amounts(m), ""));
      }
      count = names.size();
    } else if (f.get("ingredients") instanceof List<?> all) {
      count = all.size();
    }
    List<Span> minutes = new ArrayList<>();
    List<Span> celsius = new ArrayList<>();
    List<Span> fahrenheit = new ArrayList<>();
    List<Span> gas = new ArrayList<>();
    RecipeSteps byStep = null; // no method read: no step, no oven known
    FurtherTimes further = FurtherTimes.NONE;
    List<Span> lengths = new ArrayList<>();
    List<Span> fan = new ArrayList<>();
    boolean oven = false;
    if (f.get("steps") instanceof List<?> steps) {
      List<String> lines = new ArrayList<>();
      for (Object s : steps) {
        lines.add(String.valueOf(s));
      }
      byStep = RecipeSteps.of(lines, MAX_METHOD_CHARS);
      further = FurtherTimes.of(lines, MAX_METHOD_CHARS);
      StringBuilder method = new StringBuilder();
      for (Object s : steps) {
        if (method.length() >= MAX_METHOD_CHARS) {
          break;
        }
        method.append(s).append('\n');
      }
      String text =
          method.length() > MAX_METHOD_CHARS
              ? method.substring(0, MAX_METHOD_CHARS)
              : method.toString();
      method(text, minutes, celsius, fahrenheit, gas, fan);
      RecipeTinSizes.lengths(text, lengths);
      RecipeAmounts.parts(ingredients, text);
      oven = oven(text);
    }
    return new Recipe(
        name,
        count,
        List.copyOf(ingredients),
        List.copyOf(minutes),
        List.copyOf(celsius),
        List.copyOf(fahrenheit),
        List.copyOf(gas),
        byStep,
        List.copyOf(lengths),
        oven,
        further,
        List.copyOf(fan));
  }

  private static List<String> nameWords(String name) {
    List<String> out = new ArrayList<>();
    for (Token t : Token.read(name, 200)) {
      if (t.kind == Token.WORD && t.word.length() >= 3 && !GENERIC.contains(t.word)) {
        out.add(t.word);
      }
    }
    return List.copyOf(out);
  }

  /**
   * "175g/6oz" → 175 g and 6 oz; "2-3 tbsp"; "1/2 teaspoon"; "1" (a count); "sprinkling" → none.
   */
  static List<Amount> amounts(String measure) {
    List<Amount> out = new ArrayList<>();
    List<Token> tokens = Token.read(measure, 200);
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      if (t.kind != Token.NUMBER) {
        continue;
      }
      double lo = t.value;
      double hi = t.value;
      int j = i + 1;
      if (j + 1 < tokens.size()
          && tokens.get(j + 1).kind == Token.NUMBER
          && RecipeClaims.isRangeMark(tokens.get(j))) {
        hi = Math.max(lo, tokens.get(j + 1).value);
        j += 2;
      }
      Token unit = j < tokens.size() ? tokens.get(j) : null;
      String[] u =
          unit != null && unit.kind == Token.WORD ? RecipeAmounts.UNITS.get(unit.word) : null;
      if (u != null) {
        double factor = Double.parseDouble(u[2]);
        out.add(new Amount(new Span(lo * factor, hi * factor, measure.strip()), u[0], u[1]));
        i = j;
      } else if (unit == null || unit.kind != Token.WORD || !unit.glued) {
        out.add(new Amount(new Span(lo, hi, measure.strip()), "count", ""));
        i = j - 1;
      }
    }
    return out;
  }

  private static final Map<String, Integer> WORD_NUMBERS =
      Map.ofEntries(
          Map.entry("one", 1),
          Map.entry("two", 2),
          Map.entry("three", 3),
          Map.entry("four", 4),
          Map.entry("five", 5),
          Map.entry("six", 6),
          Map.entry("seven", 7),
          Map.entry("eight", 8),
          Map.entry("nine", 9),
          Map.entry("ten", 10),
          Map.entry("eleven", 11),
          Map.entry("twelve", 12),
          Map.entry("fifteen", 15),
          Map.entry("twenty", 20),
          Map.entry("thirty", 30),
          Map.entry("forty", 40),
          Map.entry("fifty", 50),
          Map.entry("sixty", 60));

  /** The times and oven temperatures a method states ("about 9 minutes", "200C/400F/Gas 6"). */
  static void method(
      String text,
      List<Span> minutes,
      List<Span> celsius,
      List<Span> fahrenheit,
      List<Span> gas,
      List<Span> fan) {
    List<Token> tokens = Token.read(text, MAX_METHOD_CHARS);
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      if (t.kind == Token.WORD && t.word.equals("gas")) {
        int j = i + 1 < tokens.size() && tokens.get(i + 1).word.equals("mark") ? i + 2 : i + 1;
        if (j < tokens.size() && tokens.get(j).kind == Token.NUMBER) {
          Token n = tokens.get(j);
          gas.add(new Span(n.value, n.value, text.substring(t.start, n.end)));
          i = j;
        }
        continue;
      }
      double lo;
      if (t.kind == Token.NUMBER) {
        lo = t.value;
      } else if (t.kind == Token.WORD && WORD_NUMBERS.containsKey(t.word)) {
        lo = WORD_NUMBERS.get(t.word);
      } else {
        continue;
      }
      double hi = lo;
      int j = i + 1;
      if (j + 1 < tokens.size() && RecipeClaims.isRangeMark(tokens.get(j))) {
        Token next = tokens.get(j + 1);
        if (next.kind == Token.NUMBER || WORD_NUMBERS.containsKey(next.word)) {
          hi = Math.max(lo, next.kind == Token.NUMBER ? next.value : WORD_NUMBERS.get(next.word));
          j += 2;
        }
      }
      if (j >= tokens.size()) {
        break;
      }
      Token u = tokens.get(j);
      if (u.kind == Token.MARK && u.mark == '°' && j + 1 < tokens.size()) {
        u = tokens.get(++j);
      }
      String span = text.substring(t.start, u.end);
      if (u.kind == Token.WORD
          && RecipeTimes.MINUTES_PER.containsKey(u.word)
          && !u.word.startsWith("time")) {
        double per = RecipeTimes.MINUTES_PER.get(u.word);
        minutes.add(new Span(lo * per, hi * per, span));
        i = j;
      } else if (u.kind == Token.WORD
          && t.kind == Token.NUMBER
          && RecipeTemperatures.scale(u) != null
          && (lo >= RecipeClaims.MIN_BARE_SCALE || tokens.get(j - 1).mark == '°')) {
        ("C".equals(RecipeTemperatures.scale(u)) ? celsius : fahrenheit)
            .add(new Span(lo, hi, span));
        if ("C".equals(RecipeTemperatures.scale(u))
            && j + 1 < tokens.size()
            && RecipeTemperatures.FAN.contains(tokens.get(j + 1).word)) {
          fan.add(new Span(lo, hi, span)); // "(180C fan)"
        }
        i = j;
      } else if (u.kind == Token.WORD
          && RecipeTemperatures.DEGREES.contains(u.word)
          && t.kind == Token.NUMBER) {
        String scale = j + 1 < tokens.size() ? RecipeTemperatures.scale(tokens.get(j + 1)) : null;
        ("F".equals(scale) ? fahrenheit : celsius)
            .add(
                new Span(
                    lo, hi, text.substring(t.start, tokens.get(scale == null ? j : j + 1).end)));
        i = scale == null ? j : j + 1;
      }
    }
  }
}
