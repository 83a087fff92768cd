package dev.vex.guards.digits;

import dev.vex.core.grounding.GroundTruth;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Rain and wind said of the weather now against the observation (#22): rain falling now ("it's
 * raining", "det regner", "drizzling") when the observation's description names no precipitation
 * and it measured 0 mm; a strong wind ("blowing hard", "det blåser kraftig", "sterk vind", "gale")
 * under {@value #STRONG_BELOW} km/h; no wind ("hardly any wind", "calm", "vindstille", "nesten
 * ingen vind") at {@value #CALM_BELOW} km/h or more. A plain "windy" or "lite vind" is not judged:
 * between those speeds the words are a matter of taste.
 *
 * <p>Only a turn about today with one observation is judged, and only a sentence that speaks of
 * now: one with another time ("tomorrow", "tonight", "later", "i morgen", "i kveld", "earlier"), a
 * future or a maybe ("will", "could", "vil", "kan"), a condition ("if", "hvis") or a negation
 * before the words in their clause ("it is not raining", "no need to worry about raining", "det
 * regner ikke"; not the "No," that answers the question) claims nothing here; "regner" is the
 * weather only beside "det" ("vi regner med" is not). Each sentence with one of the words is read
 * once, at most {@value #MAX_SENTENCE} characters around it: linear in the reply, after a pre-check
 * for the words' stems.
 */
final class NowWeather {
  /** A strong wind said of a wind under this (km/h) is wrong: below a fresh breeze. */
  static final int STRONG_BELOW = 20;

  /** No wind said of a wind at or above this (km/h) is wrong: a moderate breeze or more. */
  static final int CALM_BELOW = 20;

  private static final int MAX_SENTENCE = 300;
  private static final int MAX_PROBLEMS = 2;

  private enum Claim {
    RAIN,
    STRONG,
    CALM
  }

  private record Phrase(String words, Claim claim) {}

  /** The claims' phrases, lower case; each is matched at word bounds. */
  private static final List<Phrase> PHRASES =
      List.of(
          new Phrase("raining", Claim.RAIN),
          new Phrase("drizzling", Claim.RAIN),
          new Phrase("rain is falling", Claim.RAIN),
          new Phrase("regner", Claim.RAIN),
          new Phrase("regnar", Claim.RAIN),
          new Phrase("yrer", Claim.RAIN),
          new Phrase("pøsregner", Claim.RAIN),
          new Phrase("strong wind", Claim.STRONG),
          new Phrase("strong winds", Claim.STRONG),
          new Phrase("blowing hard", Claim.STRONG),
          new Phrase("blowing a gale", Claim.STRONG),
          new Phrase("gale", Claim.STRONG),
          new Phrase("gale-force", Claim.STRONG),
          new Phrase("stormy", Claim.STRONG),
          new Phrase("very windy", Claim.STRONG),
          new Phrase("blåser kraftig", Claim.STRONG),
          new Phrase("blåser godt", Claim.STRONG),
          new Phrase("blåser mye", Claim.STRONG),
          new Phrase("blåser sterkt", Claim.STRONG),
          new Phrase("kraftig vind", Claim.STRONG),
          new Phrase("sterk vind", Claim.STRONG),
          new Phrase("kuling", Claim.STRONG),
          new Phrase("storm", Claim.STRONG),
          new Phrase("hardly any wind", Claim.CALM),
          new Phrase("barely any wind", Claim.CALM),
          new Phrase("almost no wind", Claim.CALM),
          new Phrase("no wind", Claim.CALM),
          new Phrase("windless", Claim.CALM),
          new Phrase("calm", Claim.CALM),
          new Phrase("vindstille", Claim.CALM),
          new Phrase("ingen vind", Claim.CALM),
          new Phrase("nesten ingen vind", Claim.CALM),
          new Phrase("knapt noe vind", Claim.CALM),
          new Phrase("knapt vind", Claim.CALM),
          new Phrase("ikke noe vind", Claim.CALM));

  /** The letters the phrases begin with. */
  private static final String FIRSTS = "rdpysbgvckhawinøo";

  /**
   * The phrases by their first letter's place in {@link #FIRSTS}, in the order of {@link #PHRASES}:
   * a word start is compared with the few phrases of its letter, not all 35 (#23: the comparisons
   * were a ninth of the weather scan over weather prose).
   */
  private static final Phrase[][] BY_FIRST = byFirst();

  private static Phrase[][] byFirst() {
    Phrase[][] out = new Phrase[FIRSTS.length()][];
    for (int k = 0; k < out.length; k++) {
      char first = FIRSTS.charAt(k);
      List<Phrase> of = new ArrayList<>();
      for (Phrase p : PHRASES) {
        if (p.words().charAt(0) == first) {
          of.add(p);
        }
      }
      out[k] = of.toArray(new Phrase[0]);
    }
    return out;
  }

  /** Words of a sentence about another time, a maybe, a condition: it claims nothing of now. */
  private static final Set<String> ELSEWHEN = WordLists.set("NowWeather.ELSEWHEN");

  private static final Set<String> NEGATIONS = WordLists.set("NowWeather.NEGATIONS");

  /** Description words of falling rain, snow or the like: any of them lets a rain claim stand. */
  private static final List<String> WET = WordLists.list("NowWeather.WET");

  private NowWeather() {}

  /**
   * The stems {@link #mayClaim} looks for, found in the text as written: a reply with none of them
   * is neither lower-cased nor searched once per stem (#24: the twelve searches of a megabyte with
   * none cost the weather cell a twelfth of its time over nested parentheses).
   */
  private static final Lowered STEMS =
      new Lowered(
          List.of(
              "rain", "regn", "drizzl", "yrer", "wind", "vind", "blåser", "blowing", "gale",
              "storm", "kuling", "calm"));

  /** Whether the reply holds a stem of any phrase: most replies have none and are not walked. */
  static boolean mayClaim(String lower) {
    return lower.contains("rain")
        || lower.contains("regn")
        || lower.contains("drizzl")
        || lower.contains("yrer")
        || lower.contains("wind")
        || lower.contains("vind")
        || lower.contains("blåser")
        || lower.contains("blowing")
        || lower.contains("gale")
        || lower.contains("storm")
        || lower.contains("kuling")
        || lower.contains("calm");
  }

  /** The problems of the reply's claims about rain and wind now; empty when none is wrong. */
  static List<String> judge(String text, List<GroundTruth> truths) {
    List<String> out = new ArrayList<>(0);
    GroundTruth now = null;
    for (GroundTruth t : truths) {
      if (t.facts().get("description") instanceof String && t.facts().get("windKmh") != null) {
        if (now != null) {
          return out; // two places: which one a sentence speaks of is not read here
        }
        now = t;
      }
    }
    if (now == null
        || !(now.facts().get("forecastDay") instanceof Number day)
        || day.intValue() != 0) {
      return out;
    }
    if (!STEMS.in(text, 0, text.length())) {
      return out; // no stem in the lower case either: as mayClaim of it
    }
    String lower = text.toLowerCase(Locale.ROOT);
    if (lower.length() != text.length() || !mayClaim(lower)) {
      return out;
    }
    int n = lower.length();
    int judgedTo = -1;
    for (int i = 0; i < n && out.size() < MAX_PROBLEMS; i++) {
      int first = i < judgedTo ? -1 : FIRSTS.indexOf(lower.charAt(i));
      if (first < 0 || (i > 0 && Chars.isLetter(lower.charAt(i - 1)))) {
        continue;
      }
      Phrase p = phraseAt(lower, i, BY_FIRST[first]);
      if (p == null) {
        continue;
      }
      int start = i;
      while (start > 0 && i - start < MAX_SENTENCE && !end(text, start - 1)) {
        start--;
      }
      int stop = i;
      while (stop < n && stop - i < MAX_SENTENCE && !end(text, stop)) {
        stop++;
      }
      judgedTo = stop;
      String problem = sentence(lower, start, i, stop, p, now);
      if (problem != null) {
        out.add(problem);
      }
    }
    return out;
  }

  private static Phrase phraseAt(String lower, int i, Phrase[] phrases) {
    Phrase found = null;
    for (Phrase p : phrases) {
      String w = p.words();
      int e = i + w.length();
      if (lower.startsWith(w, i)
          && (e >= lower.length() || !Chars.isLetter(lower.charAt(e)))
          && (found == null || w.length() > found.words().length())) {
        found = p;
      }
    }
    return found;
  }

  /** Whether a sentence ends at {@code k}: as {@link DryClaims} reads it. */
  private static boolean end(String text, int k) {
    return DryClaims.end(text, k);
  }

  private static String sentence(
      String lower, int start, int at, int stop, Phrase p, GroundTruth now) {
    String s = lower.substring(start, stop);
    if (s.contains("i går") || s.contains("i dag tidlig")) {
      return null;
    }
    String[] words = s.split("[^\\p{L}'’-]+");
    for (String w : words) {
      if (ELSEWHEN.contains(w)) {
        return null;
      }
    }
    String[] before = lower.substring(start, at).split("[^\\p{L}'’]+");
    int clause = at - 1; // the clause's start, looked for within the sentence only (#24)
    while (clause >= start && lower.charAt(clause) != ',' && lower.charAt(clause) != ':') {
      clause--;
    }
    String[] inClause =
        clause < start ? before : lower.substring(clause + 1, at).split("[^\\p{L}'’]+");
    for (String w : inClause) {
      if (NEGATIONS.contains(w) || w.endsWith("n't") || w.endsWith("n’t")) {
        return null;
      }
    }
    if (p.claim() == Claim.RAIN) {
      String after = lower.substring(at + p.words().length(), stop);
      if (after.startsWith(" ikke") || after.startsWith(" ikkje")) {
        return null; // "det regner ikke"
      }
      if (!p.words().startsWith("rain")
          && !p.words().startsWith("drizz")
          && (before.length == 0 || !before[before.length - 1].equals("det"))
          && !after.startsWith(" det")) {
        return null; // "vi regner med", "regner ut": only "det regner" / "regner det" is weather
      }
      String desc = description(now);
      if (desc == null
          || !(now.facts().get("precipitationMm") instanceof BigDecimal mm)
          || mm.signum() != 0) {
        return null;
      }
      for (String w : WET) {
        if (desc.contains(w)) {
          return null;
        }
      }
      String shown = String.valueOf(now.facts().get("description")).toLowerCase(Locale.ROOT);
      return "'"
          + p.words()
          + "' is said of now, but the observation is '"
          + shown
          + "' with 0 mm of rain";
    }
    if (!(now.facts().get("windKmh") instanceof BigDecimal kmh)) {
      return null;
    }
    if (p.claim() == Claim.STRONG && kmh.compareTo(BigDecimal.valueOf(STRONG_BELOW)) < 0) {
      return "'"
          + p.words()
          + "' is said of the wind now, but it is "
          + kmh.stripTrailingZeros().toPlainString()
          + " km/h";
    }
    if (p.claim() == Claim.CALM && kmh.compareTo(BigDecimal.valueOf(CALM_BELOW)) >= 0) {
      return "'"
          + p.words()
          + "' is said of the wind now, but it is "
          + kmh.stripTrailingZeros().toPlainString()
          + " km/h";
    }
    return null;
  }

  /** The observation's description words in lower case, both languages, or null. */
  private static String description(GroundTruth now) {
    StringBuilder b = new StringBuilder();
    for (String key : List.of("description", "descriptionNb")) {
      if (now.facts().get(key) instanceof String d) {
        b.append(' ').append(d.toLowerCase(Locale.ROOT));
      }
    }
    return b.length() == 0 ? null : b.toString();
  }
}
