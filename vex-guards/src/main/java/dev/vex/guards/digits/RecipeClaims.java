package dev.vex.guards.digits;

import dev.vex.core.grounding.GroundTruth;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A recipe's figures as a reply states them, judged against the recipe the turn fetched (#22): its
 * ingredient count, the amounts of its ingredients ({@code strMeasureN} beside {@code
 * strIngredientN}), and the times and oven temperatures written in its method. A recipe is a ground
 * truth of kind {@code recipes} with the facts {@code ingredientNames} and {@code measures} (two
 * lists side by side) and {@code steps}.
 *
 * <p>Conservative on purpose: only a figure written in digits with its unit is judged ("12
 * minutter", "220 grader", "125 g mel", "2 tins of chopped tomatoes", "10 ingredienser"); number
 * words ("half a teaspoon", "en kvart kopp") and numbers of other things (servings, years, a tin's
 * size) are not claims this reads. A time is wrong only when it is none of the method's times (a
 * range such as "1 to 2 minutes" holds every time in it; a multiple of 5 holds a time it rounds); a
 * temperature only when it is none of the method's temperatures in any scale; an amount only when
 * the words after it name an ingredient that has an amount in the same kind of unit (mass, volume
 * or count; a pound is about 450 g, a cup about 2.4 dl, ss and ts are tablespoons and teaspoons)
 * and none of that ingredient's amounts is near it. A recipe whose method has no time never makes a
 * stated time wrong, nor one without a temperature a stated temperature; a time said to be a total
 * is not judged. The work is linear in the reply and bounded in the recipe.
 *
 * <p>This class reads the reply once and hands each figure to the claim it is: {@link RecipeTimes},
 * {@link RecipeTemperatures}, {@link RecipeAmounts}, {@link RecipeIngredientCount} and {@link
 * RecipeTinSizes}; {@link RecipeReader} reads the recipe.
 */
final class RecipeClaims {
  static final String KIND = "recipes";

  private static final int MAX_PROBLEMS = 4;

  /** The least number a bare "C" or "F" after it makes a temperature ("200C"; "2 c" is cups). */
  static final double MIN_BARE_SCALE = 80;

  private RecipeClaims() {}

  /** A value or a range of values, inclusive, with the text it was read from. */
  record Span(double lo, double hi, String text) {}

  /** An amount: a span in a unit of a family (mass in g, volume in ml, or a count). */
  record Amount(Span span, String family, String unit) {}

  /**
   * One ingredient: its name's words, its amounts, and the part of the dish it goes into ("pastry",
   * "filling"; "" when unknown), read from the method where the recipe lists two ingredients of one
   * name ({@link RecipeAmounts#parts}).
   */
  record Ingredient(
      String name, List<String> words, String measure, List<Amount> amounts, String part) {
    Ingredient withPart(String p) {
      return new Ingredient(name, words, measure, amounts, p);
    }
  }

  /** What a recipe says in figures. */
  record Recipe(
      String name,
      int count,
      List<Ingredient> ingredients,
      List<Span> minutes,
      List<Span> celsius,
      List<Span> fahrenheit,
      List<Span> gas,
      RecipeSteps steps,
      List<Span> lengths,
      boolean oven,
      FurtherTimes further,
      List<Span> fan) {}

  /** Reads the turn's recipes, or an empty list when it has none. */
  static List<Recipe> of(List<GroundTruth> truths) {
    List<Recipe> out = new ArrayList<>();
    for (GroundTruth t : truths) {
      if (KIND.equals(t.kind())) {
        out.add(RecipeReader.read(t));
      }
    }
    return out;
  }

  /**
   * Why the reply's recipe figures are wrong, at most a few reasons; empty when the turn has no
   * recipe or every recipe figure the reply states is one the recipe gives.
   */
  static List<String> problems(String text, List<GroundTruth> truths, String question) {
    boolean any = false;
    boolean weather = false;
    for (GroundTruth t : truths) {
      any |= KIND.equals(t.kind());
      weather |= "weather".equals(t.kind()) || t.facts().containsKey("temperatureC");
    }
    if (!any) {
      return List.of();
    }
    double factor = ScaledRecipe.factor(question);
    if (factor == 1) {
      factor = ScaledRecipe.saidInReply(text); // "For two tarts, double it: 350g ..." (#22)
    }
    return judge(text, ScaledRecipe.scaled(of(truths), factor), !weather);
  }

  static List<String> judge(String text, List<Recipe> recipes, boolean temperatures) {
    List<String> out = new ArrayList<>();
    List<Token> tokens = Token.read(text, Integer.MAX_VALUE);
    RecipeAmounts.Naming naming = new RecipeAmounts.Naming(recipes);
    // a time is a total only where a total's word is near: none in the text, none anywhere
    boolean mayTotal = RecipeTimes.mayTotal(text);
    for (int i = 0; i < tokens.size() && out.size() < MAX_PROBLEMS; i++) {
      Token t = tokens.get(i);
      if (t.kind == Token.WORD && (t.word.equals("gas") || t.word.equals("gass"))) {
        int j = i + 1;
        if (j < tokens.size() && tokens.get(j).word.equals("mark")) {
          j++;
        }
        if (j < tokens.size() && tokens.get(j).kind == Token.NUMBER && temperatures) {
          Token n = tokens.get(j);
          Span s = new Span(n.value, n.value, text.substring(t.start, n.end));
          if (RecipeTemperatures.hasGas(recipes) && !RecipeTemperatures.anyGas(recipes, s)) {
            out.add(
                "'"
                    + s.text()
                    + "' is no oven setting of the recipe "
                    + RecipeTemperatures.temps(recipes));
          }
          i = j;
        }
        continue;
      }
      if (t.kind == Token.WORD && out.size() < MAX_PROBLEMS) {
        int k = RecipeTimes.spelledTime(tokens, i);
        if (k >= i) {
          // "en halvtime", "half an hour", "an hour and a half", "ten minutes": a time in words
          double v = RecipeTimes.spelledMinutes(tokens, i, k);
          Span s = new Span(v, v, text.substring(t.start, tokens.get(k).end));
          String problem = null;
          if (RecipeTimes.hasTimes(recipes) && !(mayTotal && RecipeTimes.total(text, t.start))) {
            if (!RecipeTimes.anyTime(recipes, s)) {
              problem = "'" + s.text() + "' is no time of the recipe " + RecipeTimes.times(recipes);
            } else if (recipes.size() == 1 && recipes.get(0).steps() != null) {
              problem = recipes.get(0).steps().otherStep(tokens, i, k + 1, s);
              if (problem == null) { // "a further half an hour" where the further time is five
                problem = recipes.get(0).further().judge(tokens, i, k + 1, s);
              }
            }
          }
          if (problem != null) {
            out.add(problem);
          }
          i = k;
          continue;
        }
        int h = temperatures ? RecipeTemperatures.hundredsEnd(tokens, i) : -1;
        int e = h + 1;
        if (h >= 0
            && e < tokens.size()
            && tokens.get(e).kind == Token.MARK
            && tokens.get(e).mark == '°') {
          e++;
        } else if (h >= 0
            && e < tokens.size()
            && RecipeTemperatures.DEGREES.contains(tokens.get(e).word)) {
          e++;
        } else {
          h = -1;
        }
        if (h >= 0) {
          // "hundre og åtti grader", "one hundred and eighty degrees C": an oven's heat in words
          String scale = "";
          if (e < tokens.size() && RecipeTemperatures.scale(tokens.get(e)) != null) {
            scale = RecipeTemperatures.scale(tokens.get(e));
            e++;
          }
          double v = RecipeTemperatures.hundreds(tokens, i, h);
          Span said = new Span(v, v, text.substring(t.start, tokens.get(e - 1).end));
          String problem = RecipeTemperatures.temperature(recipes, said, scale);
          if (problem == null) {
            problem = RecipeTemperatures.fanOrNot(recipes, tokens, e, said, scale);
          }
          if (problem != null) {
            out.add(problem);
          }
          i = e - 1;
          continue;
        }
        Integer n = COUNT_WORDS.get(t.word);
        if (n != null && (i == 0 || tokens.get(i - 1).kind != Token.NUMBER)) {
          if (RecipeIngredientCount.countWord(tokens, i + 1)) {
            // "seks ingredienser", "twelve ingredients": the count in words
            String problem =
                RecipeIngredientCount.count(
                    recipes,
                    new Span(
                        n,
                        n,
                        text.substring(
                            t.start, RecipeIngredientCount.ingredientsEnd(tokens, i + 1))),
                    text,
                    t.start);
            if (problem != null) {
              out.add(problem);
            }
            continue;
          }
          Token u = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
          String[] unit =
              u != null && u.kind == Token.WORD ? RecipeAmounts.UNITS.get(u.word) : null;
          if (unit != null && !u.word.equals("ts") && !u.word.equals("ss")) {
            // "seks fedd hvitløk", "four tablespoons of oil": an amount in words
            String problem =
                RecipeAmounts.amount(
                    recipes,
                    naming,
                    tokens,
                    i + 2,
                    new Amount(
                        RecipeAmounts.scaled(
                            n, n, unit, new Span(n, n, text.substring(t.start, u.end))),
                        unit[0],
                        unit[1]));
            if (problem != null) {
              out.add(problem);
            }
            i++;
            continue;
          }
        }
      }
      if (t.kind == Token.WORD && out.size() < MAX_PROBLEMS) {
        int k = RecipeAmounts.spelledAmount(tokens, i);
        if (k > i) {
          // "half a cup of olive oil", "en hel teskje italiensk krydder": an amount in words
          Token u = tokens.get(k);
          String[] unit = RecipeAmounts.UNITS.get(u.word);
          double v = RecipeAmounts.spelled(tokens, i);
          Span sp = new Span(v, v, text.substring(t.start, u.end));
          String problem =
              RecipeAmounts.amount(
                  recipes,
                  naming,
                  tokens,
                  k + 1,
                  new Amount(RecipeAmounts.scaled(v, v, unit, sp), unit[0], unit[1]));
          if (problem != null) {
            out.add(problem);
          }
          i = k;
          continue;
        }
      }
      if (t.kind != Token.NUMBER || t.glued) {
        continue;
      }
      int j = i + 1;
      double lo = t.value;
      double hi = t.value;
      if (j + 1 < tokens.size()
          && tokens.get(j + 1).kind == Token.NUMBER
          && !tokens.get(j + 1).glued
          && isRangeMark(tokens.get(j))) {
        hi = tokens.get(j + 1).value;
        if (hi < lo) {
          continue; // "10-2" is no range
        }
        j += 2;
      }
      if (j < tokens.size() && tokens.get(j).kind == Token.MARK && tokens.get(j).mark == ':') {
        continue; // "12:30", "ratio 1:2"
      }
      Token unit = j < tokens.size() ? tokens.get(j) : null;
      int start = t.start;
      String problem = null;
      if (unit != null && unit.kind == Token.MARK && unit.mark == '°') {
        String scale = "";
        int k = j + 1;
        if (k < tokens.size()
            && tokens.get(k).kind == Token.WORD
            && RecipeTemperatures.scale(tokens.get(k)) != null) {
          scale = RecipeTemperatures.scale(tokens.get(k));
          k++;
        }
        if (temperatures) {
          Span said = new Span(lo, hi, text.substring(start, end(tokens, k)));
          problem = RecipeTemperatures.temperature(recipes, said, scale);
          if (problem == null) {
            problem = RecipeTemperatures.alternative(recipes, tokens, text, k, scale);
          }
          if (problem == null) {
            problem = RecipeTemperatures.fanOrNot(recipes, tokens, k, said, scale);
          }
        }
        i = k - 1;
      } else if (unit != null
          && unit.kind == Token.WORD
          && RecipeTinSizes.length(unit, j) != null) {
        problem =
            RecipeTinSizes.length(recipes, new Span(lo, hi, text.substring(start, unit.end)), unit);
        i = j;
      } else if (unit != null && unit.kind == Token.WORD) {
        String w = unit.word;
        // "220 grader", "200 degrees C", "200C"; a bare c or f only for an oven's heat ("2 c" may
        // be cups)
        if (RecipeTemperatures.DEGREES.contains(w)
            || ((w.equals("c") || w.equals("f")) && !unit.hyphenAfter && lo >= MIN_BARE_SCALE)) {
          String scale =
              RecipeTemperatures.scale(unit) == null ? "" : RecipeTemperatures.scale(unit);
          int k = j + 1;
          if (scale.isEmpty()
              && k < tokens.size()
              && tokens.get(k).kind == Token.WORD
              && RecipeTemperatures.scale(tokens.get(k)) != null) {
            scale = RecipeTemperatures.scale(tokens.get(k));
            k++;
          }
          if (temperatures) {
            Span said = new Span(lo, hi, text.substring(start, end(tokens, k)));
            problem = RecipeTemperatures.temperature(recipes, said, scale);
            if (problem == null) {
              problem = RecipeTemperatures.alternative(recipes, tokens, text, k, scale);
            }
            if (problem == null) {
              problem = RecipeTemperatures.fanOrNot(recipes, tokens, k, said, scale);
            }
          }
          i = k - 1;
        } else if (RecipeTimes.MINUTES_PER.containsKey(w)) {
          double per = RecipeTimes.MINUTES_PER.get(w);
          Span s = new Span(lo * per, hi * per, text.substring(start, unit.end));
          if (RecipeTimes.hasTimes(recipes) && !(mayTotal && RecipeTimes.total(text, start))) {
            if (!RecipeTimes.anyTime(recipes, s)) {
              problem = "'" + s.text() + "' is no time of the recipe " + RecipeTimes.times(recipes);
            } else if (recipes.size() == 1 && recipes.get(0).steps() != null) {
              problem = recipes.get(0).steps().otherStep(tokens, i, j + 1, s);
              if (problem == null) { // "15 minutt til" where the further time is five minutes
                problem = recipes.get(0).further().judge(tokens, i, j + 1, s);
              }
            }
          }
          i = j;
        } else if (RecipeIngredientCount.countWord(tokens, j)) {
          problem =
              RecipeIngredientCount.count(
                  recipes,
                  new Span(
                      lo,
                      hi,
                      text.substring(start, RecipeIngredientCount.ingredientsEnd(tokens, j))),
                  text,
                  start);
        } else if (RecipeAmounts.UNITS.containsKey(w)) {
          String[] u = RecipeAmounts.UNITS.get(w);
          problem =
              RecipeAmounts.amount(
                  recipes,
                  naming,
                  tokens,
                  j + 1,
                  new Amount(RecipeAmounts.scaled(lo, hi, u, text, start, unit.end), u[0], u[1]));
          i = j;
        } else {
          // "6 basil leaves", "1 egg": a count of the ingredient named right after it
          problem =
              RecipeAmounts.amount(
                  recipes,
                  naming,
                  tokens,
                  j,
                  new Amount(
                      new Span(lo, hi, text.substring(start, t.end)),
                      "count",
                      RecipeAmounts.countUnit(tokens, j)));
        }
      }
      if (problem != null) {
        out.add(problem);
      }
    }
    return out;
  }

  /** The times a piece of a method states ("about 9 minutes", "1 to 2 minutes"). */
  static void minutes(String text, List<Span> minutes) {
    RecipeTimes.minutes(text, minutes);
  }

  /** Whether a stated time is the method's time {@code m}, exactly, in its range or rounded. */
  static boolean sameTime(Span m, Span s) {
    return RecipeTimes.sameTime(m, s);
  }

  // ---- words and marks the claims share ----------------------------------------------------

  /** Words that say one. */
  static final Set<String> ONE = WordLists.set("RecipeClaims.ONE");

  private static int end(List<Token> tokens, int k) {
    return tokens.get(Math.min(k, tokens.size()) - 1).end;
  }

  static boolean isRangeMark(Token t) {
    return (t.kind == Token.MARK && (t.mark == '-' || t.mark == '–' || t.mark == '—'))
        || (t.kind == Token.WORD && (t.word.equals("to") || t.word.equals("til")));
  }

  /**
   * Number words of a count or an amount ("seks ingredienser", "four cloves"); "two", "three",
   * "tre" and the words for one are read with their fractions by {@link
   * RecipeAmounts#spelledAmount}. "to" is left out: in an English reply it is no number.
   */
  private static final Map<String, Integer> COUNT_WORDS =
      Map.ofEntries(
          Map.entry("four", 4),
          Map.entry("five", 5),
          Map.entry("six", 6),
          Map.entry("seven", 7),
          Map.entry("eight", 8),
          Map.entry("nine", 9),
          Map.entry("ten", 10),
          Map.entry("eleven", 11),
          Map.entry("twelve", 12),
          Map.entry("fire", 4),
          Map.entry("fem", 5),
          Map.entry("seks", 6),
          Map.entry("sju", 7),
          Map.entry("syv", 7),
          Map.entry("åtte", 8),
          Map.entry("ni", 9),
          Map.entry("ti", 10),
          Map.entry("elleve", 11),
          Map.entry("tolv", 12));

  /** Whether {@code s} overlaps {@code real} widened by {@code slack} on each side. */
  static boolean holds(Span real, Span s, double slack) {
    return s.hi() >= real.lo() - slack - 1e-9 && s.lo() <= real.hi() + slack + 1e-9;
  }

  private static final List<String> HEDGES = WordLists.list("RecipeClaims.HEDGES");

  static boolean hedged(String text, int at) {
    String before = text.substring(Math.max(0, at - 16), at).toLowerCase(Locale.ROOT);
    for (String h : HEDGES) {
      int i = before.lastIndexOf(h);
      if (i >= 0 && (i == 0 || !Character.isLetter(before.charAt(i - 1)))) {
        return true;
      }
    }
    return false;
  }

  /** A word, a number or a mark of a short text, read once. */
  static final class Token {
    static final int WORD = 0;
    static final int NUMBER = 1;
    static final int MARK = 2;

    final int kind;
    final int start;
    final int end;
    final String word; // lower case, "" unless a word
    final double value;
    final char mark;
    final boolean glued; // a word or number right after a letter or digit ("200C", "B12")
    final boolean hyphenAfter;

    private Token(
        int kind,
        int start,
        int end,
        String word,
        double value,
        char mark,
        boolean glued,
        boolean hyphenAfter) {
      this.kind = kind;
      this.start = start;
      this.end = end;
      this.word = word;
      this.value = value;
      this.mark = mark;
      this.glued = glued;
      this.hyphenAfter = hyphenAfter;
    }

    private static double fraction(char c) {
      switch (c) {
        case '½':
          return 0.5;
        case '¼':
          return 0.25;
        case '¾':
          return 0.75;
        case '⅓':
          return 1 / 3.0;
        case '⅔':
          return 2 / 3.0;
        case '⅛':
          return 0.125;
        default:
          return -1;
      }
    }

    /**
     * An ASCII digit: the only digits {@link Double#parseDouble} reads. Other scripts' digits ("٣",
     * "３") are not numbers here (a number there threw and the whole scan failed open).
     */
    private static boolean ascii(char c) {
      return c >= '0' && c <= '9';
    }

    /** The tokens of the first {@code limit} characters of {@code text}. */
    static List<Token> read(String text, int limit) {
      return read(text, limit, null);
    }

    /**
     * As {@link #read(String, int)}, but a word keeps as its word the word of {@code lookedUp}
     * (lower case) it lower-cases to, else "" (null: every word lower-cased): for a reader that
     * only looks words up in that list, no string is made of the others (#24: the round words read
     * every word of a long reply).
     */
    static List<Token> read(String text, int limit, List<String> lookedUp) {
      int n = Math.min(text.length(), limit);
      List<Token> out = new ArrayList<>();
      int i = 0;
      while (i < n) {
        char c = text.charAt(i);
        boolean glued = i > 0 && Chars.isLetterOrDigit(text.charAt(i - 1));
        if (ascii(c) || fraction(c) >= 0) {
          int start = i;
          double value = 0;
          if (ascii(c)) {
            int from = i;
            while (i < n && ascii(text.charAt(i))) {
              i++;
            }
            boolean decimal =
                i + 1 < n
                    && (text.charAt(i) == ',' || text.charAt(i) == '.')
                    && ascii(text.charAt(i + 1));
            String whole = decimal || i - from > 12 ? text.substring(from, i) : null;
            // "1,5" and "1.5" are decimals; "1,000" a thousands group
            if (decimal) {
              int f = i + 1;
              int g = f;
              while (g < n && ascii(text.charAt(g))) {
                g++;
              }
              if (g - f == 3 && text.charAt(i) == ',') {
                whole = whole + text.substring(f, g);
                i = g;
              } else if (g - f <= 2 || text.charAt(i) == '.') {
                whole = whole + "." + text.substring(f, g);
                i = g;
              }
            }
            if (whole == null) {
              // a run of at most 12 digits, as parseDouble reads it: exact in a double
              long v = 0;
              for (int k = from; k < i; k++) {
                v = v * 10 + (text.charAt(k) - '0');
              }
              value = v;
            } else {
              if (whole.length() > 12) {
                whole = whole.substring(0, 12);
              }
              value = Double.parseDouble(whole);
            }
            // "1/2", "3/4": a fraction
            if (i + 1 < n && text.charAt(i) == '/' && ascii(text.charAt(i + 1))) {
              int g = i + 1;
              while (g < n && g - i <= 3 && ascii(text.charAt(g))) {
                g++;
              }
              double d = Double.parseDouble(text.substring(i + 1, g));
              if (d > 0 && (whole == null || !whole.contains("."))) {
                value = value / d;
                i = g;
              }
            }
          }
          if (i < n && fraction(text.charAt(i)) >= 0) {
            value += fraction(text.charAt(i)); // "4½"
            i++;
          }
          // "1 1/2": a whole number and a fraction
          if (!out.isEmpty()
              && out.get(out.size() - 1).kind == NUMBER
              && value < 1
              && start - out.get(out.size() - 1).end == 1
              && text.charAt(start - 1) == ' '
              && out.get(out.size() - 1).value == Math.floor(out.get(out.size() - 1).value)) {
            Token prev = out.remove(out.size() - 1);
            out.add(
                new Token(NUMBER, prev.start, i, "", prev.value + value, '\0', prev.glued, false));
            continue;
          }
          out.add(
              new Token(NUMBER, start, i, "", value, '\0', glued, i < n && text.charAt(i) == '-'));
          continue;
        }
        if (Chars.isLetter(c)) {
          int start = i;
          while (i < n && (Chars.isLetter(text.charAt(i)) || text.charAt(i) == '\'')) {
            i++;
          }
          out.add(
              new Token(
                  WORD,
                  start,
                  i,
                  lookedUp == null
                      ? text.substring(start, i).toLowerCase(Locale.ROOT)
                      : lookedUp(text, start, i, lookedUp),
                  0,
                  '\0',
                  glued,
                  i < n && text.charAt(i) == '-'));
          continue;
        }
        if (!Chars.isWhitespace(c)) {
          out.add(new Token(MARK, i, i + 1, "", 0, c, glued, false));
        }
        i++;
      }
      return out;
    }

    /**
     * The word of {@code words} (lower case) that {@code text[start, end)} lower-cases to, or "".
     */
    private static String lookedUp(String text, int start, int end, List<String> words) {
      int length = end - start;
      for (int k = start; k < end; k++) {
        if (text.charAt(k) >= 0x80) { // lower-casing may change the length
          int at = words.indexOf(text.substring(start, end).toLowerCase(Locale.ROOT));
          return at < 0 ? "" : words.get(at);
        }
      }
      // ASCII: lower-cased as toLowerCase(Locale.ROOT) does, A to Z alone, compared in place
      for (int k = 0; k < words.size(); k++) {
        String w = words.get(k);
        if (w.length() == length && text.regionMatches(true, start, w, 0, length)) {
          return w;
        }
      }
      return "";
    }
  }
}
