package dev.vex.guards.digits;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.internal.TablesAhead;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The number-aware digit scan: every key figure of the turn's ground truth must be stated
 * correctly, or the reply is replaced by the summary of the real data.
 *
 * <p>The reply's numbers are read by {@link NumberReader} and compared as numbers with {@link
 * Tolerance}. A key figure is stated when one number in the reply has a compatible unit (the same
 * currency or temperature scale, or no unit at all; a USD figure stated in kroner is not stated)
 * and rounds to it. Dates, times, percentages (unless the figure is one) and numbers glued to words
 * never state a figure.
 *
 * <p>The reply is <b>overridden</b> when a key figure is missing, or when a number close to a key
 * figure (within 10%, same unit) matches none of the turn's key figures: a stale price stated next
 * to the right one ("$86,123, up from $85,000") is a claim no real data backs. Ranges do not state
 * a figure. The override is every ground truth's {@link GroundTruth#summary summary} in the turn's
 * locale, separated by blank lines, followed by what {@link KeptProse} keeps of the model's words.
 * The locale is the turn's, unless that is English or Norwegian and the user's message (or, when it
 * shows no sign of either, the draft) is written in the other. A turn without key figures passes.
 *
 * <p>Figures a fetcher gives as facts rather than key figures are judged by what they are written
 * with: an asked recipe's times, oven temperatures, amounts and ingredient count ({@link
 * RecipeClaims}), a story's comment count ({@link StoryClaims}) and a match's round ({@link
 * RoundClaims}). A figure of theirs that the data contradicts is a problem like a contradicted key
 * figure; none of them is ever required.
 *
 * <p>A match's score is two consecutive key figures in the unit {@code goals} of one ground truth,
 * the home team's then the away team's, each with its team's names as aliases. The reply's score
 * pairs ({@code 3-1}, {@code 3–1}, {@code 3 - 1}, {@code 3:1}) are read and compared as pairs, the
 * order given by the teams written around them ({@code Tottenham 1-3 Liverpool} states Liverpool
 * 3–1 Tottenham, {@code Tottenham 3-1 Liverpool} contradicts it); a score no match backs is a
 * contradiction. Other figures are judged as above.
 *
 * <p>Built instances are thread-safe; besides their settings they remember only how far they
 * released a few recent turns' streamed replies (see {@link #releases}), so that releasing a long
 * reply sentence by sentence costs time linear in its length.
 */
public final class DigitScanGuard implements Guard {
  private static final double NEAR = 0.10;
  private static final int MAX_REASONS = 4;

  /**
   * A problem of {@link #judgeUnmatched} that is counted but never shown (past the ones {@link
   * #reason} shows), so not described.
   */
  private static final String UNDESCRIBED = "a number that contradicts the data";

  private final Tolerance tolerance;
  private final KeptProse keptProse;
  private final FigureMatcher matcher;
  private final StreamedFigures streamed = new StreamedFigures();

  private DigitScanGuard(Builder b) {
    this.tolerance = b.tolerance;
    this.keptProse = b.keptProse;
    this.matcher = new FigureMatcher(b.tolerance);
    TablesAhead.start(new DigitTables()); // ready by the first reply (#23)
  }

  /**
   * Returns a guard with the defaults: {@link Tolerance#ROUNDED}, {@link
   * KeptProse#SENTENCES_WITHOUT_FIGURES}.
   *
   * @return the guard
   */
  public static DigitScanGuard defaults() {
    return builder().build();
  }

  /**
   * Returns a builder.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the tolerance policy.
   *
   * @return the policy
   */
  public Tolerance tolerance() {
    return tolerance;
  }

  /**
   * Returns what an override keeps of the model's words.
   *
   * @return the choice
   */
  public KeptProse keptProse() {
    return keptProse;
  }

  @Override
  public String name() {
    return "digit-scan";
  }

  /**
   * Checks the draft against the key figures of the turn's ground truth. Never throws: an internal
   * failure is logged and the draft passes with a reason saying so.
   */
  @Override
  public GuardVerdict check(Draft draft, TurnContext context) {
    TablesAhead.await(); // the digit tables may be initialising on the read-ahead thread (#23)
    try {
      return scan(asciiDigits(draft.text()), context);
    } catch (RuntimeException e) {
      log()
          .warn(
              "digit scan failed on a draft of {} chars; the draft passes",
              draft.text().length(),
              e);
      return new GuardVerdict.Pass("digit scan failed: " + e.getClass().getSimpleName());
    }
  }

  /**
   * Releases streamed text as {@link StreamedFigures} decides: only text whose numbers all state a
   * key figure, and none contradicted. The whole prefix is judged.
   */
  @Override
  public boolean releases(Draft prefix, TurnContext context) {
    TablesAhead.await(); // the digit tables may be initialising on the read-ahead thread (#23)
    String text = prefix.text();
    String ascii = asciiDigits(text);
    return streamed.releases(this, matcher, ascii == text ? prefix : new Draft(ascii), context);
  }

  /**
   * Releases the next streamed text as {@link #releases} would release the whole prefix, judging
   * only the new text with some context before it: the work over a reply is linear.
   */
  @Override
  public boolean releasesNext(CharSequence released, String next, TurnContext context) {
    TablesAhead.await(); // the digit tables may be initialising on the read-ahead thread (#23)
    // the new text only: the released text was judged as it came (rewriting it here each time
    // would make a long stream's release quadratic)
    return streamed.releasesNext(this, matcher, released, asciiDigits(next), context);
  }

  /**
   * The text with every decimal digit of another script ("٣", "３", "३") written as its ASCII digit,
   * one char for one, so that positions stay; the same instance when there is none. The readers of
   * the scan read ASCII digits; a digit of another script is the same number to the reader of the
   * reply, and read as ASCII it is judged like any other.
   */
  static String asciiDigits(String text) {
    int i = 0;
    int n = text.length();
    while (i < n) {
      char c = text.charAt(i);
      if (c > 0x7f && Chars.isDigit(c)) {
        break;
      }
      i++;
    }
    if (i == n) {
      return text;
    }
    char[] out = text.toCharArray();
    for (; i < n; i++) {
      char c = out[i];
      if (c > 0x7f && Chars.isDigit(c)) {
        out[i] = (char) ('0' + Character.digit(c, 10));
      }
    }
    return new String(out);
  }

  private GuardVerdict scan(String text, TurnContext context) {
    GuardVerdict v = scanLive(text, context);
    if (context.mentioned().isEmpty() || v instanceof GuardVerdict.Overridden) {
      return v;
    }
    // a share's prices on a past day, only mentioned: a misstated day is replaced (#21, #22)
    String base = v instanceof GuardVerdict.Rewritten r ? r.text() : text;
    // the reply's sentences and their dates, found once for both checks while the text is one
    DatedMarket.Reply reply = new DatedMarket.Reply(base);
    DatedMarket.Outcome dated = DatedMarket.check(reply, context, matcher);
    if (dated != null) {
      v =
          GuardVerdict.rewritten(
              dated.text(),
              (v instanceof GuardVerdict.Rewritten r ? r.reason() + "; " : "")
                  + "a past day's prices stated against the source: "
                  + String.join(
                      "; ",
                      dated.problems().subList(0, Math.min(MAX_REASONS, dated.problems().size()))));
    }
    if (!WindowChange.any(context)) {
      return v;
    }
    // a change over the weeks a fetched chart covers, of a listing only mentioned (#21 §2)
    WindowChange.Outcome window =
        WindowChange.check(
            dated == null ? reply : new DatedMarket.Reply(dated.text()), context, matcher);
    if (window == null) {
      return v;
    }
    return GuardVerdict.rewritten(
        window.text(),
        (v instanceof GuardVerdict.Rewritten r ? r.reason() + "; " : "")
            + "a change over a stretch of weeks stated against the source: "
            + String.join(
                "; ",
                window.problems().subList(0, Math.min(MAX_REASONS, window.problems().size()))));
  }

  /** Whether two numbers read alike: the same readings, unit and hedge ({@code b} may be null). */
  private static boolean sameReading(ReadNumber a, ReadNumber b) {
    if (b == null || a.approximate() != b.approximate() || !a.unit().equals(b.unit())) {
      return false;
    }
    List<ReadNumber.Reading> x = a.readings();
    List<ReadNumber.Reading> y = b.readings();
    int size = x.size();
    if (size != y.size()) {
      return false;
    }
    for (int k = 0; k < size; k++) { // no iterators: asked of every number of a reply
      if (!x.get(k).equals(y.get(k))) {
        return false;
      }
    }
    return true;
  }

  /**
   * The numbers screened against the figures last, each with what the screens kept of them and
   * which figures it was found to match or be near: a number that reads as one of them is screened
   * and compared alike (the screens and {@link FigureMatcher#matches} and {@link
   * FigureMatcher#near} depend only on its readings, unit and hedge, not where it stands). A reply
   * that repeats a few numbers ("-1 -1 -1 …", "3–1 … 3–1", a table of the same values) compares
   * each with the figures once (#24).
   */
  private static final class Screens {
    private static final int SIZE = 8;
    private final Screen[] screens = new Screen[SIZE];
    private int last = -1;

    /** The screen of a number read as {@code n} reads, made and kept when there is none. */
    Screen of(ReadNumber n, FigureMatcher.Values values, double[] reals) {
      for (int k = 0, at = last; k < SIZE && at >= 0; k++, at = at == 0 ? SIZE - 1 : at - 1) {
        Screen s = screens[at];
        if (s == null) {
          break;
        }
        if (sameReading(n, s.number)) {
          return s;
        }
      }
      long close = FigureMatcher.mayBeClose(n, values, NEAR);
      // of those, the figures it may match: the others are not compared exactly at all
      long match = close == 0 ? 0 : FigureMatcher.mayMatch(n, reals, close);
      last = (last + 1) % SIZE;
      Screen s = new Screen(n, close, match);
      screens[last] = s;
      return s;
    }
  }

  /**
   * {@link DatedFigures#usable} of the figures for the days one clause lets its numbers state, each
   * asked once for the clause's days ({@code spokenOf} is the same set for every number of a
   * clause): a number of "-1 -1 -1 …" that may match a dozen dated figures looked each up in the
   * set of days again (#24).
   */
  private static final class Usable {
    private java.util.Set<java.time.LocalDate> spokenOf;
    private long known;
    private long bits;

    /** The days the numbers asked of next speak of. */
    void of(java.util.Set<java.time.LocalDate> days) {
      if (days != spokenOf) {
        spokenOf = days;
        known = 0;
        bits = 0;
      }
    }

    /** {@code DatedFigures.usable(f, date, spokenOf)} of figure {@code i}. */
    boolean usable(int i, KeyFigure f, java.time.LocalDate date) {
      if (i >= 64) {
        return DatedFigures.usable(f, date, spokenOf);
      }
      long bit = 1L << i;
      if ((known & bit) == 0) {
        if (DatedFigures.usable(f, date, spokenOf)) {
          bits |= bit;
        }
        known |= bit;
      }
      return (bits & bit) != 0;
    }
  }

  /**
   * The figures of {@code match} (below {@code count}) that a number passes {@link #passes} for, as
   * bits.
   */
  private long passing(
      String text,
      ReadNumber n,
      long match,
      int count,
      List<KeyFigure> figures,
      String marketRole,
      boolean[] chart,
      Usable usable,
      java.time.LocalDate[] dates,
      boolean[] fahrenheit,
      Roles.Role role,
      Roles.Role[] roles,
      String subject,
      Screen screen,
      String[] units) {
    long bits = 0;
    for (int i = next(match, 0, count); i < count; i = next(match, i + 1, count)) {
      if (passes(
          text,
          n,
          i,
          figures.get(i),
          marketRole,
          chart,
          usable,
          dates,
          fahrenheit,
          role,
          roles,
          subject,
          screen,
          units)) {
        bits |= 1L << i;
      }
    }
    return bits;
  }

  /**
   * Whether a number may state figure {@code i}: its market word, chart words, days, scale, role
   * and subject allow it, and it matches the figure.
   */
  private boolean passes(
      String text,
      ReadNumber n,
      int i,
      KeyFigure f,
      String marketRole,
      boolean[] chart,
      Usable usable,
      java.time.LocalDate[] dates,
      boolean[] fahrenheit,
      Roles.Role role,
      Roles.Role[] roles,
      String subject,
      Screen screen,
      String[] units) {
    return !((marketRole != null && !f.label().endsWith(marketRole))
        || (chart[i] && !namesChartClose(text, n))
        || !usable.usable(i, f, dates[i])
        || !DatedFigures.explicitFahrenheit(n, fahrenheit[i])
        || !allowed(role, roles[i])
        || !sameSubject(subject, f)
        || !screen.matches(matcher, n, i, f, units[i]));
  }

  private static boolean anyOf(boolean[] flags) {
    for (boolean b : flags) {
      if (b) {
        return true;
      }
    }
    return false;
  }

  /**
   * The figures the last number passed {@link #passes} for, and what they depend on besides where
   * the number stands: its screen (its readings, unit and hedge), role, subject, days, market word
   * and how many figures it was compared with. Only for a turn of at most 64 figures none of which
   * asks for chart words, which depend on the words around each number.
   */
  private static final class Passes {
    final boolean cacheable;
    long bits;
    private Screen screen;
    private Roles.Role role;
    private String subject;
    private java.util.Set<java.time.LocalDate> spokenOf;
    private String marketRole;
    private int count = -1;

    Passes(boolean cacheable) {
      this.cacheable = cacheable;
    }

    boolean known(
        Screen screen,
        Roles.Role role,
        String subject,
        java.util.Set<java.time.LocalDate> spokenOf,
        String marketRole,
        int count) {
      if (screen == this.screen
          && role == this.role
          && java.util.Objects.equals(subject, this.subject)
          && spokenOf == this.spokenOf
          && java.util.Objects.equals(marketRole, this.marketRole)
          && count == this.count) {
        return true;
      }
      this.screen = screen;
      this.role = role;
      this.subject = subject;
      this.spokenOf = spokenOf;
      this.marketRole = marketRole;
      this.count = count;
      return false;
    }

    long keep(long passing) {
      bits = passing;
      return passing;
    }
  }

  /** What the screens kept of one reading of a number, and its comparisons with the figures. */
  private static final class Screen {
    final ReadNumber number;
    final long close;
    final long match;
    private long matches;
    private long matchesKnown;
    private long near;
    private long nearKnown;

    Screen(ReadNumber number, long close, long match) {
      this.number = number;
      this.close = close;
      this.match = match;
    }

    /** {@code matcher.matches(n, f, unit)}, compared once per figure (of the first 64). */
    boolean matches(FigureMatcher matcher, ReadNumber n, int i, KeyFigure f, String unit) {
      if (i >= 64) {
        return matcher.matches(n, f, unit);
      }
      long bit = 1L << i;
      if ((matchesKnown & bit) == 0) {
        if (matcher.matches(n, f, unit)) {
          matches |= bit;
        }
        matchesKnown |= bit;
      }
      return (matches & bit) != 0;
    }

    /** {@code matcher.near(n, f, NEAR)}, compared once per figure (of the first 64). */
    boolean near(FigureMatcher matcher, ReadNumber n, int i, KeyFigure f) {
      if (i >= 64) {
        return matcher.near(n, f, NEAR);
      }
      long bit = 1L << i;
      if ((nearKnown & bit) == 0) {
        if (matcher.near(n, f, NEAR)) {
          near |= bit;
        }
        nearKnown |= bit;
      }
      return (near & bit) != 0;
    }
  }

  private GuardVerdict scanLive(String text, TurnContext context) {
    GuardVerdict asked = scanAsks(text, context);
    if (context.mentioned().isEmpty() || asked instanceof GuardVerdict.Overridden) {
      return asked;
    }
    MentionCheck.Outcome m = MentionCheck.check(text, context, matcher);
    if (m.text() == null) {
      return asked instanceof GuardVerdict.Pass p && m.checked() > 0
          ? new GuardVerdict.Pass(
              p.reason()
                  + "; "
                  + m.checked()
                  + " figure(s) of subjects only mentioned, none contradicted")
          : asked;
    }
    String base = asked instanceof GuardVerdict.Rewritten r ? r.text() : text;
    MentionCheck.Outcome again = base.equals(text) ? m : MentionCheck.check(base, context, matcher);
    String out = again.text() == null ? base : again.text();
    return GuardVerdict.rewritten(
        out,
        "a subject only mentioned, stated against the live data: "
            + String.join(
                "; ", m.problems().subList(0, Math.min(MAX_REASONS, m.problems().size()))));
  }

  private GuardVerdict scanAsks(String text, TurnContext context) {
    int checked = 0;
    for (GroundTruth t : context.groundTruth()) {
      checked += t.keyFigures().size();
    }
    if (checked == 0) {
      return noKeyFigures(text, context);
    }
    AskScan scan = new AskScan(text, context);
    // The numbers are read, filtered and judged one at a time as the loop asks for them: none is
    // kept unless it is a problem, so a long reply's work and memory stay linear.
    for (ReadNumber n : scan.numbers) {
      scan.read(n);
    }
    return scan.verdict(checked);
  }

  /**
   * One scan of a turn that asks for key figures ({@link DigitScanGuard#scanAsks}): what it reads
   * once of the whole reply, what it carries from one number to the next, and its loop's body in
   * steps (#23: as one method of 3.7 KB of bytecode, the scan was compiled by the JIT's last tier
   * only after tens of seconds on a busy machine, or ran meanwhile in its profiling tier: the
   * weather scan over weather prose read 101 to 153 ms per MB in one run; each step here is
   * compiled on its own).
   */
  private final class AskScan {
    private final String text;
    private final TurnContext context;
    private final List<KeyFigure> figures;
    private final List<String> problems = new ArrayList<>();
    private final char[] lower;

    // the text's characters, read once for the passes over the whole text below (#24: each pass's
    // String.charAt over a reply in UTF-16 cost more than the pass's own work)
    private final char[] chars;

    private final Scores.Rest rest;
    private final int afterPairs;
    final Iterable<ReadNumber> numbers;
    private final Subjects subjects;
    private final boolean[] stated;
    private final Roles.Role[] roles;
    private final boolean weather;
    private final Roles.Reader roleReader;
    private final java.time.LocalDate[] dates;
    private final boolean[] dayRange;
    private final Days days;
    // a day's values hour by hour: gusts, feels like at 6 am, 17 °C tonight (#22)
    private DayHours hours; // read when a number first needs it
    private boolean hoursRead;
    private boolean answeredByHours;
    private boolean answeredByRange;
    private final DatedFigures.Places placeDays;
    private boolean nowFromDayRange; // "It is 11 °C now" where 11 is only today's high
    // "BTC: 68 116 $" with no word naming the day's high: the high (bit 1) or low (bit 2) written
    // where the price goes, and the first such number and its subject (#22)
    private int bareHighLow;
    private ReadNumber bareNumber;
    private String bareSubject;
    private final double[] reals;
    private final String[] units;
    private final boolean[] fahrenheit;
    private final FigureMatcher.Values values;
    private final Instead instead;
    private final boolean market;
    // "29 ETH comes to about $88,100" is judged
    private final boolean prices;
    // the prices a sum for an amount of coins states times its amount ("10 SOL er ca. 814 dollar")
    private final boolean[] bySum;
    private final List<String> read = new ArrayList<>(0); // what the checks of #22 read
    private final boolean news;
    private int unmatched; // the numbers that state no figure, counted
    // the now figures a number of another day was written as but cannot be checked by (#22)
    private final boolean[] unchecked;
    private java.util.Set<java.time.LocalDate> lastSpokenOf; // the clause's days onlyNow is of
    private int onlyNow;
    private final List<String> judged = new ArrayList<>(); // why some of them are wrong
    // the reason shows the first MAX_REASONS problems and counts the rest: of the judged numbers,
    // those after the first MAX_REASONS plus one per figure (each figure drops at most one number
    // below) are counted, never shown, and are not described (#24: a string per number)
    private final int describedJudged;
    private final List<Integer> judgedNumbers = new ArrayList<>(); // which of them, by their count
    private ReadNumber previous;
    // the numbers screened last, and what the screens kept of them: a number that reads as one of
    // them is screened alike (they depend only on its readings, unit and hedge)
    private final Screens screens = new Screens();
    // which figures the clause's days let a number state, asked once per figure and clause (#24)
    private final Usable usable = new Usable();
    private final boolean[] chart; // asked of each figure a number may match
    private final Passes passes;
    // whether a figure is a pair's rate, asked once: else no number names one (#24)
    private final boolean rates;
    // the rates an amount converted at them states ("1,000 NOK is about $93.76", #22)
    private final boolean[] byRate;
    // whether a number matching a previous close may be written as the level now (#22)
    private final boolean levels;
    // a change in a currency by its size ("down $2,008" for -2,007.88): null when the turn has none
    private final KeyFigure[] sizeOfChange;
    // a listing's change since the previous close, for a number in points (#22): null when none
    private final KeyFigure[] pointChanges;
    // a coin's price a day ago, the price less the day's change: null when the turn has none (#22)
    private final PriceAgo priceAgo;
    // the count of a fetched chart's trading days: null when the turn has no chart (#22)
    private final ChartBars bars;
    private final int lastRank; // 0 on a turn that ranks nothing (#22)

    // the number being read, and what the steps of read() found of it
    private ReadNumber n;
    private String subject;
    private boolean unattributed;
    private Roles.Role role;
    private java.util.Set<java.time.LocalDate> spokenOf;
    private boolean timed;
    private Screen screen;
    private int count;
    private String marketRole;
    private String rate;
    private boolean matched;
    private boolean matchedNow;
    private KeyFigure matchedClose; // a previous close the number states (NowLevels)
    private boolean matchedPrice;
    private int highLow; // the figures matched: bit 1 a 24h high, 2 a 24h low, 4 any other
    private boolean onlyDayRange;

    AskScan(String text, TurnContext context) {
      this.text = text;
      this.context = context;
      Scores scores = Scores.of(context.groundTruth());
      figures = scores.others();
      lower = Subjects.lower(text);
      chars = text.toCharArray();
      rest =
          scores.check(
              text, chars, lower, NumberReader.forLocale(context.locale()).each(text), problems);
      afterPairs = problems.size();
      Iterable<ReadNumber> all = Ranges.shareUnits(text, rest);
      subjects = Subjects.of(text, lower, figures);
      stated = new boolean[figures.size()];
      roles = new Roles.Role[figures.size()];
      boolean anyRole = false;
      for (int i = 0; i < roles.length; i++) {
        roles[i] = Roles.of(figures.get(i));
        anyRole |= roles[i] != null;
      }
      weather = anyRole;
      if (weather) {
        all = NumberWords.merged(text, chars, context.locale(), all); // "thirteen degrees"
      }
      numbers = all;
      roleReader = weather ? new Roles.Reader(text) : null;
      dates = new java.time.LocalDate[figures.size()];
      dayRange = new boolean[figures.size()];
      days = weather ? DatedFigures.dated(figures, roles, dates, dayRange, text) : null;
      hoursRead = days == null;
      placeDays = DatedFigures.Places.of(figures, dates);
      reals = new double[figures.size()];
      units = new String[figures.size()];
      fahrenheit = new boolean[figures.size()];
      for (int i = 0; i < reals.length; i++) {
        reals[i] = figures.get(i).value().doubleValue();
        units[i] = FigureMatcher.canonicalUnit(figures.get(i).unit());
        fahrenheit[i] = "°F".equals(units[i]);
      }
      values = FigureMatcher.Values.of(reals);
      instead = new Instead(figures, reals, units, roles, subjects.count());
      market = MarketClaims.any(figures);
      prices = CoinAmounts.any(text, chars, figures);
      bySum = prices ? new boolean[figures.size()] : null;
      boolean anyNews = false;
      for (GroundTruth t : context.groundTruth()) {
        anyNews |= StoryClaims.KIND.equals(t.kind());
      }
      news = anyNews;
      unchecked = new boolean[figures.size()];
      describedJudged = MAX_REASONS + figures.size();
      chart = chart(figures);
      passes = new Passes(figures.size() <= 64 && !anyOf(chart));
      rates = CrossRates.anyRate(figures);
      byRate = rates ? new boolean[figures.size()] : null;
      levels = NowLevels.any(figures);
      sizeOfChange = sizesOfChange(figures);
      pointChanges = IndexPoints.changes(figures);
      if (pointChanges != null) {
        IndexPoints.inWords(text, pointChanges, problems); // "up about ten points" for a fall
      }
      FromToMoves.check(text, context.locale(), figures, problems); // "falt fra 160 til 75" (#22)
      RateMoves.check(lower, figures, problems); // "10,665 kroner, litt opp fra i går" (#22)
      priceAgo = market ? priceAgo(text, figures) : null;
      bars = ChartBars.of(context.groundTruth());
      lastRank = TopLists.lastRank(figures);
    }

    /** Reads one number: what it states, or why it is wrong. */
    void read(ReadNumber number) {
      ReadNumber before = previous;
      previous = number;
      n = number;
      if (passedOver(before) || statesNoFigure()) {
        return;
      }
      matchFigures();
      if (judgedAsMatched() || matched) {
        return;
      }
      if (readAsOther()) {
        return;
      }
      judgeUnmatchedNumber();
    }

    /** Whether the number is no figure's claim, or is judged by a reader of its own. */
    private boolean passedOver(ReadNumber before) {
      if (lastRank > 0 && TopLists.names(text, n, lastRank)) {
        return true; // "the top 10": the fetched ranking's name, no one subject's rank (#22)
      }
      if (bars != null && bars.counts(text, n)) {
        String wrongCount = bars.problem(text, n); // "18 handelsdager": the chart's bars (#22)
        if (wrongCount != null) {
          problems.add(wrongCount);
        }
        return true;
      }
      if (weather && Sky.illumination(text, n)) {
        return true; // "99 % illuminated": the moon's, judged by Sky
      }
      if (weather && Coordinates.coordinate(text, n)) {
        return true; // "55.75°N": a latitude, no temperature (#22)
      }
      if (weather && Ranges.conversion(text, before, n)) {
        return true; // "18 °C (64 °F)": the second states what the first does, judged with it
      }
      if (weather && Ranges.misconverted(text, before, n)) {
        problems.add(misconverted(text, before, n));
        return true;
      }
      if (news && StoryClaims.countAfter(text, n.end())) {
        return true; // "543 points": judged by StoryClaims against the story it is written for
      }
      if (rates && CrossRates.oneUnit(text, n)) {
        read.add(quoted(text, n, "' as the one unit a rate is given for"));
        return true; // "(1 dollar = 0,88137 euro)": the unit the rate after it is for, no rate
      }
      return false;
    }

    /**
     * Reads the number's subject and role; whether it states a price a day ago, a wind in another
     * unit or another quantity, judged here.
     */
    private boolean statesNoFigure() {
      subject = subjects.of(n.start(), n.end());
      KeyFigure ago = priceAgo == null ? null : priceAgo.at(lower, n, subject);
      if (ago != null) { // "for 24 timer siden lå bitcoin på 67 600 dollar" (#22)
        if (matcher.matches(n, ago)) {
          read.add(quoted(text, n, "' as " + ago.label()));
        } else {
          problems.add(PriceAgo.problem(text, n, ago));
        }
        return true;
      }
      unattributed = subject == null && n.unit().isEmpty() && subjects.count() >= 2;
      role = weather ? roleReader.near(n) : null;
      if (weather && n.unit().isEmpty() && Roles.otherWindUnit(text, n)) {
        // a wind speed in m/s, mph or knots states nothing about km/h or °C; in m/s, as Norwegians
        // write it, it states the wind of its place when it is that figure converted ("ca. 2 m/s"
        // for 8 km/h): the reply answers from the data (#22)
        windInMetresPerSecond(text, n, subject, figures, stated);
        return true;
      }
      String quantity = weather && n.unit().isEmpty() ? Roles.otherQuantity(text, n) : null;
      if (quantity != null) {
        // "1013 hPa", "0,0 mm": a pressure or precipitation states only a figure in its unit
        for (int i = 0; i < stated.length; i++) {
          KeyFigure f = figures.get(i);
          if (f.unit().strip().equalsIgnoreCase(quantity)
              && sameSubject(subject, f)
              && matcher.matches(n, f)) {
            stated[i] = true;
          }
        }
        return true;
      }
      return false;
    }

    /** The figures the number states: {@link #matched} and what they are. */
    private void matchFigures() {
      matched = false;
      matchedNow = false;
      matchedClose = null;
      matchedPrice = false;
      highLow = 0;
      onlyDayRange = true;
      spokenOf = days == null ? null : days.usableAt(n.start());
      usable.of(spokenOf);
      timed = days != null && days.timedAt(n.start());
      if (role == Roles.Role.HIGH && timed && roleReader.upTo() && !withAfter(text, n.end())) {
        role = null; // "up to 18 °C by noon": that hour's, not the day's high
      }
      // the figures this number may match or be near; the others are ruled out without the exact
      // comparison (for matches here, for matches and near in judgeUnmatched)
      screen = screens.of(n, values, reals);
      long match = screen.match;
      count = unattributed ? 0 : stated.length;
      // "the 24h high was $68,611", "koster 88,10 dollar": only the figure its words name (#22)
      marketRole = market ? MarketClaims.role(text, n, figures) : null;
      // "a euro costs 12.10 kroner": only the rate of the pair its words name, not the other way
      rate = rates ? CrossRates.label(text, n, figures) : null;
      // of those, the figures that pass every test below but the direction's: the same for a
      // number screened alike, with the same role, subject, days and market word as the one
      // before it, and looked up once for both ("-1 -1 -1 …": a dozen figures each; #24); a
      // number that names a pair of currencies is judged on its own
      long passing = -1L;
      if (passes.cacheable && rate == null) {
        passing =
            passes.known(screen, role, subject, spokenOf, marketRole, count)
                ? passes.bits
                : passes.keep(
                    passing(
                        text,
                        n,
                        match,
                        count,
                        figures,
                        marketRole,
                        chart,
                        usable,
                        dates,
                        fahrenheit,
                        role,
                        roles,
                        subject,
                        screen,
                        units));
        match = passing;
      }
      for (int i = next(match, 0, count); i < count; i = next(match, i + 1, count)) {
        KeyFigure f = figures.get(i);
        if ((rate != null && !f.label().equals(rate))
            || (passing == -1L
                && !passes(
                    text,
                    n,
                    i,
                    f,
                    marketRole,
                    chart,
                    usable,
                    dates,
                    fahrenheit,
                    role,
                    roles,
                    subject,
                    screen,
                    units))) {
          continue;
        }
        if (contradictsDirection(text, n, f)) {
          problems.add(wrongDirection(text, n, f));
          continue;
        }
        stated[i] = true;
        matched = true;
        if (levels) { // "The index is at 9,693.30": the close before, or the price (#22)
          matchedClose = NowLevels.isClose(f) ? f : matchedClose;
          matchedPrice |= NowLevels.isPrice(f);
        }
        onlyDayRange &= dayRange[i];
        matchedNow |= !f.label().contains(" on "); // "temperature in Heideck": the figure now
        highLow |=
            !market ? 4 : f.label().endsWith(HIGH_24H) ? 1 : f.label().endsWith(LOW_24H) ? 2 : 4;
      }
    }

    /**
     * Judges a number by the figures it matched, and a change or points by their size: whether a
     * problem was found (the number is then read no further).
     */
    private boolean judgedAsMatched() {
      if (highLow == 1 || highLow == 2) {
        if (marketRole == null) {
          bareHighLow |= highLow;
          if (bareNumber == null) {
            bareNumber = n;
            bareSubject = subject;
          }
        }
      }
      if (matchedClose != null && !matchedPrice) {
        String level = NowLevels.judge(text, n, matchedClose, priceOf(figures, matchedClose));
        if (level != null) {
          problems.add(level); // "The index is at 9,693.30" for a price of 9,683.69
          return true;
        }
      }
      if (matchedNow && weather && !timed && spokenOf != null && days.laterOnly(spokenOf)) {
        // "Søndag blir det rundt 9 grader": now's 9 °C, not Sunday's 5 to 19 °C (#22)
        String later =
            NowForLaterDay.judge(text, n, role, spokenOf, figures, dates, roles, matcher);
        if (later != null) {
          problems.add(later);
          return true;
        }
      }
      if (!matched && sizeOfChange != null && !n.unit().isEmpty() && n.value().signum() > 0) {
        // "up $2,008" / "down $2,008" for a change of -2,007.88: its size, with its word's sign
        for (int i = 0; i < count; i++) {
          KeyFigure f = figures.get(i);
          if (sizeOfChange[i] == null
              || !n.unit().equals(f.unit())
              || !sameSubject(subject, f)
              || !matcher.matches(n, sizeOfChange[i])) {
            continue;
          }
          if (Directions.before(text, n) > 0) {
            problems.add(wrongDirection(text, n, f));
          } else {
            stated[i] = true;
          }
          matched = true;
          break;
        }
      }
      if (!matched
          && pointChanges != null
          && n.value().signum() > 0
          && IndexPoints.inPoints(text, n)) {
        // "opp 9,6 poeng" for a fall of 9.61: the change since the close, with its word's sign
        for (int i = 0; i < pointChanges.length && !matched; i++) {
          KeyFigure c = pointChanges[i];
          if (c == null || c.value().signum() == 0 || !sameSubject(subject, figures.get(i))) {
            continue;
          }
          KeyFigure size = new KeyFigure(c.label(), c.value().abs(), "", false, c.aliases());
          if (!matcher.matches(n, size) && !IndexPoints.hedgedSize(n, size)) {
            continue; // "nesten 10 poeng" for 9.61 is its size, hedged
          }
          int direction = Directions.before(text, n);
          if (direction != 0 && direction != c.value().signum()) {
            problems.add(wrongDirection(text, n, c));
          }
          matched = true;
        }
      }
      if (matched && onlyDayRange && (role == Roles.Role.LOW || role == Roles.Role.HIGH)) {
        answeredByRange = true; // "today's low was 1 °C": the day's range, named as such (#22)
      }
      if (matched && onlyDayRange && (role == null || role == Roles.Role.NOW) && !timed) {
        nowFromDayRange = true; // "at noon it is 22 °C" may be an hour's, not the temperature now
      }
      int hour = days == null ? -1 : days.hourAt(n.start());
      if (matched && !matchedNow && hour >= 0 && hourly(role)) {
        // "at 6 PM a 100 % chance of rain": a figure of the day, but is it that hour's? (#22)
        if (!hoursRead) {
          hours = DayHours.of(context.groundTruth(), days.today());
          hoursRead = true;
        }
        String atHour =
            hours == null ? null : hours.atHour(text, n, subject, role, spokenOf, hour, matcher);
        if (atHour != null) {
          problems.add(atHour);
          return true;
        }
      }
      return false;
    }

    /**
     * Of a number that states no figure: whether it is a window of time, an hour's value, a value
     * of a day only now's is known of, a change, a sum or an amount, read or judged as such.
     */
    private boolean readAsOther() {
      if (n.unit().isEmpty() && duration(text, n)) {
        return true; // "in the past 24 hours", "i 3 dager": a window of time is no figure's claim
      }
      if (HoursAndMinutes.part(text, n)) {
        return true; // "16 t 56 min": a day's length, neither number a figure's claim (#22)
      }
      if (!hoursRead && hourly(role)) {
        hours = DayHours.of(context.groundTruth(), days.today());
        hoursRead = true;
      }
      if (hours != null && hourly(role)) {
        String verdict =
            hours.judge(text, n, subject, role, spokenOf, timed, days.hourAt(n.start()), matcher);
        if (DayHours.HELD.equals(verdict)) {
          answeredByHours = true; // "gusts up to 26 km/h on Saturday": an hour of that day
          return true;
        }
        if (verdict != null) {
          problems.add(verdict);
          return true;
        }
      }
      if (spokenOf != lastSpokenOf) {
        lastSpokenOf = spokenOf;
        onlyNow = DatedFigures.onlyNow(days, spokenOf, dates, roles);
      }
      if (role != null && (onlyNow & (1 << role.ordinal())) != 0) {
        // "on Saturday the humidity is around 90 %" where only now's humidity is known: no claim
        // the data can check, so none it contradicts; of a day the report holds, the reply speaks
        // of that quantity from it (of "5 May", a day it lacks, it answers nothing)
        boolean held = days.held(spokenOf);
        for (int i = 0; held && i < unchecked.length; i++) {
          unchecked[i] |= roles[i] == role && sameSubject(subject, figures.get(i));
        }
        return true;
      }
      return false;
    }

    /** Judges a number that states no figure and is read as nothing else. */
    private void judgeUnmatchedNumber() {
      // the market figure its words make it, read once for both uses (#24)
      String marketSuffix = market ? MarketClaims.suffix(text, n, figures, marketRole) : null;
      if (market && MarketClaims.statesChangeIn(text, n, subject, figures, matcher, marketSuffix)) {
        return; // "down about $2,000": the day's change in size, its direction word the sign
      }
      String sum = prices ? CoinAmounts.judge(text, n, figures, matcher, bySum) : null;
      if (sum != null) {
        if (!CoinAmounts.HELD.equals(sum)) {
          problems.add(sum); // "29 ETH comes to about $98,079" for 29 × 3,037.21
        } else {
          read.add(quoted(text, n, "' as a sum for an amount of coins at the price"));
        }
        return; // "29 ETH is worth about $55,700": the sum for the amount, not the price
      }
      String converted = rates ? RateAmounts.judge(text, n, figures, matcher, byRate) : null;
      if (converted != null) {
        if (!RateAmounts.HELD.equals(converted)) {
          problems.add(converted); // "1,000 NOK is about $97.50" for 1,000 × 0.0937647
        } else {
          read.add(quoted(text, n, "' as an amount converted at the rate"));
        }
        return; // "1,000 NOK is about $93.76": the amount times the rate, not the rate
      }
      if (prices && CoinAmounts.isAmount(text, n, figures)) {
        return; // "10" of "10 SOL er ca. 814 dollar": an amount of coins, no price
      }
      instead.offer(n, unmatched, subject, role);
      // judged now, as if no figure were stated by it instead: dropped below if one is
      String problem =
          market ? MarketClaims.judge(text, n, subject, figures, matcher, marketSuffix) : null;
      if (problem == null && rate != null) {
        // "one krone buys 1.09 kronor": its words name the pair, and it is not that pair's rate
        problem = quoted(text, n, "' is not " + describe(CrossRates.figure(figures, rate)));
      }
      if (problem == null) {
        problem = chartChange(text, n, subject, figures, matcher);
      }
      if (problem == null) {
        problem =
            judgeUnmatched(
                text,
                n,
                subject,
                role,
                screen,
                figures,
                units,
                roles,
                onlyNow,
                dates,
                spokenOf,
                placeDays,
                judged.size() < describedJudged);
      }
      if (problem == null && market && !unattributed) { // "$1.31 billion" for 1.31 trillion
        String s = subject;
        problem =
            Scales.judge(text, n, figures, units, i -> sameSubject(s, figures.get(i)), matcher);
      }
      if (problem != null) {
        judged.add(problem);
        judgedNumbers.add(unmatched);
      }
      unmatched++;
    }

    /** The verdict when every number is read: the whole reply's claims judged too. */
    GuardVerdict verdict(int checked) {
      answeredByHours |= wholeWeather(text, context, days, weather, rest, afterPairs, problems);
      // "0.0826 EUR per NOK" states the EUR/NOK rate asked, the other way round
      CrossRates.eitherWay(figures, stated);
      for (int i = 0; byRate != null && i < stated.length; i++) {
        stated[i] |= byRate[i]; // "1,000 NOK is about $93.76": the rate times the amount asked
      }
      for (int i = 0; bySum != null && i < stated.length; i++) {
        stated[i] |= bySum[i]; // "10 SOL er ca. 814 dollar": the price times the amount asked
      }
      java.util.Set<Integer> reported =
          unstated(
              text,
              figures,
              stated,
              instead,
              roles,
              unchecked,
              dayRange,
              bareHighLow,
              bareNumber,
              bareSubject,
              (answeredByHours || answeredByRange),
              nowFromDayRange,
              problems);
      for (int k = 0; k < judged.size(); k++) {
        if (!reported.contains(judgedNumbers.get(k))) {
          problems.add(judged.get(k));
        }
      }
      wholeReplyClaims(
          text, chars, lower, context, subjects, figures, days, dates, roles, market, rest,
          problems);
      if (problems.isEmpty()) {
        return new GuardVerdict.Pass(
            "every required key figure stated, no figure contradicted ("
                + checked
                + " checked"
                + (read.isEmpty() ? "" : "; read " + String.join(", ", read))
                + ")");
      }
      return GuardVerdict.overridden(override(text, context), reason(problems));
    }
  }

  /**
   * Whether "with" or "med" follows a temperature ending at {@code end} (its degree sign and unit
   * word skipped): "up to 19°C with sunshine around midday" gives the hour to the sunshine, and the
   * "up to" stays the day's high (#22, content-cases19 E045, content-cases17 E046). At most 24
   * characters read.
   */
  static boolean withAfter(String text, int end) {
    int to = Math.min(text.length(), end + 24);
    String after = text.substring(Math.min(end, to), to).toLowerCase(java.util.Locale.ROOT);
    int i = 0;
    while (i < after.length() && (after.charAt(i) == ' ' || after.charAt(i) == '°')) {
      i++;
    }
    for (String unit : List.of("degrees", "grader", "c ", "c,", "f ", "f,")) {
      if (after.startsWith(unit, i)) {
        i += unit.length() - (unit.length() == 2 ? 1 : 0);
        break;
      }
    }
    if (i < after.length() && after.charAt(i) == ',') {
      return false; // "up to 18 °C, with …": a clause of its own
    }
    while (i < after.length() && after.charAt(i) == ' ') {
      i++;
    }
    return (after.startsWith("with ", i) || after.startsWith("med ", i));
  }

  /** The verdict of a turn that asked for no key figure: only the facts of its data are judged. */
  private GuardVerdict noKeyFigures(String text, TurnContext context) {
    List<String> facts = factClaims(text, context, null);
    if (!context.groundTruth().isEmpty() && context.intents().stream().anyMatch(i -> i.isAsk())) {
      // the data was fetched and asked for: a denial of it or an error object is wrong beside it
      facts.addAll(WordClaims.denials(text));
    }
    if (!facts.isEmpty()) { // "runde 8" of a next match, which has no key figure (#22)
      return GuardVerdict.overridden(override(text, context), reason(facts));
    }
    return new GuardVerdict.Pass(
        context.intents().stream().anyMatch(i -> !i.isAsk())
            ? "no live figure was asked for (only mentioned), none required"
            : "no key figures this turn");
  }

  /** The price of the listing a previous close is of, or null (read only for a wrong number). */
  private static KeyFigure priceOf(List<KeyFigure> figures, KeyFigure close) {
    String label = close.label();
    String symbol = label.substring(0, label.indexOf(' ') < 0 ? 0 : label.indexOf(' '));
    for (KeyFigure f : figures) {
      if (f.label().equals(symbol + " price")) {
        return f;
      }
    }
    return null;
  }

  /** Which figures are a chart's previous close or change. */
  private static boolean[] chart(List<KeyFigure> figures) {
    boolean[] chart = new boolean[figures.size()];
    for (int i = 0; i < chart.length; i++) {
      String label = figures.get(i).label();
      chart[i] = label.endsWith(CHART_CLOSE) || label.endsWith(CHART_CHANGE);
    }
    return chart;
  }

  /**
   * Of each fall in a currency, the same change by its size ("down $2,008" for -2,007.88); null
   * when the turn has none.
   */
  private static KeyFigure[] sizesOfChange(List<KeyFigure> figures) {
    KeyFigure[] sizeOfChange = null;
    for (int i = 0; i < figures.size(); i++) {
      KeyFigure f = figures.get(i);
      if (f.value().signum() < 0 && amountOfChange(f)) {
        if (sizeOfChange == null) {
          sizeOfChange = new KeyFigure[figures.size()];
        }
        sizeOfChange[i] =
            new KeyFigure(f.label(), f.value().negate(), f.unit(), false, f.aliases());
      }
    }
    return sizeOfChange;
  }

  /** A coin's price a day ago when the reply speaks of one ("ago", "siden"), else null. */
  private static PriceAgo priceAgo(String text, List<KeyFigure> figures) {
    return text.contains("ago") || text.contains("siden") || text.contains("sidan")
        ? PriceAgo.of(figures)
        : null;
  }

  /**
   * Reports each required figure the reply does not state: written as another figure (the day's
   * high as the price), left out, or stated wrong by the number that stands for it; returns which
   * numbers were reported so (by their count among the unmatched). Out of {@link #scanAsks} for the
   * reason {@link #wholeWeather} is.
   */
  private java.util.Set<Integer> unstated(
      String text,
      List<KeyFigure> figures,
      boolean[] stated,
      Instead instead,
      Roles.Role[] roles,
      boolean[] unchecked,
      boolean[] dayRange,
      int bareHighLow,
      ReadNumber bareNumber,
      String bareSubject,
      boolean answeredByHoursOrRange,
      boolean nowFromDayRange,
      List<String> problems) {
    java.util.Set<Integer> reported = new java.util.HashSet<>();
    for (int i = 0; i < stated.length; i++) {
      if (!stated[i] && figures.get(i).required()) {
        KeyFigure f = figures.get(i);
        if (instead.number(i) < 0
            && (bareHighLow == 1 || bareHighLow == 2)
            && f.label().endsWith(" price")
            && sameSubject(bareSubject, f)) {
          // "BTC: 68 116 $" for 65,603: the day's high written as the price, no word naming it;
          // a range of both ("between $65,224 and $68,116") answers from the data (#22)
          problems.add(
              "'"
                  + span(text, bareNumber)
                  + "' is the "
                  + (bareHighLow == 1 ? "24h high" : "24h low")
                  + ", written as "
                  + describe(f));
        } else if (instead.number(i) < 0) {
          // a reply about a named subject that states another of its figures ("a market cap of
          // $1.31 trillion" for "what is bitcoin worth?") answers from the same data
          boolean otherwise =
              (roles[i] != null || !f.aliases().isEmpty())
                  && (answeredOtherwise(
                          f, figures, stated, unchecked, dayRange, instead.leftInItsUnits(i))
                      || (roles[i] != null && answeredByHoursOrRange));
          if ((roles[i] != null && nowFromDayRange) || !otherwise) {
            problems.add(describe(f) + " not stated");
          }
        } else {
          reported.add(instead.number(i));
          problems.add(
              describe(f)
                  + ": stated "
                  + span(text, instead.stated(i))
                  + " where the source says "
                  + plain(f));
        }
      }
    }
    return reported;
  }

  /** "'-1' says the wrong direction for …": a number whose direction word contradicts a change. */
  private static String wrongDirection(String text, ReadNumber n, KeyFigure f) {
    return "'" + span(text, n) + "' says the wrong direction for " + describe(f);
  }

  /** A number written as the conversion of the one before it that is not. */
  private static String misconverted(String text, ReadNumber before, ReadNumber n) {
    return "'"
        + span(text, n)
        + "' is written as the conversion of '"
        + span(text, before)
        + "' but is not";
  }

  /** The number's text in quotes, then the rest. */
  private static String quoted(String text, ReadNumber n, String rest) {
    return "'" + span(text, n) + rest;
  }

  /**
   * The checks of the whole reply after its numbers were judged one by one that a weather or a
   * match turn asks: the sky's times, dry and now claims, results not stated (after the pairs' own
   * problems, at {@code afterPairs}). Out of {@link #scanAsks} so that its loop over the numbers
   * stays small enough for the JIT to inline what the loop calls (#24: C2 counts the method's own
   * bytecode in its inlining budget, and at 4,484 bytes scanAsks left no room for the loop's later
   * calls, down to {@code String.isEmpty}; at 3,395 the loop's screens, passes and duration check
   * are inlined).
   *
   * @return whether the sky's times answered the ask
   */
  private static boolean wholeWeather(
      String text,
      TurnContext context,
      Days days,
      boolean weather,
      Scores.Rest rest,
      int afterPairs,
      List<String> problems) {
    boolean answered = false;
    if (days != null) {
      // sunrise, sunset, moonrise and moonset times and the moon's illumination (#22)
      Sky.Result sky = Sky.judge(text, context.groundTruth(), days);
      answered = sky.answered();
      problems.addAll(sky.problems());
    }
    if (weather) {
      // "dry all day" on a day whose hours give rain (#22)
      problems.addAll(DryClaims.judge(text, context.groundTruth()));
      // "it's raining", "det blåser kraftig", "hardly any wind" against the observation now (#22)
      problems.addAll(NowWeather.judge(text, context.groundTruth()));
    }
    List<String> missingResults = rest.missing();
    if (!missingResults.isEmpty() && !MatchTimes.writesNextMatchDay(text, context.groundTruth())) {
      // the results not stated, after the pairs' own; a reply that gives the next fixture's day
      // answers the ask of both (#22), and a wrong score it writes is judged by the pairs
      problems.addAll(afterPairs, missingResults);
    }
    return answered;
  }

  /**
   * The claims of the whole reply judged after its numbers and the figures stated: days compared,
   * ranks and multiples, claims in words, facts of the data. Out of {@link #scanAsks} for the
   * reason {@link #wholeWeather} is.
   */
  private void wholeReplyClaims(
      String text,
      char[] chars,
      char[] lower,
      TurnContext context,
      Subjects subjects,
      List<KeyFigure> figures,
      Days days,
      java.time.LocalDate[] dates,
      Roles.Role[] roles,
      boolean market,
      Scores.Rest rest,
      List<String> problems) {
    if (days != null) {
      problems.addAll(DatedFigures.comparisons(days, figures, dates, roles));
    }
    if (market) {
      // "ranked 9th"
      problems.addAll(MarketClaims.ordinals(text, chars, subjects, figures, matcher));
      problems.addAll(
          MarketRanks.problems(text, subjects, figures)); // "billigere enn", "top gainer"
      problems.addAll(
          Multiples.problems(text, lower, context.locale())); // "more than double X's $26.8B"
    }
    List<String> claimed = claims(text, chars, subjects, figures);
    if (!claimed.isEmpty()) {
      problems.addAll(claimed);
    }
    // an error object, a denial of the data, a move's size in words (#22 §1)
    String language = replyLocale(text, context).getLanguage();
    problems.addAll(
        WordClaims.problems(
            text,
            lower,
            subjects,
            changes(figures),
            language.equals("nb") || language.equals("no") || language.equals("nn"),
            language.equals("en")));
    problems.addAll(factClaims(text, context, rest.places()));
  }

  /**
   * The problems of figures the turn's data gives as facts, not key figures (#22): a recipe's
   * times, temperatures, amounts and ingredient count ("12 minutter"), a story's comment count ("71
   * comments"), a match's round ("runde 8"), day and kick-off.
   */
  private static List<String> factClaims(String text, TurnContext context, Teams.Places places) {
    // each kind's claims are read only when the turn's data holds that kind: every one of them
    // finds nothing without it, and a turn without it does not load or initialise their classes
    // (issue #23's cold start: the first crypto reply loaded all four)
    boolean recipes = false;
    boolean news = false;
    boolean sports = false;
    boolean highDay = false;
    for (GroundTruth t : context.groundTruth()) {
      highDay |= t.facts().containsKey(AllTimeHighDates.FACT);
      recipes |= RecipeClaims.KIND.equals(t.kind());
      news |= StoryClaims.KIND.equals(t.kind());
      sports |= RoundClaims.KIND.equals(t.kind()) || MatchTimes.KIND.equals(t.kind());
    }
    List<String> out = new ArrayList<>();
    if (recipes) {
      out.addAll(
          RecipeClaims.problems(text, context.groundTruth(), context.userMessage().content()));
    }
    if (news) {
      out.addAll(
          StoryClaims.problems(text, context.userMessage().content(), context.groundTruth()));
      out.addAll(StoryDays.problems(text, context.groundTruth())); // "submitted on 17 July"
    }
    if (sports) {
      out.addAll(RoundClaims.problems(text, context.groundTruth()));
      // a match's day and kick-off; the clubs' places the score pairs read, when there are any
      out.addAll(
          MatchTimes.problems(
              text,
              context.groundTruth(),
              places,
              MatchTimes.asksWhen(context.userMessage().content()),
              context.userMessage().content()));
    }
    if (highDay) {
      out.addAll(AllTimeHighDates.problems(text, context.groundTruth())); // a coin's peak's day
    }
    return out;
  }

  /**
   * For each required figure, the number that states no figure written for it instead of its value,
   * among those offered in order: one of its unit (or a unitless one) about its subject, the
   * closest to the value. With figures of several subjects the number must name the figure's
   * subject. Only the figures left not stated count in the end; their choice does not depend on the
   * others, so every required figure is followed as the numbers come. Also notes, for {@link
   * #answeredOtherwise}, whether a number in a unit its subject's figures use was offered.
   */
  private static final class Instead {
    private final List<KeyFigure> figures;
    private final double[] reals;
    private final String[] units;
    private final Roles.Role[] figureRoles;
    private final int subjectCount;
    private final int[] required;
    private final int[] best;
    private final ReadNumber[] bestNumber;
    private final double[] bestDistance;
    private final List<java.util.Set<String>> subjectUnits; // per figure, null if not required
    private final boolean[] left;

    Instead(
        List<KeyFigure> figures,
        double[] reals,
        String[] units,
        Roles.Role[] figureRoles,
        int subjectCount) {
      this.figures = figures;
      this.reals = reals;
      this.units = units;
      this.figureRoles = figureRoles;
      this.subjectCount = subjectCount;
      int size = figures.size();
      int count = 0;
      int[] req = new int[size];
      for (int i = 0; i < size; i++) {
        if (figures.get(i).required()) {
          req[count++] = i;
        }
      }
      required = java.util.Arrays.copyOf(req, count);
      best = new int[size];
      java.util.Arrays.fill(best, -1);
      bestNumber = new ReadNumber[size];
      bestDistance = new double[size];
      java.util.Arrays.fill(bestDistance, Double.MAX_VALUE);
      subjectUnits = new ArrayList<>(size);
      left = new boolean[size];
      String[] keys = null; // each figure's subject key, worked out once, when one is required
      for (int i = 0; i < size; i++) {
        java.util.Set<String> same = null;
        if (figures.get(i).required()) {
          if (keys == null) {
            keys = new String[size];
            for (int j = 0; j < size; j++) {
              // a subject's figures share one list of aliases (a coin's thirteen): lowered once
              List<String> a = figures.get(j).aliases();
              keys[j] =
                  j > 0 && !a.isEmpty() && a == figures.get(j - 1).aliases()
                      ? keys[j - 1]
                      : DatedFigures.subjectKey(figures.get(j));
            }
          }
          same = new java.util.HashSet<>();
          for (int j = 0; j < size; j++) {
            if (keys[j].equals(keys[i])) {
              same.add(units[j]);
            }
          }
        }
        subjectUnits.add(same);
      }
    }

    /** The unmatched number {@code k} (counted from 0), about the subject and of the role. */
    void offer(ReadNumber n, int k, String subject, Roles.Role role) {
      boolean percent = "%".equals(n.unit());
      boolean unitShown = !n.unit().isEmpty();
      double value = n.value().doubleValue();
      double statedValue = percent ? Math.abs(value) : value;
      for (int i : required) {
        KeyFigure f = figures.get(i);
        if (unitShown && !left[i] && (subject == null || sameSubject(subject, f))) {
          java.util.Set<String> same = subjectUnits.get(i);
          left[i] =
              same.contains(n.unit())
                  || ("°".equals(n.unit()) && same.stream().anyMatch(FigureMatcher::isTemperature));
        }
        boolean about =
            subject != null ? sameSubject(subject, f) : f.aliases().isEmpty() || subjectCount < 2;
        if (!about || !allowed(role, figureRoles[i]) || !FigureMatcher.compatible(n, units[i])) {
          continue;
        }
        double real = reals[i];
        double distance =
            Math.abs(statedValue - (percent ? Math.abs(real) : real))
                / Math.max(1e-9, Math.abs(real));
        if (!Double.isFinite(distance)) {
          continue;
        }
        if (unitShown) {
          distance /= 4; // a number in the figure's own unit is the likelier claim
        }
        if (distance < bestDistance[i]) {
          bestDistance[i] = distance;
          best[i] = k;
          bestNumber[i] = n;
        }
      }
    }

    /** The count of the number stated instead of required figure {@code i}, or -1. */
    int number(int i) {
      return best[i];
    }

    /** The number stated instead of required figure {@code i}, or null. */
    ReadNumber stated(int i) {
      return bestNumber[i];
    }

    /**
     * Whether a number with a unit that the figures of required figure {@code i}'s subject use ("48
     * °C", "85 %"), about that subject or none, was offered.
     */
    boolean leftInItsUnits(int i) {
      return left[i];
    }
  }

  /**
   * Marks as stated the wind figures ({@code km/h}) of the number's subject that a speed in m/s
   * written after it states: the figure divided by 3.6, to the number's last digit (half a step
   * either way, one step when hedged: "ca. 2 m/s" for 8 km/h, 2.2 m/s). Nothing else is judged: a
   * gust or another hour's wind in m/s is no claim about the figure now.
   */
  private static void windInMetresPerSecond(
      String text, ReadNumber n, String subject, List<KeyFigure> figures, boolean[] stated) {
    int j = n.end();
    while (j < text.length() && text.charAt(j) == ' ') {
      j++;
    }
    // km/h per unit: m/s as before; mph and knots (#22, content-cases17 E057: "about 14 mph from
    // the west-southwest" for 22 km/h answers "is it windy?"), with half a km/h of the source's
    // rounding in that unit
    double factor = WindUnits.factor(text, j);
    if (factor == 0 || n.readings().size() != 1) {
      return;
    }
    java.math.BigDecimal v = n.value();
    double step = Math.pow(10, -Math.max(0, v.scale()));
    double slack = (n.approximate() ? 1.0 : 0.5) * step + (factor == 3.6 ? 0 : 0.5 / factor) + 1e-9;
    for (int i = 0; i < stated.length; i++) {
      KeyFigure f = figures.get(i);
      if ("km/h".equals(f.unit().strip())
          && f.label().startsWith("wind ")
          // mph and knots state the wind now only, never an hour's ("8 mph" is no 13 km/h at
          // 06:00 tomorrow: content-cases3 D080 states 8 km/h now as 8 mph)
          && (factor == 3.6 || !f.label().contains(" on "))
          && sameSubject(subject, f)
          && Math.abs(f.value().doubleValue() / factor - v.doubleValue()) <= slack) {
        stated[i] = true;
      }
    }
  }

  /**
   * Whether a reply that leaves out a required weather figure answers from the same data otherwise:
   * it states another figure of the same place (the weekend's high, the chance of rain, the
   * humidity, the temperature in Fahrenheit; today's low or high in Celsius does not count, nor
   * does any reply that gives one of them as the temperature now), and no number of it in a unit
   * the place's figures use ("48 °C", "85 %") is left that states none of them. "Will it rain in
   * Moscow?" answered with the chance of rain for the next three days is an answer; "It is 15 °C"
   * where it is 9 °C is not. So is a number of a quantity the data holds only for now, said of
   * another day ({@code unchecked}: "on Saturday the humidity is around 90 %"): the reply speaks of
   * that quantity, which nothing in the data contradicts.
   */
  private boolean answeredOtherwise(
      KeyFigure f,
      List<KeyFigure> figures,
      boolean[] stated,
      boolean[] unchecked,
      boolean[] dayRange,
      boolean leftInItsUnits) {
    String key = DatedFigures.subjectKey(f);
    boolean other = false;
    for (int j = 0; j < stated.length; j++) {
      KeyFigure g = figures.get(j);
      if (DatedFigures.subjectKey(g).equals(key)) {
        other |= (stated[j] && !dayRange[j]) || unchecked[j];
      }
    }
    return other && !leftInItsUnits;
  }

  /** The figure's value as a person reads it: "89,369", "-3 °C", "4.1 %". */
  private static String plain(KeyFigure f) {
    java.text.DecimalFormat format =
        new java.text.DecimalFormat(
            "#,##0.########", java.text.DecimalFormatSymbols.getInstance(java.util.Locale.US));
    String unit = f.unit().isEmpty() ? "" : " " + f.unit();
    return format.format(f.value()) + unit;
  }

  /**
   * Why a number that states no figure is wrong, or null when it is no claim about them. Its {@code
   * screen} holds the figures it may match or be near ({@link FigureMatcher#mayBeClose}), those of
   * them it may match ({@link FigureMatcher#mayMatch}) and the comparisons made so far. {@code
   * onlyNow} holds the roles whose figures hold only for now for the number's days ({@link
   * DatedFigures#onlyNow}): those figures are not near it.
   */
  private String judgeUnmatched(
      String text,
      ReadNumber n,
      String subject,
      Roles.Role role,
      Screen screen,
      List<KeyFigure> figures,
      String[] units,
      Roles.Role[] roles,
      int onlyNow,
      java.time.LocalDate[] dates,
      java.util.Set<java.time.LocalDate> spokenOf,
      DatedFigures.Places placeDays,
      boolean described) {
    long close = screen.close;
    long match = screen.match;
    KeyFigure otherDay = null; // a figure of another day of the same place the number states
    for (int i = 0; role != null && i < roles.length; i++) {
      KeyFigure f = figures.get(i);
      if (roles[i] == role && sameSubject(subject, f) && FigureMatcher.compatible(n, units[i])) {
        return !described
            ? UNDESCRIBED
            : "'" + span(text, n) + "' is written as " + describe(f) + " but does not state it";
      }
    }
    if (close == 0) {
      return null; // every check below needs a figure the number matches or is near
    }
    for (int i = next(match, 0, roles.length);
        i < roles.length;
        i = next(match, i + 1, roles.length)) {
      KeyFigure f = figures.get(i);
      if (subject != null
          && !sameSubject(subject, f)
          && allowed(role, roles[i])
          && screen.matches(matcher, n, i, f, units[i])) {
        return !described
            ? UNDESCRIBED
            : "'" + span(text, n) + "' is " + describe(f) + " but is written next to " + subject;
      }
    }
    for (int i = next(match, 0, roles.length);
        i < roles.length;
        i = next(match, i + 1, roles.length)) {
      KeyFigure f = figures.get(i);
      if (sameSubject(subject, f)
          && allowed(role, roles[i])
          && screen.matches(matcher, n, i, f, units[i])) {
        if (DatedFigures.usable(f, dates[i], spokenOf) || !placeDays.speaksOf(i, f, spokenOf)) {
          return null; // it states a figure it may be about (two stories with 206 points)
        }
        otherDay = otherDay == null ? f : otherDay;
      }
    }
    if (otherDay != null) {
      // "Saturday 6–19 °C" where 19 °C is only Sunday's high: another day's figure (#22)
      return !described
          ? UNDESCRIBED
          : "'" + span(text, n) + "' is " + describe(otherDay) + ", written for another day";
    }
    for (int i = next(close, 0, roles.length);
        i < roles.length;
        i = next(close, i + 1, roles.length)) {
      KeyFigure f = figures.get(i);
      if (DatedFigures.nowOnly(onlyNow, i, dates, roles)) {
        continue; // a figure of now is not near a number of another day that lacks it (#22)
      }
      if (sameSubject(subject, f) && allowed(role, roles[i]) && screen.near(matcher, n, i, f)) {
        return !described ? UNDESCRIBED : "'" + span(text, n) + "' contradicts " + describe(f);
      }
    }
    if (isCurrency(n.unit())) {
      ReadNumber unitless = new ReadNumber(n.readings(), "", n.approximate(), n.start(), n.end());
      for (int i = 0; i < roles.length; i++) {
        KeyFigure f = figures.get(i);
        String fu = units[i];
        if (isSet(match, i) // the readings are the same, and so are the figures they may match
            && sameSubject(subject, f)
            && isCurrency(fu)
            && !fu.equals(n.unit())
            && matcher.matches(unitless, f, fu)) {
          return !described
              ? UNDESCRIBED
              : "'" + span(text, n) + "' is in " + n.unit() + "; " + describe(f) + " is in " + fu;
        }
      }
    }
    return null;
  }

  /**
   * Directional claims with no figure ("Bitcoin crashed today", "aksjen stupte") against the turn's
   * change figures (a figure in % whose label names a change).
   */
  private static List<String> claims(
      String text, char[] chars, Subjects subjects, List<KeyFigure> figures) {
    List<KeyFigure> changes = changes(figures);
    List<String> out = new ArrayList<>();
    if (changes.isEmpty()) {
      return out;
    }
    // a claim naming no subject is of the one subject all changes are of, when they agree ("It's
    // climbed today" under bitcoin's price change and market cap change, both down)
    boolean oneSubject = oneSubject(changes) && direction(changes) != 0;
    int n = text.length();
    int i = 0;
    while (i < n && out.size() < MAX_REASONS) {
      if (!Chars.isLetter(chars[i])) {
        i++;
        continue;
      }
      int start = i;
      while (i < n && Chars.isLetter(chars[i])) {
        i++;
      }
      // "bitcoin is up a little", "er svakt opp i dag": a bare particle after "be" (#22)
      int direction = Directions.copulaClaim(text, start, i);
      if (direction == 0) {
        if (i - start < 3 || i - start > 12) {
          continue;
        }
        if (!Directions.mayClaim(chars[start])) {
          continue;
        }
        String lower;
        if (AsciiWords.ascii(text, start, i)) {
          // looked up where it stands: a word of neither list claims nothing (#24)
          lower = Directions.CLAIM_OR_PHRASAL.find(text, start, i);
          if (lower == null) {
            continue;
          }
        } else {
          lower = text.substring(start, i).toLowerCase(java.util.Locale.ROOT);
        }
        direction = Directions.claimLower(lower);
        if (direction == 0) {
          direction = Directions.phrasalClaimLower(text, lower, i);
        }
        if (direction == 0) {
          continue;
        }
      }
      if (quantified(text, start)) {
        continue; // "every coin in the top ten fell except …": no one coin's claim
      }
      String subject = subjects.of(start, i);
      for (KeyFigure f : changes) {
        boolean applies = subject != null ? Subjects.isKeyOf(subject, f) : oneSubject;
        if (applies && direction != f.value().signum()) {
          out.add("'" + text.substring(start, i) + "' contradicts " + describe(f));
          break;
        }
      }
    }
    return out;
  }

  /** Whether all the figures are of one subject (by their first alias; none counts as one). */
  static boolean oneSubject(List<KeyFigure> figures) {
    String key = null;
    for (KeyFigure f : figures) {
      String k = String.valueOf(DatedFigures.subjectKey(f));
      if (key != null && !key.equals(k)) {
        return false;
      }
      key = k;
    }
    return true;
  }

  private static final java.util.Set<String> QUANTIFIERS = WordLists.set("DigitScanGuard.list");

  /**
   * Whether a word starting with {@code c} may be one of {@link #QUANTIFIERS} (each of ASCII
   * letters, of 3 to 6, starting with one of "eamhf"): only those letters lower-case to them, so
   * the other words of the clause are not copied and lower-cased (#24: every word before each
   * direction word was).
   */
  private static boolean mayBeQuantifier(char c) {
    char l = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    return l == 'e' || l == 'a' || l == 'm' || l == 'h' || l == 'f';
  }

  /** Whether a word such as "every" or "alle" comes before {@code at} in its clause. */
  private static boolean quantified(String text, int at) {
    int i = at;
    int from = Math.max(0, at - 80);
    while (i > from) {
      char c = text.charAt(i - 1);
      if (c == '.' || c == '!' || c == '?' || c == ';' || c == ':' || c == '\n') {
        return false;
      }
      if (!Chars.isLetter(c)) {
        i--;
        continue;
      }
      int end = i;
      while (i > from && Chars.isLetter(text.charAt(i - 1))) {
        i--;
      }
      if (end - i <= 6
          && end - i >= 3
          && mayBeQuantifier(text.charAt(i))
          && QUANTIFIERS.contains(text.substring(i, end).toLowerCase(java.util.Locale.ROOT))) {
        return true;
      }
    }
    return false;
  }

  /**
   * The turn's change figures: a figure in % whose label names a change, not zero. The change from
   * a chart's previous close is not one: it is judged only in a sentence that names that close
   * ({@link #chartChange}), never against a direction word of the day ("it rose on Friday").
   */
  private static List<KeyFigure> changes(List<KeyFigure> figures) {
    List<KeyFigure> changes = new ArrayList<>();
    for (KeyFigure f : figures) {
      // the label lowered only for a percentage that moved (#23: not for every figure, every turn)
      if ("%".equals(FigureMatcher.canonicalUnit(f.unit()))
          && f.value().signum() != 0
          && !f.label().endsWith(CHART_CHANGE)) {
        String label = f.label().toLowerCase(java.util.Locale.ROOT);
        if (label.contains("change") || label.contains("endring")) {
          changes.add(f);
        }
      }
    }
    return changes;
  }

  /** The one direction all the turn's change figures share: +1, -1, or 0 (none, or mixed). */
  private static int direction(List<KeyFigure> figures) {
    int sign = 0;
    for (KeyFigure f : changes(figures)) {
      if (sign != 0 && sign != f.value().signum()) {
        return 0;
      }
      sign = f.value().signum();
    }
    return sign;
  }

  private static final java.util.Set<String> DURATIONS = WordLists.set("DigitScanGuard.list.2");

  /** Whether a word of time follows the number ("24 hours", "siste 24 timer", "3 days"). */
  /** The label's end of a chart's previous close (the close before its first bar). */
  private static final String CHART_CLOSE = " chart previous close";

  /** The label's end of the change from a chart's previous close, in percent. */
  private static final String CHART_CHANGE = " chart change";

  /**
   * Why a percentage in a sentence that names the chart's previous close is wrong as the change
   * from it ("against the chart's previous close ..., roughly 22%" for +2.27 %), or null. The
   * direction word carries the sign: sizes are compared.
   */
  private static String chartChange(
      String text, ReadNumber n, String subject, List<KeyFigure> figures, FigureMatcher matcher) {
    if (!"%".equals(n.unit()) || !namesChartClose(text, n)) {
      return null;
    }
    for (KeyFigure f : figures) {
      if (!f.label().endsWith(CHART_CHANGE) || !sameSubject(subject, f)) {
        continue;
      }
      KeyFigure size = new KeyFigure(f.label(), f.value().abs(), f.unit(), false, f.aliases());
      if (matcher.matches(n, f) || matcher.matches(n, size)) {
        return null;
      }
      return "'" + span(text, n) + "' is written as " + describe(f) + " but does not state it";
    }
    return null;
  }

  /**
   * Whether the number's sentence names a chart's previous close within 120 characters of it ("the
   * chart's previous close of 9,468.81", "chartPreviousClose: 9468.81"): only then may it state
   * that figure, which is not the close of the day before the price (#22). A bounded window.
   */
  static boolean namesChartClose(String text, ReadNumber n) {
    int from = Math.max(0, n.start() - 120);
    int to = Math.min(text.length(), n.end() + 120);
    for (int i = n.start() - 1; i >= from; i--) {
      char c = text.charAt(i);
      if (c == '\n'
          || c == '!'
          || c == '?'
          || c == '.' && i + 1 < text.length() && Character.isWhitespace(text.charAt(i + 1))) {
        from = i + 1;
        break;
      }
    }
    for (int i = n.end(); i < to; i++) {
      char c = text.charAt(i);
      if (c == '\n'
          || c == '!'
          || c == '?'
          || c == '.' && (i + 1 >= text.length() || Character.isWhitespace(text.charAt(i + 1)))) {
        to = i;
        break;
      }
    }
    String w = text.substring(from, to).toLowerCase(Locale.ROOT);
    return w.contains("chartpreviousclose")
        || w.contains("chart") && (w.contains("previous close") || w.contains("prior close"));
  }

  static boolean duration(String text, ReadNumber n) {
    int i = n.end();
    int len = text.length();
    while (i < len
        && (text.charAt(i) == ' ' || text.charAt(i) == '\u00a0' || text.charAt(i) == '-')) {
      i++;
    }
    int start = i;
    while (i < len && i - start <= 8 && Chars.isLetter(text.charAt(i))) {
      i++;
    }
    if (i == start || (i < len && Chars.isLetter(text.charAt(i)))) {
      return false;
    }
    if (AsciiWords.ascii(text, start, i)) {
      return DURATION_TABLE.find(text, start, i) != null; // no string per number (#24)
    }
    return DURATIONS.contains(text.substring(start, i).toLowerCase(java.util.Locale.ROOT));
  }

  private static final AsciiWords DURATION_TABLE = new AsciiWords(DURATIONS);

  private static boolean isSet(long bits, int i) {
    return i >= 64 || (bits & (1L << i)) != 0;
  }

  /**
   * The first figure from {@code from} on whose bit is set ({@link #isSet}: every figure from 64 on
   * is), or {@code count} when there is none: a loop over the set bits visits the figures a loop
   * over all of them with an {@link #isSet} test would, in the same order, without the others.
   */
  private static int next(long bits, int from, int count) {
    if (from >= 64) {
      return Math.min(from, count);
    }
    long left = bits & (-1L << from);
    return left == 0 ? Math.min(64, count) : Math.min(Long.numberOfTrailingZeros(left), count);
  }

  private static final String HIGH_24H = " 24h high";
  private static final String LOW_24H = " 24h low";

  private static boolean contradictsDirection(String text, ReadNumber n, KeyFigure f) {
    if (!"%".equals(n.unit()) || f.value().signum() == 0) {
      return false;
    }
    int direction = Directions.of(text, n);
    return direction != 0 && direction != f.value().signum();
  }

  /**
   * Whether the figure is a change in a currency ("BTC 24h change in USD"): "down $2,008" states
   * its size and, by the word before it, its sign; "up $2,008" the wrong sign (#22). Only a sign or
   * a word before the amount counts ("about $2,000 higher yesterday" claims no rise).
   */
  private static boolean amountOfChange(KeyFigure f) {
    String label = f.label();
    int at = label.indexOf(" change in ");
    return at > 0 && isCurrency(f.unit()) && label.endsWith(f.unit());
  }

  /**
   * Whether a number whose words give it {@code numberRole} may state a figure of {@code
   * figureRole}: a figure with no role (a price) takes any number; a weather figure takes a number
   * of its own role or of none ("feels like 3 °C" is judged against the feels-like figure only).
   */
  /** Whether a number of this role may be an hour's value ({@link DayHours}). */
  private static boolean hourly(Roles.Role role) {
    return role == null
        || role == Roles.Role.FEELS
        || role == Roles.Role.WIND
        || role == Roles.Role.GUST
        || role == Roles.Role.RAIN
        || role == Roles.Role.UV;
  }

  private static boolean allowed(Roles.Role numberRole, Roles.Role figureRole) {
    if (figureRole == Roles.Role.UV) {
      return numberRole == Roles.Role.UV; // a bare 5 is no UV index: only "UV 5" states it
    }
    return figureRole == null || numberRole == null || numberRole == figureRole;
  }

  private static boolean sameSubject(String subject, KeyFigure f) {
    return subject == null || f.aliases().isEmpty() || Subjects.isKeyOf(subject, f);
  }

  static boolean isCurrency(String unit) {
    if (unit.length() != 3) {
      return false;
    }
    for (int i = 0; i < 3; i++) { // a loop, not a stream: asked several times per number
      char c = unit.charAt(i);
      if (c < 'A' || c > 'Z') {
        return false;
      }
    }
    return true;
  }

  private static String span(String text, ReadNumber n) {
    return text.substring(n.start(), n.end());
  }

  private String override(String text, TurnContext context) {
    Locale locale = replyLocale(text, context);
    String summaries =
        context.groundTruth().stream()
            .map(t -> t.summary(locale).strip())
            .filter(s -> !s.isEmpty())
            .distinct()
            .collect(Collectors.joining("\n\n"));
    if (keptProse == KeptProse.NONE) {
      return summaries;
    }
    List<KeyFigure> all = new ArrayList<>();
    context.groundTruth().forEach(t -> all.addAll(t.keyFigures()));
    String prose =
        Prose.sentencesWithoutFigures(text, locale, direction(all), topic(context.groundTruth()));
    return prose.isEmpty() ? summaries : summaries + "\n\n" + prose;
  }

  /**
   * The language the override speaks: the turn's locale, unless that is English or Norwegian and
   * the user's message shows signs of only the other ("Dollar mot euro 15. januar 2024?" gets a
   * Norwegian override also when the turn fell back to an English locale), or, when the message
   * shows none of either, the draft is clearly in the other (two signs or more, over twice the
   * other's). A message with signs of both keeps the locale.
   */
  static Locale replyLocale(String draft, TurnContext context) {
    Locale locale = context.locale();
    String language = locale.getLanguage();
    boolean norwegian = language.equals("nb") || language.equals("no") || language.equals("nn");
    if (!norwegian && !language.equals("en")) {
      return locale;
    }
    int[] asked = Prose.languageSigns(context.userMessage().content());
    String said = null;
    if (asked[0] == 0 && asked[1] > 0) {
      said = "nb";
    } else if (asked[1] == 0 && asked[0] > 0) {
      said = "en";
    } else if (asked[0] == 0) { // the message does not say: the draft, when it clearly does
      int[] drafted = Prose.languageSigns(draft);
      if (drafted[1] >= 2 && drafted[1] > 2 * drafted[0]) {
        said = "nb";
      } else if (drafted[0] >= 2 && drafted[0] > 2 * drafted[1]) {
        said = "en";
      }
    }
    if ("nb".equals(said) && !norwegian) {
      return Locale.forLanguageTag("nb");
    }
    if ("en".equals(said) && norwegian) {
      return Locale.ENGLISH;
    }
    return locale;
  }

  /** What the turn's data is about beyond its figures, from the ground truth's facts. */
  private static Prose.Topic topic(List<GroundTruth> truths) {
    boolean sports = false;
    StringBuilder conditions = null;
    java.math.BigDecimal temperature = null;
    java.math.BigDecimal wind = null;
    java.math.BigDecimal rain = null;
    for (GroundTruth t : truths) {
      sports |= Scores.any(t.keyFigures());
      if ("weather".equals(t.kind()) || t.facts().containsKey("temperatureC")) {
        conditions = conditions == null ? new StringBuilder() : conditions;
        for (String key : List.of("description", "middayDescription")) {
          if (t.facts().get(key) instanceof String d) {
            conditions.append(' ').append(d.toLowerCase(java.util.Locale.ROOT));
          }
        }
        temperature = decimal(t.facts().get("temperatureC"), temperature);
        wind = decimal(t.facts().get("windKmh"), wind);
        rain = decimal(t.facts().get("chanceOfRainPercent"), rain);
      }
    }
    return new Prose.Topic(
        sports, conditions == null ? null : conditions.toString(), temperature, wind, rain);
  }

  private static java.math.BigDecimal decimal(Object value, java.math.BigDecimal fallback) {
    if (value instanceof java.math.BigDecimal d) {
      return d;
    }
    if (value instanceof Number n) {
      return new java.math.BigDecimal(n.toString());
    }
    return fallback;
  }

  private static String describe(KeyFigure f) {
    String unit = f.unit().isEmpty() ? "" : " " + f.unit();
    return f.label() + " (" + f.value().toPlainString() + unit + ")";
  }

  private static String reason(List<String> problems) {
    String shown = String.join("; ", problems.subList(0, Math.min(MAX_REASONS, problems.size())));
    int more = problems.size() - MAX_REASONS;
    return "replaced by the real data: " + shown + (more > 0 ? "; and " + more + " more" : "");
  }

  /** Builds a {@link DigitScanGuard}. Not thread-safe; the guard it builds is. */
  public static final class Builder {
    private Tolerance tolerance = Tolerance.ROUNDED;
    private KeptProse keptProse = KeptProse.SENTENCES_WITHOUT_FIGURES;

    private Builder() {}

    /**
     * Sets how far a stated number may be from the real value. The default is {@link
     * Tolerance#ROUNDED}.
     *
     * @param tolerance the policy
     * @return this builder
     */
    public Builder tolerance(Tolerance tolerance) {
      this.tolerance = Objects.requireNonNull(tolerance, "tolerance");
      return this;
    }

    /**
     * Sets what an override keeps of the model's words. The default is {@link
     * KeptProse#SENTENCES_WITHOUT_FIGURES}.
     *
     * @param keptProse the choice
     * @return this builder
     */
    public Builder keptProse(KeptProse keptProse) {
      this.keptProse = Objects.requireNonNull(keptProse, "keptProse");
      return this;
    }

    /**
     * Builds the guard.
     *
     * @return the guard; immutable and thread-safe
     */
    public DigitScanGuard build() {
      return new DigitScanGuard(this);
    }
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(DigitScanGuard.class);
  }
}
