package dev.vex.eval;

import dev.vex.eval.FigureReader.Reading;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/** Recipes: servings and pack sizes are no recipe figures. */
abstract class RecipeReading extends NonClaimReading {
  RecipeReading(Scenario s, List<Fact> facts, String text) {
    super(s, facts, text);
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
