package dev.vex.guards.digits;

import dev.vex.guards.digits.RecipeClaims.Recipe;
import dev.vex.guards.digits.RecipeClaims.Span;
import dev.vex.guards.digits.RecipeClaims.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The lengths of a recipe (a tin's size, "a 20cm/8in flan tin"), in centimetres, read from the
 * method and judged in a reply. Part of {@link RecipeClaims}.
 */
final class RecipeTinSizes {
  private RecipeTinSizes() {}

  /** Centimetres per length unit; "in" only glued to its number ("8in"). */
  private static final Map<String, Double> CM_PER =
      Map.of(
          "cm", 1.0,
          "centimeter", 1.0,
          "centimeters", 1.0,
          "centimetre", 1.0,
          "centimetres", 1.0,
          "inch", 2.54,
          "inches", 2.54,
          "tommer", 2.54,
          "tomme", 2.54,
          "in", 2.54);

  /** The centimetres per unit of a length's unit word, or null. */
  static Double length(Token unit, int j) {
    if (unit.word.equals("in") && !unit.glued) {
      return null; // "8 in the oven"
    }
    return CM_PER.get(unit.word);
  }

  static String length(List<Recipe> recipes, Span s, Token unit) {
    double per = CM_PER.get(unit.word);
    Span cm = new Span(s.lo() * per, s.hi() * per, s.text());
    boolean any = false;
    for (Recipe r : recipes) {
      for (Span l : r.lengths()) {
        any = true;
        if (RecipeClaims.holds(l, cm, per == 1.0 ? 1.0 : 1.5)) {
          return null;
        }
      }
    }
    if (!any) {
      return null;
    }
    List<String> real = new ArrayList<>();
    for (Recipe r : recipes) {
      for (Span l : r.lengths()) {
        real.add(l.text());
      }
    }
    return "'" + s.text() + "' where the recipe says " + String.join(", ", real);
  }

  /** The lengths a method states ("a 20cm/8in flan tin"), in centimetres. */
  static void lengths(String text, List<Span> out) {
    List<Token> tokens = Token.read(text, RecipeReader.MAX_METHOD_CHARS);
    for (int i = 0; i + 1 < tokens.size() && out.size() < RecipeReader.MAX_INGREDIENTS; i++) {
      Token t = tokens.get(i);
      Token u = tokens.get(i + 1);
      if (t.kind == Token.NUMBER && u.kind == Token.WORD && length(u, i + 1) != null) {
        double per = CM_PER.get(u.word);
        out.add(new Span(t.value * per, t.value * per, text.substring(t.start, u.end)));
      }
    }
  }
}
