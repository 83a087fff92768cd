package dev.vex.eval;

import dev.vex.eval.FigureReader.Reading;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A figure held to the facts of its subject: units, conversions and one-sided hedges. */
abstract class FigureMatching extends ReplyReading {
  FigureMatching(Scenario s, List<Fact> facts, String text) {
    super(s, facts, text);
  }

  abstract List<Fact> datedCandidates(Reading x, List<String> subjects);

  abstract String[] comparedPair(int start, int end);

  List<Fact> candidates(Reading x, List<String> subjects) {
    if (!dates.isEmpty()
        && (subjects.isEmpty()
            || facts.stream()
                .anyMatch(
                    f ->
                        f.dated()
                            && !f.subjects().isEmpty()
                            && subjects.contains(f.subjects().get(0))))) {
      return datedCandidates(x, subjects);
    }
    List<Fact> bound = new ArrayList<>();
    // A figure of a day's hours holds only for a figure given that day, never as now.
    String day = days.isEmpty() ? null : dayOf(x.start());
    // "On Sunday humidity of 58 %": a field of now (no day of its own) is not another day's.
    // (A day only the question names does not move them: the reply may report now first.)
    boolean laterDay = false;
    for (Mention m : mentions) {
      if (m.end() <= x.start() && days.contains(m.subject())) {
        laterDay = day != null && !day.equals(canonical.get("today"));
      }
    }
    for (Fact f : facts) {
      if (!f.hourly()
          && !f.subjectless()
          && subjects.contains(f.subjects().get(0))
          && unitFits(x, f)
          && !(laterDay && !days.contains(f.subjects().get(0)))) {
        bound.add(f);
      }
    }
    if (day != null) {
      // "høyeste 24 °C, sjanse for regn opptil 85 %": a field named before with no figure in
      // this unit (the high has none in %) does not claim the figure.
      // "The UV index on Sunday reaches 6": a field named before the figure, with no figure
      // between, claims it over the day named nearer.
      List<String> claims = new ArrayList<>(subjects);
      for (Mention m : mentions) {
        if (m.end() <= x.start()
            && sentence[m.start()] == sentence[x.start()]
            && !prose.substring(m.end(), x.start()).matches("(?s).*\\d.*")
            && !days.contains(m.subject())) {
          claims.add(m.subject());
        }
      }
      boolean fieldHolds =
          facts.stream()
              .anyMatch(
                  f ->
                      f.hourly()
                          && !f.subjects().isEmpty()
                          && claims.contains(f.subjects().get(0))
                          && unitFits(x, f));
      for (Fact f : facts) {
        if (f.hourly()
            && f.day().get(0).equals(day)
            && unitFits(x, f)
            && (f.subjects().isEmpty()
                ? !fieldHolds
                : subjects.contains(f.subjects().get(0))
                    || namedBefore(x.start()).contains(f.subjects().get(0)))) {
          bound.add(f);
        }
      }
    }
    // A weight is not the egg's: a subject with no figure in a unit holds no figure with one.
    if (bound.isEmpty() || x.unit() != null && bound.stream().allMatch(f -> f.unit() == null)) {
      if (days.isEmpty()) {
        return subjects.isEmpty() ? ofSentenceSubject(x) : facts;
      }
      // "right now": not a figure of a named day (unless a day is named after the "now")
      int from = sentenceStart(x.start());
      for (Mention m : mentions) {
        if (m.end() <= x.start() && m.start() >= from && days.contains(m.subject())) {
          from = m.end();
        }
      }
      int to = x.end();
      while (to < prose.length() && sentence[to] == sentence[x.start()]) {
        to++;
      }
      // "now" before the figure, or after it in its sentence ("53 °F right now")
      boolean now =
          NOW.matcher(prose.substring(from, x.start())).find()
              || NOW.matcher(prose.substring(x.end(), to)).find();
      return facts.stream()
          .filter(f -> !f.hourly())
          .filter(f -> !now || f.subjects().isEmpty() || !days.contains(f.subjects().get(0)))
          .toList();
    }
    // The current conditions (figures of no subject) are today's, not another named day's.
    // (A day the question names does not move them: the reply may report now first.)
    String named = null;
    for (Mention m : mentions) {
      if (m.end() <= x.start() && days.contains(m.subject())) {
        named = m.subject();
      }
    }
    boolean otherDay = day != null && named != null && !day.equals(canonical.get("today"));
    for (Fact f : facts) {
      if (f.subjectless() && java.util.Objects.equals(f.unit(), x.unit()) && !otherDay) {
        bound.add(f);
      }
    }
    return bound;
  }

  /**
   * The facts a figure with no subject named before it is held to: those of the subjects its
   * sentence names after it ("At 3,037.21 USD, Bitcoin remains the largest coin"), else of those
   * the question names ("What does ether cost?" "It costs 3,037.21 USD"), with the figures of no
   * one subject; every fact when neither names a subject of the sources.
   */
  List<Fact> ofSentenceSubject(Reading x) {
    if (x.unit() == null) {
      return facts; // a count of no unit ("21 million coins") is no subject's price
    }
    int from = sentenceStart(x.start());
    String lead = prose.substring(from, x.start());
    List<String> about = new ArrayList<>();
    if (STATED_AT.matcher(lead).matches()) {
      for (Mention m : mentions) {
        if (m.start() >= x.end() && sentence[m.start()] == sentence[x.start()]) {
          about.add(m.subject());
        }
      }
    }
    if (about.isEmpty() && PRICED.matcher(lead).find()) {
      about.addAll(subjectsNamedIn(question));
    }
    if (about.isEmpty()) {
      return facts;
    }
    List<Fact> out = new ArrayList<>();
    for (Fact f : facts) {
      if (f.subjects().isEmpty() || about.contains(f.subjects().get(0))) {
        out.add(f);
      }
    }
    return out;
  }

  /** A sentence that opens on its figure: "At 3,037.21 USD, …", "Med rundt 89 369 dollar …". */
  static final Pattern STATED_AT =
      Pattern.compile(
          "(?iu)\\s*(?:at|with|med|på|ved)\\s(?:(?:about|around|roughly|nearly|almost|just over"
              + "|just under|rundt|omtrent|ca\\.|cirka|om lag|nesten|snaut|drøyt)\\s)?[$€£]?\\s?");

  /** A price said of the sentence's unnamed subject: "It costs", "Den koster", "is priced at". */
  static final Pattern PRICED =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:costs?|koster|kostet|is at|is trading at|trades at|står i"
              + "|ligger på|handles (?:til|for|på)|is priced at|er priset til|price is|prisen er"
              + "|kursen er|is worth|er verdt)\\s(?:(?:now|currently|nå|i dag|today)\\s)?"
              + "(?:(?:about|around|roughly|nearly|almost|just over|just under|rundt|omtrent"
              + "|ca\\.|cirka|om lag|nesten|snaut|drøyt)\\s)?[$€£]?\\s?$");

  static boolean unitFits(Reading x, Fact f) {
    return x.unit() == null
        || f.unit() == null
        || x.unit().equals(f.unit())
        || conversion(x.unit(), f.unit()) != null;
  }

  /**
   * Unit conversions a person makes when reading: {factor, offset, absolute slack, relative slack}.
   * The slack is the recording's own rounding (a whole degree, a whole km/h) or, for kitchen
   * measures, the customary rounding of a conversion (a pound is "about 450 g", a quarter cup "0,6
   * dl" or "4 ss").
   */
  static final Map<String, double[]> CONVERSIONS =
      Map.of(
          "f>c", new double[] {5 / 9.0, -32 * 5 / 9.0, 0.5, 0},
          "c>f", new double[] {9 / 5.0, 32, 0.9, 0},
          "in>cm", new double[] {2.54, 0, 0, 0.05},
          "cm>in", new double[] {1 / 2.54, 0, 0, 0.05});

  /** Units of one kind, each in its kind's base unit: {kind, factor}. */
  static final Map<String, Object[]> MEASURES =
      Map.ofEntries(
          Map.entry("g", new Object[] {"mass", 1.0}),
          Map.entry("kg", new Object[] {"mass", 1000.0}),
          Map.entry("oz", new Object[] {"mass", 28.3495}),
          Map.entry("lb", new Object[] {"mass", 453.592}),
          Map.entry("ml", new Object[] {"volume", 1.0}),
          Map.entry("dl", new Object[] {"volume", 100.0}),
          Map.entry("l", new Object[] {"volume", 1000.0}),
          Map.entry("cup", new Object[] {"volume", 240.0}),
          Map.entry("tbsp", new Object[] {"volume", 15.0}),
          Map.entry("tsp", new Object[] {"volume", 5.0}),
          Map.entry("kmh", new Object[] {"speed", 1.0}),
          Map.entry("mph", new Object[] {"speed", 1.609344}),
          Map.entry("ms", new Object[] {"speed", 3.6}));

  /** The conversion from one unit class to another, or null when there is none. */
  static double[] conversion(String from, String to) {
    double[] c = CONVERSIONS.get(from + ">" + to);
    if (c != null) {
      return c;
    }
    Object[] a = MEASURES.get(from);
    Object[] b = MEASURES.get(to);
    if (a == null || b == null || !a[0].equals(b[0])) {
      return null;
    }
    double factor = (Double) a[1] / (Double) b[1];
    // A speed is recorded to the whole km/h or mph; a kitchen measure is converted loosely.
    return "speed".equals(a[0])
        ? new double[] {factor, 0, 0.5, 0}
        : new double[] {factor, 0, 0, 0.12};
  }

  boolean matches(Reading x) {
    if (matches(x, subjectsOf(x.start(), x.end(), true))) {
      return true;
    }
    // "Søndag blir varmere enn lørdag, med 19 grader mot 9": either compared day's figure
    int sid = sentence[x.start()];
    for (Pattern p : List.of(DayComparisonReading.WARMER, DayComparisonReading.COLDER)) {
      Matcher m = p.matcher(prose);
      while (m.find()) {
        if (sentence[m.start()] != sid) {
          continue;
        }
        String[] pair = comparedPair(m.start(), m.end());
        if (pair != null && (matches(x, List.of(pair[0])) || matches(x, List.of(pair[1])))) {
          return true;
        }
      }
    }
    return false;
  }

  boolean matches(Reading x, List<String> subjects) {
    List<Fact> cands = candidates(x, subjects);
    // A figure in a unit the facts hold is read in that unit, not converted to another's figure
    // ("23 °C" is not the 75 °F of another day).
    boolean ownUnit = x.unit() != null && cands.stream().anyMatch(f -> x.unit().equals(f.unit()));
    for (Fact f : cands) {
      if (holds(x, f, ownUnit)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a figure states one fact: in its unit or converted, within the rounding its digits show
   * and on the side a one-sided hedge puts the truth.
   */
  boolean holds(Reading x, Fact f, boolean ownUnit) {
    if (!unitFits(x, f) || ownUnit && f.unit() != null && !x.unit().equals(f.unit())) {
      return false;
    }
    double first = Math.abs(x.values().get(0));
    double[] conv =
        x.unit() == null || f.unit() == null || x.unit().equals(f.unit())
            ? null
            : conversion(x.unit(), f.unit());
    for (double raw : x.values()) {
      if (conv != null && raw != x.values().get(0)) {
        continue; // "50,000 °F" is not 50 °F: a conversion reads the token one way only
      }
      double v = conv == null ? raw : raw * conv[0] + conv[1];
      double a = x.signed() || conv != null ? v : Math.abs(v);
      double b = x.signed() || conv != null ? f.value() : Math.abs(f.value());
      // The other reading of "2,800" (2.8) is as precise as the first, scaled down.
      double tol = first == 0 ? x.tolerance() : x.tolerance() * Math.abs(raw) / first;
      if (conv != null) {
        if (conv[3] > 0) {
          tol = Math.min(tol, 0.1 * Math.abs(raw)); // "1 dl" means about 1 dl, not 0.5 to 1.5
        }
        tol = tol * Math.abs(conv[0]) + conv[2] + conv[3] * Math.abs(b);
      }
      int side = side(x);
      if (side != 0) {
        // A one-sided hedge puts the truth on its side of the number, within the rounding
        // step its digits show, as the guard reads it: "more than 360", "over 540", "vel 360"
        // at or above; "nearly 90", "snaut 35 000", "just under $90k" at or below.
        double place = 1;
        long whole = Math.round(Math.abs(a));
        while (whole == Math.abs(a) && whole > 0 && whole % (long) (place * 10) == 0) {
          place *= 10;
        }
        double span = Math.max(2 * tol, place);
        double slack = 1e-9 * Math.max(1, Math.abs(b));
        double over = side * (Math.abs(b) - Math.abs(a));
        if (over >= -slack && over <= span + slack) {
          return true;
        }
        continue;
      }
      if (Math.abs(a - b) <= tol + 1e-9 * Math.max(1, Math.abs(b))) {
        return true;
      }
    }
    return false;
  }

  /** "200 grader (180 med varmluft)": a figure in brackets after one with a unit shares it. */
  Reading inheritUnit(Reading x, List<Reading> readings) {
    if (x.unit() != null) {
      return x;
    }
    // "15 minutes, then 5 more": the unit of the figure before it in its sentence.
    String after = prose.substring(x.end(), Math.min(prose.length(), x.end() + 10));
    if (after.matches("(?isu)^\\s(?:more|further|extra|mer|til)(?![\\p{L}]).*")) {
      Reading before = null;
      for (Reading p : readings) {
        if (p.end() <= x.start()
            && p.unit() != null
            && sentence[p.start()] == sentence[x.start()]) {
          before = p;
        }
      }
      if (before != null) {
        return new Reading(
            x.start(),
            x.end(),
            x.token(),
            x.values(),
            x.signed(),
            before.unit(),
            x.tolerance(),
            x.hedged());
      }
    }
    // "1-2 minutes", "2-3 ss", "1 to 2 minutes": the first end of a range takes the second's
    // unit.
    for (Reading p : readings) {
      if (p.start() >= x.end()
          && p.unit() != null
          && (prose
                  .substring(x.end(), p.start())
                  .matches("(?iu)\\s?(?:[-\u2013\u2014]|to|til|or|eller)\\s?")
              || prose.substring(x.end(), p.start()).matches("(?iu)\\s(?:and|og)\\s")
                  && prose
                      .substring(Math.max(0, x.start() - 9), x.start())
                      .matches("(?isu).*(?:between|mellom)\\s$"))) {
        return new Reading(
            x.start(),
            x.end(),
            x.token(),
            x.values(),
            x.signed(),
            p.unit(),
            x.tolerance(),
            x.hedged());
      }
    }
    for (Reading p : readings) {
      if (p.end() <= x.start()
          && p.unit() != null
          && prose.substring(p.end(), x.start()).matches("\\s?\\(\\s?")) {
        return new Reading(
            x.start(),
            x.end(),
            x.token(),
            x.values(),
            x.signed(),
            p.unit(),
            x.tolerance(),
            x.hedged());
      }
    }
    return x;
  }

  /**
   * Hedges that put the truth above the number written after them, as the guard's {@code
   * Affixes.HEDGES_OVER} lists them (the judge shares no code with the guards it judges), but
   * "minst", which a weather reply writes for the day's low ("maks 9 og minst 6").
   */
  static final Pattern AT_LEAST =
      Pattern.compile(
          "(?i)(?:^|[^\\p{L}])(?:more than|over|above|mer enn|flere enn|drøyt|vel|i overkant av"
              + "|just over|like over|litt over|a little over|a bit over|slightly over"
              + "|upwards of|at least|in excess of)\\s*$");

  /** Hedges that put the truth below the number: the guard's {@code Affixes.HEDGES_UNDER}. */
  static final Pattern AT_MOST =
      Pattern.compile(
          "(?i)(?:^|[^\\p{L}])(?:nearly|almost|nesten|knapt|snaut|bortimot|henimot"
              + "|i underkant av|just under|like under|litt under|a little under|a bit under"
              + "|slightly under|under|less than|fewer than|below|mindre enn|færre enn)\\s*$");

  /**
   * The side of a figure a one-sided hedge puts the truth on: +1 for a lower bound ("more than
   * 360", "vel 360", "drøyt 34 800"), -1 for an upper bound ("nearly 90", "snaut 35 000"), 0 for
   * none.
   */
  int side(Reading x) {
    String before =
        prose.substring(Math.max(0, x.start() - 20), x.start()).replaceAll("[$€£~≈*]+$", "");
    return AT_LEAST.matcher(before).find() ? 1 : AT_MOST.matcher(before).find() ? -1 : 0;
  }
}
