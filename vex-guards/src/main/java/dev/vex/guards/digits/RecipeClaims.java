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
 */
final class RecipeClaims {
  static final String KIND = "recipes";

  /** The most characters of a recipe's method read. */
  static final int MAX_METHOD_CHARS = 20_000;

  /** The most ingredients read of a recipe (TheMealDB has 20 slots). */
  static final int MAX_INGREDIENTS = 40;

  private static final int MAX_PROBLEMS = 4;

  /** The least number a bare "C" or "F" after it makes a temperature ("200C"; "2 c" is cups). */
  private static final double MIN_BARE_SCALE = 80;

  private RecipeClaims() {}

  /** A value or a range of values, inclusive, with the text it was read from. */
  record Span(double lo, double hi, String text) {}

  /** An amount: a span in a unit of a family (mass in g, volume in ml, or a count). */
  record Amount(Span span, String family, String unit) {}

  /**
   * One ingredient: its name's words, its amounts, and the part of the dish it goes into ("pastry",
   * "filling"; "" when unknown), read from the method where the recipe lists two ingredients of one
   * name ({@link #parts}).
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
        out.add(read(t));
      }
    }
    return out;
  }

  /**
   * Why the reply's recipe figures are wrong, at most a few reasons; empty when the turn has no
   * recipe or every recipe figure the reply states is one the recipe gives.
   */
  static List<String> problems(String text, List<GroundTruth> truths) {
    boolean any = false;
    boolean weather = false;
    for (GroundTruth t : truths) {
      any |= KIND.equals(t.kind());
      weather |= "weather".equals(t.kind()) || t.facts().containsKey("temperatureC");
    }
    if (!any) {
      return List.of();
    }
    return judge(text, of(truths), !weather);
  }

  static List<String> judge(String text, List<Recipe> recipes, boolean temperatures) {
    List<String> out = new ArrayList<>();
    List<Token> tokens = Token.read(text, Integer.MAX_VALUE);
    Naming naming = new Naming(recipes);
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
          if (hasGas(recipes) && !anyGas(recipes, s)) {
            out.add("'" + s.text() + "' is no oven setting of the recipe " + temps(recipes));
          }
          i = j;
        }
        continue;
      }
      if (t.kind == Token.WORD && out.size() < MAX_PROBLEMS) {
        int k = spelledTime(tokens, i);
        if (k >= i) {
          // "en halvtime", "half an hour", "an hour and a half", "ten minutes": a time in words
          double v = spelledMinutes(tokens, i, k);
          Span s = new Span(v, v, text.substring(t.start, tokens.get(k).end));
          String problem = null;
          if (hasTimes(recipes) && !total(text, t.start)) {
            if (!anyTime(recipes, s)) {
              problem = "'" + s.text() + "' is no time of the recipe " + times(recipes);
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
        int h = temperatures ? hundredsEnd(tokens, i) : -1;
        int e = h + 1;
        if (h >= 0
            && e < tokens.size()
            && tokens.get(e).kind == Token.MARK
            && tokens.get(e).mark == '°') {
          e++;
        } else if (h >= 0 && e < tokens.size() && DEGREES.contains(tokens.get(e).word)) {
          e++;
        } else {
          h = -1;
        }
        if (h >= 0) {
          // "hundre og åtti grader", "one hundred and eighty degrees C": an oven's heat in words
          String scale = "";
          if (e < tokens.size() && scale(tokens.get(e)) != null) {
            scale = scale(tokens.get(e));
            e++;
          }
          double v = hundreds(tokens, i, h);
          Span said = new Span(v, v, text.substring(t.start, tokens.get(e - 1).end));
          String problem = temperature(recipes, said, scale);
          if (problem == null) {
            problem = fanOrNot(recipes, tokens, e, said, scale);
          }
          if (problem != null) {
            out.add(problem);
          }
          i = e - 1;
          continue;
        }
        Integer n = COUNT_WORDS.get(t.word);
        if (n != null && (i == 0 || tokens.get(i - 1).kind != Token.NUMBER)) {
          if (countWord(tokens, i + 1)) {
            // "seks ingredienser", "twelve ingredients": the count in words
            String problem =
                count(
                    recipes,
                    new Span(n, n, text.substring(t.start, ingredientsEnd(tokens, i + 1))),
                    text,
                    t.start);
            if (problem != null) {
              out.add(problem);
            }
            continue;
          }
          Token u = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
          String[] unit = u != null && u.kind == Token.WORD ? UNITS.get(u.word) : null;
          if (unit != null && !u.word.equals("ts") && !u.word.equals("ss")) {
            // "seks fedd hvitløk", "four tablespoons of oil": an amount in words
            String problem =
                amount(
                    recipes,
                    naming,
                    tokens,
                    i + 2,
                    new Amount(
                        scaled(n, n, unit, new Span(n, n, text.substring(t.start, u.end))),
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
        int k = spelledAmount(tokens, i);
        if (k > i) {
          // "half a cup of olive oil", "en hel teskje italiensk krydder": an amount in words
          Token u = tokens.get(k);
          String[] unit = UNITS.get(u.word);
          double v = spelled(tokens, i);
          Span sp = new Span(v, v, text.substring(t.start, u.end));
          String problem =
              amount(
                  recipes,
                  naming,
                  tokens,
                  k + 1,
                  new Amount(scaled(v, v, unit, sp), unit[0], unit[1]));
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
        if (k < tokens.size() && tokens.get(k).kind == Token.WORD && scale(tokens.get(k)) != null) {
          scale = scale(tokens.get(k));
          k++;
        }
        if (temperatures) {
          Span said = new Span(lo, hi, text.substring(start, end(tokens, k)));
          problem = temperature(recipes, said, scale);
          if (problem == null) {
            problem = alternative(recipes, tokens, text, k, scale);
          }
          if (problem == null) {
            problem = fanOrNot(recipes, tokens, k, said, scale);
          }
        }
        i = k - 1;
      } else if (unit != null && unit.kind == Token.WORD && length(unit, j) != null) {
        problem = length(recipes, new Span(lo, hi, text.substring(start, unit.end)), unit);
        i = j;
      } else if (unit != null && unit.kind == Token.WORD) {
        String w = unit.word;
        // "220 grader", "200 degrees C", "200C"; a bare c or f only for an oven's heat ("2 c" may
        // be cups)
        if (DEGREES.contains(w)
            || ((w.equals("c") || w.equals("f")) && !unit.hyphenAfter && lo >= MIN_BARE_SCALE)) {
          String scale = scale(unit) == null ? "" : scale(unit);
          int k = j + 1;
          if (scale.isEmpty()
              && k < tokens.size()
              && tokens.get(k).kind == Token.WORD
              && scale(tokens.get(k)) != null) {
            scale = scale(tokens.get(k));
            k++;
          }
          if (temperatures) {
            Span said = new Span(lo, hi, text.substring(start, end(tokens, k)));
            problem = temperature(recipes, said, scale);
            if (problem == null) {
              problem = alternative(recipes, tokens, text, k, scale);
            }
            if (problem == null) {
              problem = fanOrNot(recipes, tokens, k, said, scale);
            }
          }
          i = k - 1;
        } else if (MINUTES_PER.containsKey(w)) {
          double per = MINUTES_PER.get(w);
          Span s = new Span(lo * per, hi * per, text.substring(start, unit.end));
          if (hasTimes(recipes) && !total(text, start)) {
            if (!anyTime(recipes, s)) {
              problem = "'" + s.text() + "' is no time of the recipe " + times(recipes);
            } else if (recipes.size() == 1 && recipes.get(0).steps() != null) {
              problem = recipes.get(0).steps().otherStep(tokens, i, j + 1, s);
              if (problem == null) { // "15 minutt til" where the further time is five minutes
                problem = recipes.get(0).further().judge(tokens, i, j + 1, s);
              }
            }
          }
          i = j;
        } else if (countWord(tokens, j)) {
          problem =
              count(
                  recipes,
                  new Span(lo, hi, text.substring(start, ingredientsEnd(tokens, j))),
                  text,
                  start);
        } else if (UNITS.containsKey(w)) {
          String[] u = UNITS.get(w);
          problem =
              amount(
                  recipes,
                  naming,
                  tokens,
                  j + 1,
                  new Amount(scaled(lo, hi, u, text, start, unit.end), u[0], u[1]));
          i = j;
        } else {
          // "6 basil leaves", "1 egg": a count of the ingredient named right after it
          problem =
              amount(
                  recipes,
                  naming,
                  tokens,
                  j,
                  new Amount(
                      new Span(lo, hi, text.substring(start, t.end)),
                      "count",
                      countUnit(tokens, j)));
        }
      }
      if (problem != null) {
        out.add(problem);
      }
    }
    return out;
  }

  private static Span scaled(double lo, double hi, String[] u, Span span) {
    double f = Double.parseDouble(u[2]);
    return new Span(lo * f, hi * f, span.text());
  }

  /** Words that say one. */
  private static final Set<String> ONE =
      Set.of("a", "an", "one", "en", "ei", "et", "ett", "éin", "ein", "eitt");

  /**
   * The index of the unit word after an amount written in words at {@code i} ("half a cup", "a
   * quarter cup", "en halv teskje", "one tin", "ei kvart kopp", "en hel teskje"), or {@code i} when
   * there is none.
   */
  private static int spelledAmount(List<Token> tokens, int i) {
    String w = tokens.get(i).word;
    int k;
    if (w.equals("half")) {
      k = i + 1 < tokens.size() && ONE.contains(tokens.get(i + 1).word) ? i + 2 : i + 1;
    } else if (ONE.contains(w) || w.equals("two") || w.equals("three") || w.equals("tre")) {
      k = i + 1;
      if (k < tokens.size() && FRACTION_WORDS.containsKey(tokens.get(k).word)) {
        k++;
      }
    } else {
      return i;
    }
    if (i > 0 && tokens.get(i - 1).kind == Token.NUMBER) {
      return i; // "2 a day"
    }
    return k < tokens.size()
            && tokens.get(k).kind == Token.WORD
            && UNITS.containsKey(tokens.get(k).word)
            && !tokens.get(k).word.equals("ts")
            && !tokens.get(k).word.equals("ss")
        ? k
        : i;
  }

  private static final Map<String, Double> FRACTION_WORDS =
      Map.of(
          "half", 0.5,
          "halv", 0.5,
          "halvt", 0.5,
          "quarter", 0.25,
          "kvart", 0.25,
          "hel", 1.0,
          "heil", 1.0,
          "whole", 1.0,
          "full", 1.0);

  /** The value of an amount in words at {@code i} ({@link #spelledAmount} found its unit). */
  private static double spelled(List<Token> tokens, int i) {
    String w = tokens.get(i).word;
    if (w.equals("half")) {
      return 0.5;
    }
    double base = w.equals("two") ? 2 : w.equals("three") || w.equals("tre") ? 3 : 1;
    Token next = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
    if (next != null && FRACTION_WORDS.containsKey(next.word)) {
      return base * FRACTION_WORDS.get(next.word);
    }
    return base;
  }

  private static Span scaled(double lo, double hi, String[] u, String text, int start, int end) {
    double f = Double.parseDouble(u[2]);
    return new Span(lo * f, hi * f, text.substring(start, end));
  }

  private static int end(List<Token> tokens, int k) {
    return tokens.get(Math.min(k, tokens.size()) - 1).end;
  }

  private static boolean isRangeMark(Token t) {
    return (t.kind == Token.MARK && (t.mark == '-' || t.mark == '–' || t.mark == '—'))
        || (t.kind == Token.WORD && (t.word.equals("to") || t.word.equals("til")));
  }

  // ---- the ingredient count ----------------------------------------------------------------

  private static final Set<String> INGREDIENT_WORDS =
      Set.of("ingredient", "ingredients", "ingrediens", "ingredienser", "ingrediensene");

  private static final Set<String> NOT_ADJECTIVES =
      Set.of("of", "av", "the", "de", "in", "i", "from", "fra", "and", "og", "or", "eller");

  /** Whether the word at {@code j}, or the one after a single adjective, says "ingredients". */
  private static boolean countWord(List<Token> tokens, int j) {
    if (j < tokens.size() && INGREDIENT_WORDS.contains(tokens.get(j).word)) {
      return true;
    }
    return j + 1 < tokens.size()
        && tokens.get(j).kind == Token.WORD
        && !NOT_ADJECTIVES.contains(tokens.get(j).word)
        && INGREDIENT_WORDS.contains(tokens.get(j + 1).word);
  }

  private static int ingredientsEnd(List<Token> tokens, int j) {
    return INGREDIENT_WORDS.contains(tokens.get(j).word)
        ? tokens.get(j).end
        : tokens.get(j + 1).end;
  }

  private static String count(List<Recipe> recipes, Span s, String text, int start) {
    boolean hedged = hedged(text, start);
    StringBuilder real = new StringBuilder();
    for (Recipe r : recipes) {
      if (r.count() == 0) {
        return null; // a recipe whose ingredients were not read: nothing to judge by
      }
      double slack = hedged ? 1.0 : 0.0;
      if (s.lo() >= r.count() - slack - 1e-9 && s.hi() <= r.count() + slack + 1e-9) {
        return null;
      }
      real.append(real.length() == 0 ? "" : ", ").append(r.count());
    }
    return "'" + s.text() + "' where the recipe has " + real + " ingredients";
  }

  // ---- times -------------------------------------------------------------------------------

  private static final Map<String, Double> MINUTES_PER =
      Map.ofEntries(
          Map.entry("minute", 1.0),
          Map.entry("minutes", 1.0),
          Map.entry("min", 1.0),
          Map.entry("mins", 1.0),
          Map.entry("minutt", 1.0),
          Map.entry("minutter", 1.0),
          Map.entry("minuttene", 1.0),
          Map.entry("hour", 60.0),
          Map.entry("hours", 60.0),
          Map.entry("hr", 60.0),
          Map.entry("hrs", 60.0),
          Map.entry("time", 60.0),
          Map.entry("timer", 60.0),
          Map.entry("timen", 60.0),
          Map.entry("second", 1 / 60.0),
          Map.entry("seconds", 1 / 60.0),
          Map.entry("sec", 1 / 60.0),
          Map.entry("secs", 1 / 60.0),
          Map.entry("sekund", 1 / 60.0),
          Map.entry("sekunder", 1 / 60.0));

  /**
   * Number words of a count or an amount ("seks ingredienser", "four cloves"); "two", "three",
   * "tre" and the words for one are read with their fractions by {@link #spelledAmount}. "to" is
   * left out: in an English reply it is no number.
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

  /** English words for "one" before "hour"; Norwegian ones before "time". */
  private static final Set<String> AN_EN = Set.of("a", "an", "one");

  private static final Set<String> AN_NO = Set.of("en", "ei", "ein", "én", "éin");

  /** Number words before "minutes" / "hours" (English) and "minutter" / "timer" (Norwegian). */
  private static final Map<String, Integer> TIME_WORDS_EN =
      Map.ofEntries(
          Map.entry("two", 2),
          Map.entry("three", 3),
          Map.entry("four", 4),
          Map.entry("five", 5),
          Map.entry("six", 6),
          Map.entry("seven", 7),
          Map.entry("eight", 8),
          Map.entry("nine", 9),
          Map.entry("ten", 10),
          Map.entry("twelve", 12),
          Map.entry("fifteen", 15),
          Map.entry("twenty", 20),
          Map.entry("thirty", 30),
          Map.entry("forty", 40),
          Map.entry("forty-five", 45),
          Map.entry("fifty", 50));

  private static final Map<String, Integer> TIME_WORDS_NO =
      Map.ofEntries(
          Map.entry("to", 2),
          Map.entry("tre", 3),
          Map.entry("fire", 4),
          Map.entry("fem", 5),
          Map.entry("seks", 6),
          Map.entry("sju", 7),
          Map.entry("syv", 7),
          Map.entry("åtte", 8),
          Map.entry("ni", 9),
          Map.entry("ti", 10),
          Map.entry("tolv", 12),
          Map.entry("femten", 15),
          Map.entry("tjue", 20),
          Map.entry("tretti", 30),
          Map.entry("førti", 40),
          Map.entry("femti", 50));

  private static final Set<String> MINUTE_WORDS_EN = Set.of("minute", "minutes", "mins");
  private static final Set<String> MINUTE_WORDS_NO =
      Set.of("minutt", "minutter", "minuttar", "minuttene");
  private static final Set<String> HOUR_WORDS_EN = Set.of("hour", "hours");
  private static final Set<String> HOUR_WORDS_NO = Set.of("time", "timer", "timar", "timen");

  private static boolean word(List<Token> tokens, int k, Set<String> words) {
    return k < tokens.size()
        && tokens.get(k).kind == Token.WORD
        && words.contains(tokens.get(k).word);
  }

  private static boolean word(List<Token> tokens, int k, String w) {
    return k < tokens.size() && tokens.get(k).kind == Token.WORD && tokens.get(k).word.equals(w);
  }

  /**
   * The index of the last word of a time written in words from {@code i} ("half an hour", "an hour
   * and a half", "a quarter of an hour", "an hour", "ten minutes", "en halvtime", "en halv time",
   * "halvannen time", "en og en halv time", "et kvarter", "tre kvarter", "en time", "fem
   * minutter"). English words only with English hour and minute words, Norwegian ones only with
   * Norwegian ones ("one at a time" is no time); -1 when there is none.
   */
  static int spelledTime(List<Token> tokens, int i) {
    Token t = tokens.get(i);
    if (t.kind != Token.WORD || t.glued || (i > 0 && tokens.get(i - 1).kind == Token.NUMBER)) {
      return -1;
    }
    String w = t.word;
    if (w.startsWith("halvtime")) {
      return i; // the word itself, 30 minutes
    }
    if (w.equals("kvarter") || w.equals("kvarteret")) {
      return i;
    }
    if (w.equals("half") && word(tokens, i + 1, AN_EN) && word(tokens, i + 2, HOUR_WORDS_EN)) {
      return i + 2;
    }
    if (AN_EN.contains(w) && word(tokens, i + 1, HOUR_WORDS_EN)) {
      if (word(tokens, i + 2, "and") && word(tokens, i + 3, "a") && word(tokens, i + 4, "half")) {
        return i + 4; // "an hour and a half"
      }
      return i + 1;
    }
    if (w.equals("one")
        && word(tokens, i + 1, "and")
        && word(tokens, i + 2, "a")
        && word(tokens, i + 3, "half")
        && word(tokens, i + 4, HOUR_WORDS_EN)) {
      return i + 4;
    }
    int q = AN_EN.contains(w) && word(tokens, i + 1, "quarter") ? i + 1 : i;
    if (tokens.get(q).word.equals("quarter")) {
      if (word(tokens, q + 1, "of")
          && word(tokens, q + 2, AN_EN)
          && word(tokens, q + 3, HOUR_WORDS_EN)) {
        return q + 3;
      }
      if (word(tokens, q + 1, "hour")) {
        return q + 1;
      }
    }
    if (w.equals("three")
        && word(tokens, i + 1, "quarters")
        && word(tokens, i + 2, "of")
        && word(tokens, i + 3, AN_EN)
        && word(tokens, i + 4, HOUR_WORDS_EN)) {
      return i + 4;
    }
    if (TIME_WORDS_EN.containsKey(w)
        && (word(tokens, i + 1, MINUTE_WORDS_EN) || word(tokens, i + 1, HOUR_WORDS_EN))) {
      return i + 1;
    }
    if (AN_NO.contains(w)) {
      if (word(tokens, i + 1, "halv") && word(tokens, i + 2, HOUR_WORDS_NO)) {
        return i + 2;
      }
      if (word(tokens, i + 1, HOUR_WORDS_NO)) {
        return i + 1;
      }
      if (word(tokens, i + 1, "og")
          && word(tokens, i + 2, AN_NO)
          && word(tokens, i + 3, "halv")
          && word(tokens, i + 4, HOUR_WORDS_NO)) {
        return i + 4;
      }
    }
    if ((w.equals("halvannen") || w.equals("halvanna") || w.equals("halvannan"))
        && word(tokens, i + 1, HOUR_WORDS_NO)) {
      return i + 1;
    }
    if (TIME_WORDS_NO.containsKey(w)
        && (word(tokens, i + 1, MINUTE_WORDS_NO)
            || word(tokens, i + 1, Set.of("timer", "timar")) // "from time to time" is no time
            || word(tokens, i + 1, "kvarter"))) {
      return i + 1;
    }
    return -1;
  }

  /** The minutes of the time in words from {@code i} to {@code k} ({@link #spelledTime}). */
  static double spelledMinutes(List<Token> tokens, int i, int k) {
    String first = tokens.get(i).word;
    String last = tokens.get(k).word;
    if (first.startsWith("halvtime")) {
      return 30;
    }
    if (first.startsWith("kvarter")) {
      return 15;
    }
    boolean half = false;
    boolean quarter = false;
    boolean threeQuarters =
        first.equals("three") && k > i && tokens.get(i + 1).word.equals("quarters");
    for (int m = i; m <= k; m++) {
      String x = tokens.get(m).word;
      half |= x.equals("half") || x.equals("halv");
      quarter |= x.equals("quarter");
    }
    if (threeQuarters) {
      return 45;
    }
    if (last.equals("kvarter")) {
      return 15 * TIME_WORDS_NO.get(first);
    }
    if (first.startsWith("halvann")) {
      return 90;
    }
    if (quarter) {
      return 15;
    }
    boolean hours =
        HOUR_WORDS_EN.contains(last)
            || HOUR_WORDS_NO.contains(last)
            || HOUR_WORDS_EN.contains(tokens.get(Math.min(i + 1, k)).word);
    Integer n =
        TIME_WORDS_EN.containsKey(first) ? TIME_WORDS_EN.get(first) : TIME_WORDS_NO.get(first);
    if (n != null && k == i + 1) {
      return hours ? 60.0 * n : n;
    }
    if (half && (first.equals("half") || (k == i + 2 && AN_NO.contains(first)))) {
      return 30; // "half an hour", "en halv time"
    }
    return half ? 90 : 60; // "an hour and a half", "en og en halv time"; "an hour", "en time"
  }

  private static final List<String> TOTALS =
      List.of(
          "total",
          "totalt",
          "i alt",
          "altogether",
          "in all",
          "combined",
          "sammenlagt",
          "til sammen",
          "tilsammen",
          "all together",
          "all in",
          "all told",
          "alt i alt");

  /** Whether the clause before {@code at} says the time is a total. */
  private static boolean total(String text, int at) {
    int from = at;
    while (from > 0 && at - from < 120) {
      char c = text.charAt(from - 1);
      if (c == '.' || c == '!' || c == '?' || c == ';' || c == '\n') {
        break;
      }
      from--;
    }
    int to = Math.min(text.length(), at + 40);
    String clause = text.substring(from, to).toLowerCase(Locale.ROOT);
    for (String w : TOTALS) {
      if (clause.contains(w)) {
        return true;
      }
    }
    return false;
  }

  private static boolean anyTime(List<Recipe> recipes, Span s) {
    for (Recipe r : recipes) {
      for (Span m : r.minutes()) {
        if (sameTime(m, s)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether a stated time is the method's time {@code m}, exactly, in its range or rounded. */
  static boolean sameTime(Span m, Span s) {
    return holds(m, s, 0.5) || rounded(m, s);
  }

  /** The times a piece of a method states ("about 9 minutes", "1 to 2 minutes"). */
  static void minutes(String text, List<Span> minutes) {
    method(
        text, minutes, new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
  }

  /** A stated multiple of 5 (minutes) that a real time rounds to: "10 minutes" for "about 9". */
  private static boolean rounded(Span real, Span s) {
    if (s.lo() != s.hi() || s.lo() % 5 != 0) {
      return false;
    }
    return s.lo() > real.lo() - 2.5 && s.lo() < real.hi() + 2.5;
  }

  private static String times(List<Recipe> recipes) {
    List<String> out = new ArrayList<>();
    for (Recipe r : recipes) {
      for (Span m : r.minutes()) {
        if (!out.contains(m.text())) {
          out.add(m.text());
        }
      }
    }
    return "(" + String.join(", ", out.subList(0, Math.min(6, out.size()))) + ")";
  }

  // ---- temperatures ------------------------------------------------------------------------

  private static final Set<String> DEGREES = Set.of("degree", "degrees", "grader", "grad");

  private static String scale(Token t) {
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
  private static String alternative(
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
                : UNITS.containsKey(after.word)
                    || MINUTES_PER.containsKey(after.word)
                    || DEGREES.contains(after.word)
                    || scale(after) != null))) {
      return null;
    }
    return temperature(recipes, new Span(n.value, n.value, text.substring(n.start, n.end)), scale);
  }

  private static final Set<String> ALTERNATIVES = Set.of("or", "eller", "and", "og");

  /** Words that make an oven temperature a fan oven's ("180C fan", "180 med varmluft"). */
  private static final Set<String> FAN =
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
  private static String fanOrNot(
      List<Recipe> recipes, List<Token> tokens, int k, Span said, String scale) {
    if ("F".equals(scale)) {
      return null;
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
      if (holds(c, said, 5)) {
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
  private static int hundredsEnd(List<Token> tokens, int i) {
    int h = i;
    Token t = tokens.get(i);
    if (t.kind != Token.WORD
        || !t.word.startsWith("hundre")
            && (i + 1 >= tokens.size() || !tokens.get(i + 1).word.startsWith("hundre"))) {
      return -1; // most words: neither this one nor the next is "hundred" or "hundre"
    }
    if (!HUNDRED.contains(t.word)) {
      Integer m = ONE.contains(t.word) ? Integer.valueOf(1) : NumberWords.word(t.word);
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
  private static double hundreds(List<Token> tokens, int i, int end) {
    int h = HUNDRED.contains(tokens.get(i).word) ? i : i + 1;
    double times =
        h == i || ONE.contains(tokens.get(i).word) ? 1 : NumberWords.word(tokens.get(i).word);
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

  private static String temperature(List<Recipe> recipes, Span s, String scale) {
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
          if (holds(c, s, 5)) {
            return null;
          }
        }
        for (Span f : r.fahrenheit()) {
          if (holds(new Span((f.lo() - 32) * 5 / 9, (f.hi() - 32) * 5 / 9, ""), s, 6)) {
            return null;
          }
        }
      }
      if (!"C".equals(scale)) {
        for (Span f : r.fahrenheit()) {
          if (holds(f, s, 10)) {
            return null;
          }
        }
        for (Span c : r.celsius()) {
          if (holds(new Span(c.lo() * 9 / 5 + 32, c.hi() * 9 / 5 + 32, ""), s, 10)) {
            return null;
          }
        }
      }
    }
    return "'" + s.text() + "' is no temperature of the recipe " + temps(recipes);
  }

  private static boolean anyGas(List<Recipe> recipes, Span s) {
    for (Recipe r : recipes) {
      for (Span g : r.gas()) {
        if (holds(g, s, 0)) {
          return true;
        }
      }
    }
    return false;
  }

  private static String temps(List<Recipe> recipes) {
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

  // ---- lengths (a tin's size) ---------------------------------------------------------------

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
  private static Double length(Token unit, int j) {
    if (unit.word.equals("in") && !unit.glued) {
      return null; // "8 in the oven"
    }
    return CM_PER.get(unit.word);
  }

  private static String length(List<Recipe> recipes, Span s, Token unit) {
    double per = CM_PER.get(unit.word);
    Span cm = new Span(s.lo() * per, s.hi() * per, s.text());
    boolean any = false;
    for (Recipe r : recipes) {
      for (Span l : r.lengths()) {
        any = true;
        if (holds(l, cm, per == 1.0 ? 1.0 : 1.5)) {
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
  private static void lengths(String text, List<Span> out) {
    List<Token> tokens = Token.read(text, MAX_METHOD_CHARS);
    for (int i = 0; i + 1 < tokens.size() && out.size() < MAX_INGREDIENTS; i++) {
      Token t = tokens.get(i);
      Token u = tokens.get(i + 1);
      if (t.kind == Token.NUMBER && u.kind == Token.WORD && length(u, i + 1) != null) {
        double per = CM_PER.get(u.word);
        out.add(new Span(t.value * per, t.value * per, text.substring(t.start, u.end)));
      }
    }
  }

  /** Words of a method that uses an oven or a grill. */
  private static final List<String> OVEN_WORDS =
      List.of("oven", "bake", "baking", "roast", "grill", "broil", "preheat", "gas mark");

  private static boolean oven(String method) {
    String m = method.toLowerCase(Locale.ROOT);
    for (String w : OVEN_WORDS) {
      if (m.contains(w)) {
        return true;
      }
    }
    return false;
  }

  private static boolean hasTimes(List<Recipe> recipes) {
    for (Recipe r : recipes) { // a loop, not a stream: asked for every time of a long reply
      if (!r.minutes().isEmpty()) {
        return true;
      }
    }
    return false;
  }

  private static boolean hasTemperatures(List<Recipe> recipes) {
    return recipes.stream().anyMatch(r -> !r.celsius().isEmpty() || !r.fahrenheit().isEmpty());
  }

  private static boolean hasGas(List<Recipe> recipes) {
    return recipes.stream().anyMatch(r -> !r.gas().isEmpty());
  }

  // ---- amounts -----------------------------------------------------------------------------

  /** Unit word → {family, unit, factor to the family's base (g, ml, 1)}. */
  private static final Map<String, String[]> UNITS = units();

  private static Map<String, String[]> units() {
    Map<String, String[]> m = new java.util.HashMap<>();
    for (String w : List.of("g", "gram", "grams", "gramm", "gr")) {
      m.put(w, new String[] {"mass", "g", "1"});
    }
    for (String w : List.of("kg", "kilo", "kilos")) {
      m.put(w, new String[] {"mass", "kg", "1000"});
    }
    for (String w : List.of("oz", "ounce", "ounces")) {
      m.put(w, new String[] {"mass", "oz", "28.35"});
    }
    for (String w : List.of("lb", "lbs", "pound", "pounds", "pund")) {
      m.put(w, new String[] {"mass", "lb", "453.6"});
    }
    m.put("ml", new String[] {"volume", "ml", "1"});
    m.put("cl", new String[] {"volume", "cl", "10"});
    m.put("dl", new String[] {"volume", "dl", "100"});
    for (String w : List.of("l", "liter", "litre", "liters", "litres", "literen")) {
      m.put(w, new String[] {"volume", "l", "1000"});
    }
    for (String w : List.of("cup", "cups", "kopp", "kopper")) {
      m.put(w, new String[] {"volume", "cup", "236.6"});
    }
    for (String w :
        List.of(
            "tbsp",
            "tbs",
            "tbl",
            "tablespoon",
            "tablespoons",
            "ss",
            "spiseskje",
            "spiseskjeer",
            "spiseskei",
            "spiseskeier")) {
      m.put(w, new String[] {"volume", "tbsp", "15"});
    }
    for (String w :
        List.of("tsp", "teaspoon", "teaspoons", "ts", "teskje", "teskjeer", "teskei", "teskeier")) {
      m.put(w, new String[] {"volume", "tsp", "5"});
    }
    for (String w : List.of("clove", "cloves", "fedd")) {
      m.put(w, new String[] {"count", "clove", "1"});
    }
    for (String w : List.of("tin", "tins", "can", "cans", "boks", "bokser", "hermetikkboks")) {
      m.put(w, new String[] {"count", "tin", "1"});
    }
    for (String w : List.of("leaf", "leaves", "blad", "blader")) {
      m.put(w, new String[] {"count", "leaf", "1"});
    }
    for (String w : List.of("piece", "pieces", "stk", "stykk", "stykker")) {
      m.put(w, new String[] {"count", "piece", "1"});
    }
    return Map.copyOf(m);
  }

  /** Words after an amount that do not name the ingredient ("2 tins of chopped tomatoes"). */
  private static final Set<String> FILLER =
      Set.of(
          "of", "av", "the", "a", "an", "fresh", "frisk", "chopped", "hakket", "hakkede", "ground",
          "malt", "malte", "finely", "fint", "large", "small", "store", "stor", "små", "liten",
          "plain", "cold", "kald", "kaldt", "chilled", "whole", "hele", "good");

  /** Words that end an amount's clause: what comes after names something else. */
  private static final Set<String> STOPS = Set.of("and", "og", "or", "eller", "with", "then");

  /** Norwegian words that qualify an ingredient, as the English ones its name may hold. */
  private static final Map<String, String> QUALIFIERS =
      Map.of(
          "malt", "ground",
          "malte", "ground",
          "hakket", "chopped",
          "hakkede", "chopped",
          "kald", "chilled",
          "kaldt", "chilled",
          "kalde", "chilled",
          "cold", "chilled",
          "frisk", "fresh");

  /** Norwegian compounds that name a qualified ingredient ("mandelflak": flaked almonds). */
  private static final Map<String, String> QUALIFIED =
      Map.of("mandelflak", "flaked", "mandelmel", "ground", "melis", "icing");

  /** Norwegian words for the ingredients recipes name in English. */
  private static final Map<String, List<String>> NORWEGIAN =
      Map.ofEntries(
          Map.entry("mel", List.of("flour")),
          Map.entry("hvetemel", List.of("flour")),
          Map.entry("smør", List.of("butter")),
          Map.entry("sukker", List.of("sugar")),
          Map.entry("strøsukker", List.of("sugar")),
          Map.entry("melis", List.of("sugar")),
          Map.entry("mandler", List.of("almonds", "almond")),
          Map.entry("mandel", List.of("almonds", "almond")),
          Map.entry("mandelmel", List.of("almonds")),
          Map.entry("mandelflak", List.of("almonds", "almond")),
          Map.entry("farin", List.of("sugar")),
          Map.entry("sukkeret", List.of("sugar")),
          Map.entry("italiensk", List.of("italian")),
          Map.entry("krydder", List.of("seasoning")),
          Map.entry("krydderblanding", List.of("seasoning")),
          Map.entry("hvitløk", List.of("garlic")),
          Map.entry("hvitløksfedd", List.of("garlic")),
          Map.entry("tomat", List.of("tomatoes", "tomato")),
          Map.entry("tomater", List.of("tomatoes", "tomato")),
          Map.entry("tomatene", List.of("tomatoes", "tomato")),
          Map.entry("olje", List.of("oil")),
          Map.entry("olivenolje", List.of("olive", "oil")),
          Map.entry("basilikum", List.of("basil")),
          Map.entry("egg", List.of("egg", "eggs")),
          Map.entry("eggene", List.of("egg", "eggs")),
          Map.entry("vann", List.of("water")),
          Map.entry("syltetøy", List.of("jam")),
          Map.entry("chili", List.of("chilli", "chili", "chile")),
          Map.entry("chiliflak", List.of("chilli", "chili", "chile")),
          Map.entry("parmesan", List.of("parmigiano", "parmesan")),
          Map.entry("løk", List.of("onion", "onions")),
          Map.entry("kylling", List.of("chicken")),
          Map.entry("melk", List.of("milk")),
          Map.entry("fløte", List.of("cream")),
          Map.entry("ost", List.of("cheese")),
          Map.entry("ris", List.of("rice")),
          Map.entry("poteter", List.of("potatoes", "potato")),
          Map.entry("potet", List.of("potatoes", "potato")),
          Map.entry("gulrøtter", List.of("carrots", "carrot")),
          Map.entry("gulrot", List.of("carrots", "carrot")),
          Map.entry("sitron", List.of("lemon")),
          Map.entry("honning", List.of("honey")),
          Map.entry("gjær", List.of("yeast")),
          Map.entry("kanel", List.of("cinnamon")),
          Map.entry("ingefær", List.of("ginger")),
          Map.entry("persille", List.of("parsley")),
          Map.entry("laks", List.of("salmon")),
          Map.entry("reker", List.of("prawns", "shrimp")),
          Map.entry("pasta", List.of("penne", "spaghetti", "pasta", "macaroni", "linguine")));

  /**
   * Judges an amount against the ingredient the words from {@code from} on name; null when they
   * name none, or none of its amounts is in the amount's family, or one is near it.
   */
  private static String amount(
      List<Recipe> recipes, Naming naming, List<Token> tokens, int from, Amount stated) {
    List<Ingredient> named = new ArrayList<>();
    List<String> qualifiers = new ArrayList<>(); // "chilled", "malte", "mandel*flak*"
    from = afterConversion(tokens, from);
    for (int k = from, words = 0; k < tokens.size() && words < 4; k++) {
      Token w = tokens.get(k);
      if (w.kind != Token.WORD || STOPS.contains(w.word)) {
        break;
      }
      words++;
      String q = QUALIFIERS.getOrDefault(w.word, w.word);
      if (FILLER.contains(w.word)) {
        qualifiers.add(q);
        continue;
      }
      if (QUALIFIED.containsKey(w.word)) {
        qualifiers.add(QUALIFIED.get(w.word));
      }
      named.addAll(naming.named(w.word)); // empty before: the first word naming one breaks
      if (!named.isEmpty()) {
        break; // the first word that names an ingredient decides
      }
    }
    if (named.size() > 1) {
      // "Til fyllet trenger du 75 g smør": of the pastry's and the filling's butter, the filling's
      named = inPart(named, tokens, from);
    }
    if (named.size() > 1 && !qualifiers.isEmpty()) {
      // "chilled butter" of "chilled butter" and "butter": the one its words qualify
      List<Ingredient> qualified = new ArrayList<>();
      for (Ingredient in : named) {
        String name = in.name().toLowerCase(Locale.ROOT);
        for (String q : qualifiers) {
          if (name.contains(q) && !qualified.contains(in)) {
            qualified.add(in);
          }
        }
      }
      if (!qualified.isEmpty()) {
        named = qualified;
      }
    }
    boolean comparable = false;
    for (Ingredient in : named) {
      for (Amount a : in.amounts()) {
        if (!a.family().equals(stated.family())) {
          continue;
        }
        if (stated.family().equals("count") && !a.unit().equals(stated.unit())) {
          // "6 basil leaves" states "6 leaves"; "2 tomatoes" says nothing against "1 tin"
          if (holds(a.span(), stated.span(), 0)) {
            return null;
          }
          continue;
        }
        comparable = true;
        // the recipe's own unit is read as written; a converted one ("1 pund" ≈ 450 g) is near
        double slack = a.unit().equals(stated.unit()) ? 0.05 : 0.15;
        if (near(a.span(), stated.span(), slack)) {
          return null;
        }
      }
    }
    if (!comparable) {
      return null;
    }
    List<String> real = new ArrayList<>();
    for (Ingredient in : named) {
      real.add((in.measure().isEmpty() ? "" : in.measure() + " ") + in.name());
    }
    return "'" + stated.span().text() + "' where the recipe says " + String.join("; ", real);
  }

  /**
   * Of several ingredients of one name, those of the part of the dish the reply's sentence names
   * nearest the amount ending before {@code from} ("The pastry takes 125 g of butter", "Til fyllet
   * trenger du 75 g smør"), or all of them when it names none the recipe gave them.
   */
  private static List<Ingredient> inPart(List<Ingredient> named, List<Token> tokens, int from) {
    boolean any = false;
    for (Ingredient in : named) {
      any |= !in.part().isEmpty();
    }
    if (!any) {
      return named;
    }
    // the part the amount is said to be for ("125 g smør til fyllet"); else the part named in its
    // clause, before it or after it; else one set before the clause as a heading of the sentence
    // ("For the filling, melt 75 g of butter")
    int anchor = Math.min(from, tokens.size()) - 1;
    String part = null;
    int high = Math.min(tokens.size(), from + PART_REACH);
    for (int k = Math.max(from, 1); k < high && part == null; k++) {
      Token t = tokens.get(k);
      if (clauseEnd(t) || t.kind == Token.NUMBER) {
        break;
      }
      part = t.kind == Token.WORD && headed(tokens, k) ? part(t.word) : null;
    }
    int low = Math.max(0, anchor - PART_REACH);
    for (int k = anchor - 1; k >= low && part == null && !clauseEnd(tokens.get(k)); k--) {
      part = tokens.get(k).kind == Token.WORD ? part(tokens.get(k).word) : null;
    }
    for (int k = Math.max(from, 0); k < high && part == null; k++) {
      Token t = tokens.get(k);
      if (clauseEnd(t) || t.kind == Token.NUMBER) {
        break;
      }
      part = t.kind == Token.WORD ? part(t.word) : null;
    }
    for (int k = anchor - 1;
        k >= Math.max(1, anchor - 3 * PART_REACH) && part == null && !sentenceEnd(tokens.get(k));
        k--) {
      part =
          tokens.get(k).kind == Token.WORD && headed(tokens, k) ? part(tokens.get(k).word) : null;
    }
    if (part == null) {
      return named;
    }
    List<Ingredient> out = new ArrayList<>(named.size());
    for (Ingredient in : named) {
      if (in.part().equals(part)) {
        out.add(in);
      }
    }
    return out.isEmpty() ? named : out;
  }

  /** Whether the word at {@code k} follows "for", "til", "to", "in" or "i" (and "the"). */
  private static boolean headed(List<Token> tokens, int k) {
    int b = k - 1;
    if (b >= 1 && tokens.get(b).word.equals("the")) {
      b--;
    }
    if (b < 0) {
      return false;
    }
    String w = tokens.get(b).word;
    return w.equals("for") || w.equals("til") || w.equals("to") || w.equals("in") || w.equals("i");
  }

  /** The most tokens looked at on either side of an amount for the part of the dish it names. */
  private static final int PART_REACH = 12;

  private static boolean sentenceEnd(Token t) {
    return t.kind == Token.MARK
        && (t.mark == '.' || t.mark == '!' || t.mark == '?' || t.mark == ';');
  }

  private static boolean clauseEnd(Token t) {
    return sentenceEnd(t) || t.kind == Token.MARK && (t.mark == ',' || t.mark == ':');
  }

  /**
   * The part of a dish a word names, in English or Norwegian ("pastry", "mørdeigsbunnen", "the
   * filling", "fyllet", "sausen"), or null.
   */
  static String part(String w) {
    if (w.length() < 4) {
      return null;
    }
    if (w.equals("pastry") || w.equals("dough") || w.equals("crust") || w.contains("deig")) {
      return "pastry";
    }
    if (w.startsWith("filling") || w.startsWith("filing") || w.startsWith("fyll")) {
      return "filling";
    }
    if (w.equals("sauce") || w.equals("saus") || w.equals("sausen")) {
      return "sauce";
    }
    if (w.startsWith("topping")) {
      return "topping";
    }
    if (w.equals("icing") || w.equals("frosting") || w.startsWith("glasur")) {
      return "icing";
    }
    return null;
  }

  /**
   * Gives each of several ingredients of one name ("chilled butter" and "butter") the part of the
   * dish the method uses it in: the method names a part ("To make the pastry", "For the filling")
   * and the name's mentions after it fall in that part until another is named; when the mentions
   * fall in as many distinct parts as there are such ingredients, in turn, the ingredients (in the
   * recipe's order) take those parts in that order. Otherwise none is given a part. Linear in the
   * method, once per shared name word.
   */
  private static void parts(List<Ingredient> ingredients, String method) {
    Map<String, List<Integer>> byWord = new java.util.LinkedHashMap<>();
    for (int i = 0; i < ingredients.size(); i++) {
      for (String w : ingredients.get(i).words()) {
        List<Integer> at = byWord.computeIfAbsent(w, k -> new ArrayList<>(2));
        if (!at.contains(i)) {
          at.add(i);
        }
      }
    }
    List<Token> tokens = null;
    for (Map.Entry<String, List<Integer>> e : byWord.entrySet()) {
      List<Integer> group = e.getValue();
      if (group.size() < 2 || group.size() > 4 || !ingredients.get(group.get(0)).part().isEmpty()) {
        continue;
      }
      if (tokens == null) {
        tokens = Token.read(method, MAX_METHOD_CHARS);
      }
      List<String> seen = new ArrayList<>(group.size());
      String current = null;
      boolean unknown = false;
      for (Token t : tokens) {
        if (t.kind != Token.WORD) {
          continue;
        }
        String p = part(t.word);
        if (p != null) {
          current = p;
        } else if (t.word.equals(e.getKey()) || stem(t.word, e.getKey())) {
          if (current == null) {
            unknown = true;
            break;
          }
          if (seen.isEmpty() || !seen.get(seen.size() - 1).equals(current)) {
            seen.add(current);
          }
        }
      }
      if (unknown
          || seen.size() != group.size()
          || new java.util.HashSet<>(seen).size() != seen.size()) {
        continue;
      }
      for (int k = 0; k < group.size(); k++) {
        int i = group.get(k);
        ingredients.set(i, ingredients.get(i).withPart(seen.get(k)));
      }
    }
  }

  /**
   * The index after the same amount in another unit right after a stated one ("175g (6oz) of
   * sugar", "175g/6oz flour"), or {@code from} when there is none: the words after it name the
   * ingredient.
   */
  private static int afterConversion(List<Token> tokens, int from) {
    if (from >= tokens.size() || tokens.get(from).kind != Token.MARK) {
      return from;
    }
    char c = tokens.get(from).mark;
    if (c != '(' && c != '/') {
      return from;
    }
    int k = from + 1;
    if (k + 1 >= tokens.size()
        || tokens.get(k).kind != Token.NUMBER
        || tokens.get(k + 1).kind != Token.WORD
        || !UNITS.containsKey(tokens.get(k + 1).word)) {
      return from;
    }
    k += 2;
    if (c == '(') {
      if (k >= tokens.size() || tokens.get(k).kind != Token.MARK || tokens.get(k).mark != ')') {
        return from;
      }
      k++;
    }
    return k;
  }

  /**
   * The count unit the words after a bare count name ("6 basil leaves", "3 basilikumblader", "2
   * hvitløksfedd"), or "" when they name none: a count of leaves is judged against the recipe's
   * leaves.
   */
  private static String countUnit(List<Token> tokens, int from) {
    for (int k = from; k < tokens.size() && k < from + 3; k++) {
      Token w = tokens.get(k);
      if (w.kind != Token.WORD || STOPS.contains(w.word)) {
        break;
      }
      String[] u = UNITS.get(w.word);
      if (u != null && u[0].equals("count")) {
        return u[1];
      }
      for (String suffix : COUNT_SUFFIXES) {
        if (w.word.length() > suffix.length() + 3 && w.word.endsWith(suffix)) {
          return UNITS.get(suffix)[1];
        }
      }
    }
    return "";
  }

  /** Norwegian compounds' last parts that are a count unit ("basilikumblader"). */
  private static final List<String> COUNT_SUFFIXES = List.of("blader", "blad", "fedd");

  /**
   * The ingredients of the recipes a word names ({@link #names}), each once, in the recipes' order,
   * read once per word of a reply: a long reply names the same few ingredients over and over (#24).
   * At most {@value #MAX_NAMING} words are kept; others are read each time.
   */
  static final class Naming {
    private static final int MAX_NAMING = 4096;
    private final List<Recipe> recipes;
    private final Map<String, List<Ingredient>> byWord = new java.util.HashMap<>();

    Naming(List<Recipe> recipes) {
      this.recipes = recipes;
    }

    List<Ingredient> named(String word) {
      List<Ingredient> known = byWord.get(word);
      if (known != null) {
        return known;
      }
      List<Ingredient> named = new ArrayList<>(2);
      for (Recipe r : recipes) {
        for (Ingredient in : r.ingredients()) {
          if (!named.contains(in) && names(in, word)) {
            named.add(in);
          }
        }
      }
      List<Ingredient> out = named.isEmpty() ? List.of() : List.copyOf(named);
      if (byWord.size() < MAX_NAMING) {
        byWord.put(word, out);
      }
      return out;
    }
  }

  /** Whether a reply's word names the ingredient: the same word, or one with an ending added. */
  private static boolean names(Ingredient in, String word) {
    List<String> candidates = NORWEGIAN.get(word);
    if (candidates == null) {
      candidates = List.of(word);
      for (String suffix : COUNT_SUFFIXES) { // "basilikumblader", "hvitløksfedd"
        if (word.length() > suffix.length() + 3 && word.endsWith(suffix)) {
          String head = word.substring(0, word.length() - suffix.length());
          candidates = NORWEGIAN.getOrDefault(head, List.of(head));
          break;
        }
      }
    }
    for (String c : candidates) {
      for (String w : in.words()) {
        if (w.equals(c) || stem(w, c)) {
          return true;
        }
      }
    }
    return false;
  }

  /** "almond" and "almonds", "tomato" and "tomatoes": one starts with the other, 4+ letters. */
  private static boolean stem(String a, String b) {
    String shorter = a.length() <= b.length() ? a : b;
    String longer = shorter == a ? b : a;
    if (longer.equals(shorter + "s") && shorter.length() >= 3) {
      return true; // "egg" and "eggs"
    }
    return shorter.length() >= 4
        && longer.startsWith(shorter)
        && longer.length() - shorter.length() <= 2;
  }

  private static boolean near(Span real, Span s, double slack) {
    return s.hi() >= real.lo() * (1 - slack) - 1e-9 && s.lo() <= real.hi() * (1 + slack) + 1e-9;
  }

  /** Whether {@code s} overlaps {@code real} widened by {@code slack} on each side. */
  private static boolean holds(Span real, Span s, double slack) {
    return s.hi() >= real.lo() - slack - 1e-9 && s.lo() <= real.hi() + slack + 1e-9;
  }

  private static final List<String> HEDGES =
      List.of(
          "about",
          "around",
          "approximately",
          "roughly",
          "circa",
          "cirka",
          "ca",
          "omtrent",
          "rundt",
          "nearly",
          "almost",
          "nesten",
          "some",
          "~");

  private static boolean hedged(String text, int at) {
    String before = text.substring(Math.max(0, at - 16), at).toLowerCase(Locale.ROOT);
    for (String h : HEDGES) {
      int i = before.lastIndexOf(h);
      if (i >= 0 && (i == 0 || !Character.isLetter(before.charAt(i - 1)))) {
        return true;
      }
    }
    return false;
  }

  // ---- reading a recipe --------------------------------------------------------------------

  /** Words of an ingredient's name that do not tell it from another. */
  private static final Set<String> GENERIC =
      Set.of(
          "free",
          "range",
          "beaten",
          "chopped",
          "ground",
          "flaked",
          "plain",
          "chilled",
          "cold",
          "fresh",
          "large",
          "small",
          "medium",
          "the",
          "and",
          "of",
          "for",
          "with",
          "extra",
          "virgin",
          "finely",
          "sliced",
          "diced",
          "minced",
          "whole",
          "dried",
          "red",
          "green",
          "white",
          "black",
          "caster",
          "unsalted",
          "salted",
          "softened",
          "melted",
          "warm",
          "hot");

  private static Recipe read(GroundTruth t) {
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
      lengths(text, lengths);
      parts(ingredients, text);
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
          && isRangeMark(tokens.get(j))) {
        hi = Math.max(lo, tokens.get(j + 1).value);
        j += 2;
      }
      Token unit = j < tokens.size() ? tokens.get(j) : null;
      String[] u = unit != null && unit.kind == Token.WORD ? UNITS.get(unit.word) : null;
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
  private static void method(
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
      if (j + 1 < tokens.size() && isRangeMark(tokens.get(j))) {
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
      if (u.kind == Token.WORD && MINUTES_PER.containsKey(u.word) && !u.word.startsWith("time")) {
        double per = MINUTES_PER.get(u.word);
        minutes.add(new Span(lo * per, hi * per, span));
        i = j;
      } else if (u.kind == Token.WORD
          && t.kind == Token.NUMBER
          && scale(u) != null
          && (lo >= MIN_BARE_SCALE || tokens.get(j - 1).mark == '°')) {
        ("C".equals(scale(u)) ? celsius : fahrenheit).add(new Span(lo, hi, span));
        if ("C".equals(scale(u)) && j + 1 < tokens.size() && FAN.contains(tokens.get(j + 1).word)) {
          fan.add(new Span(lo, hi, span)); // "(180C fan)"
        }
        i = j;
      } else if (u.kind == Token.WORD && DEGREES.contains(u.word) && t.kind == Token.NUMBER) {
        String scale = j + 1 < tokens.size() ? scale(tokens.get(j + 1)) : null;
        ("F".equals(scale) ? fahrenheit : celsius)
            .add(
                new Span(
                    lo, hi, text.substring(t.start, tokens.get(scale == null ? j : j + 1).end)));
        i = scale == null ? j : j + 1;
      }
    }
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
     * As {@link #read(String, int)}, but a word whose first character is an ASCII letter not in
     * {@code firstLetters} (lower case; null for all) keeps "" as its word: for a reader that only
     * looks words up in a set whose words all start with one of those letters (#24: the round words
     * read every word of a long reply).
     */
    static List<Token> read(String text, int limit, String firstLetters) {
      int n = Math.min(text.length(), limit);
      List<Token> out = new ArrayList<>();
      int i = 0;
      while (i < n) {
        char c = text.charAt(i);
        boolean glued = i > 0 && Character.isLetterOrDigit(text.charAt(i - 1));
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
        if (Character.isLetter(c)) {
          int start = i;
          while (i < n && (Character.isLetter(text.charAt(i)) || text.charAt(i) == '\'')) {
            i++;
          }
          out.add(
              new Token(
                  WORD,
                  start,
                  i,
                  firstLetters == null || c >= 0x80 || firstLetters.indexOf(c | 0x20) >= 0
                      ? text.substring(start, i).toLowerCase(Locale.ROOT)
                      : "",
                  0,
                  '\0',
                  glued,
                  i < n && text.charAt(i) == '-'));
          continue;
        }
        if (!Character.isWhitespace(c)) {
          out.add(new Token(MARK, i, i + 1, "", 0, c, glued, false));
        }
        i++;
      }
      return out;
    }
  }
}
