package dev.vex.eval;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Superlatives: "the ZSH post has the most comments". */
abstract class SuperlativeReading extends DayComparisonReading {
  SuperlativeReading(Scenario s, List<Fact> facts, String text) {
    super(s, facts, text);
  }

  static final Pattern SUPERLATIVE =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(most|flest|mest|the highest number of|fewest|færrest|least)\\s+"
              + "(comments|kommentarer|points|poeng|upvotes)(?![\\p{L}])");

  /** A subject said to have the most (or fewest) of a count: it must have the largest. */
  void judgeSuperlatives() {
    Matcher m = SUPERLATIVE.matcher(prose);
    while (m.find()) {
      String unit =
          m.group(2).toLowerCase(Locale.ROOT).startsWith("comment")
                  || m.group(2).equalsIgnoreCase("kommentarer")
              ? "comments"
              : "points";
      boolean most = !m.group(1).toLowerCase(Locale.ROOT).matches("fewest|færrest|least");
      List<String> subj = subjectsOf(m.start(), m.end(), false);
      if (subj.isEmpty()) {
        Mention next = nextMention(m.end(), sentence[m.start()]);
        subj = next == null ? List.of() : List.of(next.subject());
      }
      Double own = null;
      double best = most ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
      for (Fact f : facts) {
        if (unit.equals(f.unit()) && !f.subjects().isEmpty()) {
          best = most ? Math.max(best, f.value()) : Math.min(best, f.value());
          if (subj.contains(f.subjects().get(0))) {
            own = f.value();
          }
        }
      }
      if (own != null && own != best) {
        wrongClaims.add("'" + m.group() + "' (" + subj.get(0) + ")");
      }
    }
  }
}
