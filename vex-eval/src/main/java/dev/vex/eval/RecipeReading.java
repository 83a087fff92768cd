package dev.vex.eval;

import dev.vex.eval.FigureReader.Reading;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Recipes: servings and pack sizes are no recipe figures; a recipe the question asks for doubled,
 * tripled or halved is read with its measures times that factor.
 */
abstract class RecipeReading extends NonClaimReading {
  /** The factor the question asks a recipe scaled by ({@link #askedMultiple}), 1 for none. */
  final double multiple;

  RecipeReading(Scenario s, List<Fact> facts, String text) {
    super(s, facts, text);
    this.multiple = kitchen ? askedMultiple(s.question()) : 1;
  }

  private static final Pattern NOT_SCALED =
      Pattern.compile("(?:ingredien|steps?(?![\\p{L}])|steg(?![\\p{L}])|trinn)");

  /** The most characters of a question read for a multiple. */
  private static final int QUESTION_CHARS = 2_000;

  private static final Pattern TWICE =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:doubl(?:e|ed|ing)|twice|two batches|dobbel(?:t|e)?|dobl(?:e|er|et)"
              + "|to porsjoner av|dobbel porsjon)(?![\\p{L}])");

  private static final Pattern THRICE =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:tripl(?:e|ed|ing)|three times|three batches|tredobb?(?:el|elt|le|ler"
              + "|let)|tre ganger)(?![\\p{L}])");

  private static final Pattern HALF =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:halv(?:e|ed|ing)|half (?:the|a) (?:recipe|batch|portion)|half"
              + " as much|halver(?:e|er|t)?|halvparten|halv (?:porsjon|oppskrift)|halve oppskriften)"
              + "(?![\\p{L}])");

  /**
   * The factor a question asks a recipe scaled by: 2 for "double the recipe", "dobbel porsjon", 3
   * for "triple", "tredoble", 0.5 for "halve", "halv oppskrift"; 1 when it asks none, or more than
   * one. Reads at most {@link #QUESTION_CHARS} characters, behind a pre-check of the words' stems.
   */
  static double askedMultiple(String question) {
    String q =
        question.length() > QUESTION_CHARS ? question.substring(0, QUESTION_CHARS) : question;
    String lower = q.toLowerCase(java.util.Locale.ROOT);
    if (!(lower.contains("doub")
        || lower.contains("dob")
        || lower.contains("twice")
        || lower.contains("trip")
        || lower.contains("tre")
        || lower.contains("three")
        || lower.contains("to porsjoner")
        || lower.contains("hal"))) {
      return 1;
    }
    double f = 1;
    int found = 0;
    if (TWICE.matcher(q).find()) {
      f = 2;
      found++;
    }
    if (THRICE.matcher(q).find()) {
      f = 3;
      found++;
    }
    if (HALF.matcher(q).find()) {
      f = 0.5;
      found++;
    }
    return found == 1 ? f : 1;
  }

  /**
   * A measure of a recipe the question asks scaled ("350 g flour" for 175 g when the recipe is
   * asked doubled): a kitchen measure or a count of a named ingredient, never a time, a temperature
   * or the recipe's number of ingredients or steps, nor an ingredient the recipe gives in two parts
   * (which part is not told). True when it is the recipe's figure times the factor within the
   * rounding its digits show, or the recipe's own figure in a sentence that marks it as the
   * recipe's ("instead of", "i stedet for", "the recipe uses", "6 blader blir 12"); false for any
   * other figure (an amount left unscaled is wrong); null when the figure is none of these and is
   * read as before.
   */
  Boolean scaledMeasure(Reading x) {
    if (multiple == 1 || x.unit() != null && !KITCHEN.contains(x.unit())) {
      return null;
    }
    // the recipe's count of ingredients or steps stays as it is, however much is made
    String after =
        prose
            .substring(x.end(), Math.min(prose.length(), x.end() + 16))
            .strip()
            .toLowerCase(java.util.Locale.ROOT);
    if (NOT_SCALED.matcher(after).lookingAt()) {
      return null;
    }
    List<String> subjects = subjectsOf(x.start(), x.end(), true);
    if (subjects.isEmpty() || subjects.contains("ingredients")) {
      return null;
    }
    // an ingredient the recipe gives in two parts (pastry and filling butter): which part a scaled
    // amount is of is not told, so it is read as before
    java.util.Map<String, Double> byUnit = new java.util.HashMap<>();
    for (Fact f : candidates(x, subjects)) {
      Double seen = byUnit.putIfAbsent(String.valueOf(f.unit()), f.value());
      if (seen != null && seen != f.value()) {
        return null;
      }
    }
    List<Double> v = x.values().stream().map(d -> d / multiple).toList();
    Reading unscaled =
        new Reading(
            x.start(),
            x.end(),
            x.token(),
            v,
            x.signed(),
            x.unit(),
            x.tolerance() / multiple,
            x.hedged());
    if (matches(unscaled, subjects)) {
      return true;
    }
    return matches(x, subjects) && ORIGINAL.matcher(sentenceOf(x.start())).find();
  }

  /** Words that mark an amount as the recipe's own beside the scaled one. */
  private static final Pattern ORIGINAL =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:instead of|rather than|in place of|original(?:ly)?|normally|usually"
              + "|the recipe|recipe (?:says|uses|calls)|i stedet for|istedenfor|opprinnelig"
              + "|vanligvis|oppskriften|blir|becomes|from|fra)(?![\\p{L}])|→|->");

  /** The sentence of the reply's prose that holds a position. */
  private String sentenceOf(int at) {
    int id = sentence[at];
    int from = at;
    while (from > 0 && sentence[from - 1] == id) {
      from--;
    }
    int to = at;
    while (to < prose.length() && sentence[to] == id) {
      to++;
    }
    return prose.substring(from, to);
  }

  static final Set<String> KITCHEN =
      Set.of("g", "kg", "oz", "lb", "ml", "dl", "l", "cup", "tbsp", "tsp");

  static final Pattern SERVINGS_AFTER =
      Pattern.compile(
          "(?iu)^\\s*(?:people|persons|personer|porsjoner|portions|servings|pers\\.?)"
              + "(?![\\p{L}])");

  static final Pattern SERVINGS_BEFORE =
      Pattern.compile(
          "(?iu)(?:^|[^\\p{L}])(?:serves|server|feeds|makes|gir|yields|enough for|nok til|til"
              + "|for)\\s+(?:about\\s+|around\\s+|ca\\.\\s+|rundt\\s+)?$");

  static final String PACKS =
      "(?:cans?|tins?|jars?|packs?|packets?|bokser|boks|glass|pakker?|beger)";

  static final Pattern PACK_AFTER = Pattern.compile("(?iu)^\\s?-?\\s?" + PACKS + "(?![\\p{L}])");

  static final Pattern PACK_BEFORE =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])"
              + PACKS
              + "(?:\\s+[\\p{L}-]+){0,3}\\s*(?:\\(|à|of|på|,)?\\s*"
              + "(?:about\\s+|ca\\.\\s+|around\\s+)?$");

  /** "serves 4", "til 4 personer", "a 400 g can", "1 boks tomater (400 g)". */
  boolean servingsOrPack(Reading x) {
    String after = prose.substring(x.end(), Math.min(prose.length(), x.end() + 24));
    String before = prose.substring(Math.max(0, x.start() - 40), x.start());
    if (x.unit() == null) {
      return SERVINGS_AFTER.matcher(after).lookingAt()
          || SERVINGS_BEFORE.matcher(before).find() && after.matches("(?s)^\\s*(?:[.,;:!?)].*)?$");
    }
    return KITCHEN.contains(x.unit())
        && (PACK_AFTER.matcher(after).lookingAt() || PACK_BEFORE.matcher(before).find());
  }
}
