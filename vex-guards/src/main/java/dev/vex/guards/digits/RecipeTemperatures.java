package dev.vex.guards.digits;

import dev.vex.guards.digits.RecipeClaims.Recipe;
import dev.vex.guards.digits.RecipeClaims.Span;
import dev.vex.guards.digits.RecipeClaims.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The oven temperatures of a recipe ("220 grader", "200C/400F/Gas 6", "180C fan", "hundre og åtti
 * grader"): a reply's temperature is judged against the method's in any scale, its gas marks, and
 * whether it is the fan oven's or the conventional oven's. Part of {@link RecipeClaims}.
 */
final class RecipeTemperatures {
  private RecipeTemperatures() {}

  static final Set<String> DEGREES = Set.of("degree", "degrees", "grader", "grad");

  static String scale(Token t) {
    switch (t.word) {
      case "c":
      case "celsius":
        return "C";
      case "f":
      case "fahrenheit":
        return "F";
      default:
        return null;
    }
  }

  /**
   * "180 grader, eller 160 med varmluft": a bare number joined to a temperature by "or" or "and" is
   * a temperature in its scale, judged as one; null when there is none or it is one.
   */
  static String alternative(
      List<Recipe> recipes, List<Token> tokens, String text, int k, String scale) {
    int m = k;
    if (m < tokens.size() && tokens.get(m).kind == Token.MARK && tokens.get(m).mark == ',') {
      m++;
    }
    if (m + 1 >= tokens.size() || !ALTERNATIVES.contains(tokens.get(m).word)) {
      return null;
    }
    Token n = tokens.get(m + 1);
    Token after = m + 2 < tokens.size() ? tokens.get(m + 2) : null;
    if (n.kind != Token.NUMBER
        || n.glued
        || (after != null
            && (after.kind == Token.MARK
                ? "°%/:-–".indexOf(after.mark) >= 0
                : RecipeAmounts.UNITS.containsKey(after.word)
                    || RecipeTimes.MINUTES_PER.containsKey(after.word)
                    || DEGREES.contains(after.word)
                    || scale(after) != null))) {
      return null;
    }
    return temperature(recipes, new Span(n.value, n.value, text.substring(n.start, n.end)), scale);
  }

  private static final Set<String> ALTERNATIVES = Set.of("or", "eller", "and", "og");

  /** Words that make an oven temperature a fan oven's ("180C fan", "180 med varmluft"). */
  static final Set<String> FAN =
      Set.of("fan", "varmluft", "varmluftsovn", "vifte", "viftedrevet", "convection");

  /** Words that make an oven temperature a conventional oven's. */
  private static final Set<String> CONVENTIONAL =
      Set.of("conventional", "overvarme", "undervarme", "vanlig", "vanleg", "static");

  /**
   * "180 grader, eller 200 med varmluft" where the recipe says 200C (180C fan): a temperature the
   * reply gives for a fan oven ("with a fan", "med varmluft" within a few words after it) must be
   * the recipe's fan temperature, and one given as the conventional heat ("conventional", or the
   * first of "X, or Y with a fan") one of its other temperatures in Celsius. Null when the recipe
   * gives no fan temperature, the reply says neither, or the side holds.
   */
  static String fanOrNot(List<Recipe> recipes, List<Token> tokens, int k, Span said, String scale) {
    if ("F".equals(scale)) {
      return null;
    }
    boolean anyFan = false;
    for (Recipe r : recipes) {
      anyFan |= !r.fan().isEmpty();
    }
    if (!anyFan) {
      return null; // no fan temperature: nothing to tell apart, no list made per temperature (#24)
    }
    List<Span> fan = new ArrayList<>();
    List<Span> conventional = new ArrayList<>();
    for (Recipe r : recipes) {
      fan.addAll(r.fan());
      for (Span c : r.celsius()) {
        if (!r.fan().contains(c)) {
          conventional.add(c);
        }
      }
    }
    if (fan.isEmpty() || conventional.isEmpty()) {
      return null;
    }
    int side = ovenSide(tokens, k, 6);
    if (side == 0) {
      int m = k;
      if (m < tokens.size() && tokens.get(m).kind == Token.MARK && tokens.get(m).mark == ',') {
        m++;
      }
      if (m < tokens.size()
          && (tokens.get(m).word.equals("or") || tokens.get(m).word.equals("eller"))
          && ovenSide(tokens, m + 1, 10) > 0) {
        side = -1; // the first of "X, or Y with a fan" is the conventional heat
      }
    }
    if (side == 0) {
      return null;
    }
    for (Span c : side > 0 ? fan : conventional) {
      if (RecipeClaims.holds(c, said, 5)) {
        return null;
      }
    }
    List<String> texts = new ArrayList<>();
    for (Span c : side > 0 ? fan : conventional) {
      texts.add(c.text());
    }
    return "'"
        + said.text()
        + "' is given for "
        + (side > 0 ? "a fan oven" : "a conventional oven")
        + " where the recipe says "
        + String.join(", ", texts);
  }

  /**
   * +1 when a fan word follows within {@code window} tokens from {@code k}, -1 when a
   * conventional-oven word does, 0 when neither does before a number or the end of the clause.
   */
  private static int ovenSide(List<Token> tokens, int k, int window) {
    for (int m = k; m < tokens.size() && m < k + window; m++) {
      Token w = tokens.get(m);
      if (w.kind == Token.NUMBER
          || w.kind == Token.MARK && ".;!?()".indexOf(w.mark) >= 0
          || w.kind == Token.WORD && hundredsEnd(tokens, m) >= 0) {
        if (window > 6 && w.kind != Token.MARK) {
          continue; // the alternative's own number: its words come after it
        }
        return 0;
      }
      if (FAN.contains(w.word)) {
        return 1;
      }
      if (CONVENTIONAL.contains(w.word)) {
        return -1;
      }
    }
    return 0;
  }

  /**
   * The index of the last word of a number of hundreds in words at {@code i} ("hundre og åtti",
   * "one hundred and eighty", "to hundre", "two hundred and twenty-five"), or -1 when none starts
   * there.
   */
  static int hundredsEnd(List<Token> tokens, int i) {
    int h = i;
    Token t = tokens.get(i);
    if (t.kind != Token.WORD
        || !t.word.startsWith("hundre")
            && (i + 1 >= tokens.size() || !tokens.get(i + 1).word.startsWith("hundre"))) {
      return -1; // most words: neither this one nor the next is "hundred" or "hundre"
    }
    if (!HUNDRED.contains(t.word)) {
      Integer m = RecipeClaims.ONE.contains(t.word) ? Integer.valueOf(1) : NumberWords.word(t.word);
      if (m == null || m < 1 || m > 9 || i + 1 >= tokens.size()) {
        return -1;
      }
      h = i + 1;
      if (!HUNDRED.contains(tokens.get(h).word)) {
        return -1;
      }
    }
    int k = h + 1;
    if (k + 1 < tokens.size()
        && (tokens.get(k).word.equals("and") || tokens.get(k).word.equals("og"))) {
      k++;
    }
    Integer rest = k < tokens.size() ? NumberWords.word(tokens.get(k).word) : null;
    if (rest == null || rest < 1) {
      return h;
    }
    if (rest >= 20
        && rest % 10 == 0
        && k + 2 < tokens.size()
        && tokens.get(k + 1).kind == Token.MARK
        && tokens.get(k + 1).mark == '-'
        && NumberWords.word(tokens.get(k + 2).word) != null
        && NumberWords.word(tokens.get(k + 2).word) < 10) {
      return k + 2; // "twenty-five"
    }
    return k;
  }

  /** The value of the number of hundreds in words from {@code i} to {@code end} (inclusive). */
  static double hundreds(List<Token> tokens, int i, int end) {
    int h = HUNDRED.contains(tokens.get(i).word) ? i : i + 1;
    double times =
        h == i || RecipeClaims.ONE.contains(tokens.get(i).word)
            ? 1
            : NumberWords.word(tokens.get(i).word);
    double v = 100 * times;
    for (int k = h + 1; k <= end; k++) {
      Integer w = NumberWords.word(tokens.get(k).word);
      if (w != null) {
        v += w;
      }
    }
    return v;
  }

  private static final Set<String> HUNDRED = Set.of("hundred", "hundre");

  static String temperature(List<Recipe> recipes, Span s, String scale) {
    if (!hasTemperatures(recipes)) {
      for (Recipe r : recipes) {
        if (r.oven() || r.steps() == null) {
          return null;
        }
      }
      // a method with no oven, no heat in degrees: a stated oven temperature is made up
      return recipes.isEmpty() ? null : "'" + s.text() + "' where the recipe uses no oven";
    }
    for (Recipe r : recipes) {
      if (!"F".equals(scale)) { // Celsius, or degrees of no scale
        for (Span c : r.celsius()) {
          if (RecipeClaims.holds(c, s, 5)) {
            return null;
          }
        }
        for (Span f : r.fahrenheit()) {
          if (RecipeClaims.holds(
              new Span((f.lo() - 32) * 5 / 9, (f.hi() - 32) * 5 / 9, ""), s, 6)) {
            return null;
          }
        }
      }
      if (!"C".equals(scale)) {
        for (Span f : r.fahrenheit()) {
          if (RecipeClaims.holds(f, s, 10)) {
            return null;
          }
        }
        for (Span c : r.celsius()) {
          if (RecipeClaims.holds(new Span(c.lo() * 9 / 5 + 32, c.hi() * 9 / 5 + 32, ""), s, 10)) {
            return null;
          }
        }
      }
    }
    return "'" + s.text() + "' is no temperature of the recipe " + temps(recipes);
  }

  static boolean anyGas(List<Recipe> recipes, Span s) {
    for (Recipe r : recipes) {
      for (Span g : r.gas()) {
        if (RecipeClaims.holds(g, s, 0)) {
          return true;
        }
      }
    }
    return false;
  }

  static String temps(List<Recipe> recipes) {
    List<String> out = new ArrayList<>();
    for (Recipe r : recipes) {
      for (List<Span> l : List.of(r.celsius(), r.fahrenheit(), r.gas())) {
        for (Span m : l) {
          if (!out.contains(m.text())) {
            out.add(m.text());
          }
        }
      }
    }
    return "(" + String.join(", ", out.subList(0, Math.min(6, out.size()))) + ")";
  }

  private static boolean hasTemperatures(List<Recipe> recipes) {
    for (Recipe r : recipes) { // a loop, not a stream: asked of every temperature (#24)
      if (!r.celsius().isEmpty() || !r.fahrenheit().isEmpty()) {
        return true;
      }
    }
    return false;
  }

  static boolean hasGas(List<Recipe> recipes) {
    return recipes.stream().anyMatch(r -> !r.gas().isEmpty());
  }
}
