package dev.vex.eval;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One subject's market value said to be a multiple of another's ("Bitcoin's market cap is more than
 * double Ethereum's", "Ethereums markedsverdi er mer enn dobbelt så stor som Tethers"): the subject
 * named before the multiple against the one named after it, each by its market value (the largest
 * dollar figure the sources give for it, as a market value is of a coin's figures). "more than" and
 * "over" put the ratio above the multiple, "nearly" and "almost" at or a little below it, and a
 * bare multiple within 15 % of it.
 */
abstract class MultipleReading extends NamedCurrencyReading {
  MultipleReading(Scenario s, List<Fact> facts, String text) {
    super(s, facts, text);
  }

  private static final Pattern MARKET_VALUE =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:market cap\\p{L}*|market value|markedsverdi\\p{L}*"
              + "|markedsverdien)(?![\\p{L}])");

  static final Pattern MULTIPLE =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:(?<hedge>more than|over|above|at least|nearly|almost|about"
              + "|roughly|around|mer enn|over|minst|nesten|snaut|rundt|omtrent|om lag|drøyt)\\s)?"
              + "(?<k>double|twice|triple|two times|three times|four times|five times|ten times"
              + "|dobbelt|dobbelt så|tredobbelt|to ganger|tre ganger|fire ganger|fem ganger"
              + "|ti ganger)(?![\\p{L}])");

  /** A multiple of one market value against another, judged; a wrong one is a wrong claim. */
  void judgeMultiples() {
    Matcher m = MULTIPLE.matcher(prose);
    while (m.find()) {
      int sid = sentence[m.start()];
      int from = sentenceStart(m.start());
      int to = m.end();
      while (to < prose.length() && sentence[to] == sid) {
        to++;
      }
      if (!MARKET_VALUE.matcher(prose.substring(from, to)).find()) {
        continue;
      }
      Mention a = prevMention(m.start(), sid);
      Mention b = nextMention(m.end(), sid);
      if (a == null || b == null || a.subject().equals(b.subject())) {
        continue;
      }
      Double va = marketValue(a.subject());
      Double vb = marketValue(b.subject());
      if (va == null || vb == null || vb <= 0) {
        continue;
      }
      double k = factor(m.group("k"));
      double r = va / vb;
      String hedge = m.group("hedge") == null ? "" : m.group("hedge").toLowerCase(Locale.ROOT);
      boolean holds =
          switch (hedge) {
            case "more than", "over", "above", "at least", "mer enn", "minst", "drøyt" -> r >= k;
            case "nearly", "almost", "nesten", "snaut" -> r <= k * 1.02 && r >= k * 0.8;
            default -> Math.abs(r - k) <= 0.15 * k;
          };
      if (!holds) {
        wrongClaims.add(
            "'"
                + prose.substring(m.start(), m.end())
                + "': "
                + a.subject()
                + "'s market value is "
                + String.format(Locale.ROOT, "%.2f", r)
                + " times "
                + b.subject()
                + "'s");
      }
    }
  }

  private static double factor(String k) {
    String w = k.toLowerCase(Locale.ROOT);
    if (w.startsWith("double")
        || w.startsWith("twice")
        || w.startsWith("two")
        || w.startsWith("to ")
        || w.startsWith("dobbelt")) {
      return 2;
    }
    if (w.startsWith("tri") || w.startsWith("three") || w.startsWith("tre")) {
      return 3;
    }
    if (w.startsWith("four") || w.startsWith("fire")) {
      return 4;
    }
    if (w.startsWith("five") || w.startsWith("fem")) {
      return 5;
    }
    return 10;
  }

  /** A subject's market value: its largest dollar figure of no day, or null. */
  private Double marketValue(String subject) {
    Double best = null;
    for (Fact f : facts) {
      if (!f.hourly()
          && !f.change()
          && "usd".equals(f.unit())
          && !f.subjects().isEmpty()
          && f.subjects().get(0).equals(subject)
          && (best == null || f.value() > best)) {
        best = f.value();
      }
    }
    return best;
  }
}
