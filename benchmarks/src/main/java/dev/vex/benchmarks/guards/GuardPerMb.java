package dev.vex.benchmarks.guards;

import dev.vex.benchmarks.Measure;
import dev.vex.core.TurnContext;
import dev.vex.core.grounding.FailedFetch;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.intent.Intent;
import dev.vex.core.memory.MemoryPolicy;
import dev.vex.core.memory.TurnSignals;
import dev.vex.core.message.Message;
import dev.vex.grounding.intent.GroundingClassifier;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import dev.vex.guards.digits.DigitScanGuard;
import dev.vex.guards.fetch.FailedFetchGuard;
import dev.vex.guards.links.UrlAllowlistGuard;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * Issue 24's target in milliseconds per MB: each guard ({@code DigitScanGuard} in a turn that asks
 * for a price, a change, a match score and the weather, in one that asks for the weather, for a
 * recipe or about a share index's past days, and in one that only mentions subjects; {@code
 * FailedFetchGuard} after three failed fetches; {@code UrlAllowlistGuard}) over replies of 1 MB and
 * 4 MB of each input class: ordinary prose and inputs built to find slow or super-linear paths
 * (long digit runs, {@code -1-1-1…}, many links, deeply nested Markdown, very long words, a
 * megabyte with no full stop, Unicode digits), and for the digit scan's readers of one kind of data
 * the inputs an attacker would write against each ({@link #ATTACK_UNITS}). Linear code costs the
 * same per MB at both sizes; the target is at most 100 ms per MB. The intent classifier and the
 * memory policy read only the first 4,000 and 2,000 characters of a message, so their cost is per
 * message at that length.
 *
 * <p>Each figure is the measuring thread's CPU time (the machine may be busy), the median of {@link
 * #repetitions} runs (with their least and greatest) after a warm-up that lasts until the code is
 * compiled (see {@link #warmUp}); at 4 MB one run more comes first and is not counted. A run past a
 * minute is given up on and reported as such. Each guard and input class is measured in a JVM of
 * its own, as JMH forks each benchmark: in one JVM the classes measured before shape what the JIT
 * compiles for the next (the digit scan on {@code -1-1-1} cost 1.5 times as much after five other
 * classes as alone). The forked JVM's heap is fixed and touched at start ({@link #forkHeap}). Run
 * standalone: {@code java -cp <benchmarks classpath> dev.vex.benchmarks.guards.GuardPerMb [--quick]
 * [--one-jvm]}; to profile a forked JVM, pass it options with {@code
 * -Dvex.guardPerMb.jvmArgs="-XX:StartFlightRecording=filename=x.jfr"}.
 */
public final class GuardPerMb {
  private static final int MB = 1 << 20;
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();
  private static final Duration GIVE_UP = Duration.ofSeconds(60);

  /**
   * A warm-up ends when this many runs in a row were no faster than its best run by 3% and the JIT
   * compiled nothing during them.
   */
  static final int WARM_UP_STABLE_RUNS = 5;

  /** A warm-up ends after this long whatever its runs show. */
  static final Duration WARM_UP_MAX = Duration.ofSeconds(20);

  /** What a forked measurement prints before its figures. */
  private static final String FORK_LINE = "guard-per-mb-cost\t";

  /** The target, in ms per MB. */
  public static final double TARGET_MS_PER_MB = 100;

  /**
   * The heap of a forked measurement of the guard, fixed ({@code -Xms} = {@code -Xmx}) and touched
   * before the first figure ({@code -XX:+AlwaysPreTouch}): in a heap that grows under a 4 MB run,
   * the page faults of its fresh pages were charged to the measuring thread (a single 4 MB cell of
   * the allowlist over raw HTML read 646 ms per MB, its 1 MB cell 74). The largest live set
   * measured, the allowlist over 4 MB of raw HTML (commonmark's and jsoup's trees), is about 190 MB
   * after a collection and reached 433 MB in a 512 MB heap: 1 GB for the allowlist. The digit scan
   * and the failed-fetch guard keep under 24 MB live over 4 MB of {@code -1-1-1}: 384 MB. Touching
   * costs about 4 s of CPU per GB on this machine's busy cores, so the heap is no larger.
   */
  static String forkHeap(String guardName) {
    return guardName.equals("url allowlist") ? "1g" : "384m";
  }

  /** Extra options for every forked JVM, for a profiler ({@code -Dvex.guardPerMb.jvmArgs=...}). */
  static final String FORK_OPTIONS = "vex.guardPerMb.jvmArgs";

  /** The repetitions per cell: the median of them is the figure. */
  static int repetitions(boolean quick) {
    return quick ? 5 : 9;
  }

  static final String PROSE =
      "Bitcoin is currently trading at $86,123.45 (about 912 345 kr), down 2.3% in 24h."
          + " As of 2024-06-01 14:30 UTC the price was checked on"
          + " [CoinGecko](https://www.coingecko.com/en/coins/bitcoin). Temperaturen i Oslo er"
          + " −3 °C, i Bergen 7 grader. Read more at https://evil.example/btc?id=42, or"
          + " <https://news.ycombinator.com/item?id=41234567>. Liverpool beat Tottenham 3-1.\n";

  /**
   * A small model's weather reply about Heideck, English and Norwegian, honest to the recorded
   * wttr.in report of {@link #weatherTruth} (9 °C now, feels like 8 °C, tomorrow 6 to 9 °C).
   */
  static final String WEATHER_PROSE =
      "Right now in Heideck it is 9 °C (48 °F) and overcast, feeling like 8 °C, with a light wind"
          + " of 8 km/h from the southwest and humidity of 58 %. Tomorrow will be cooler: a low of"
          + " 6 °C and a high of 9 °C, with rain likely (up to 100 %). I Heideck er det 9 grader"
          + " nå, føles som 8 grader. I morgen blir det mellom 6 og 9 °C, vind 8 km/t.\n";

  /**
   * A small model's honest reply about the recorded Bakewell tart of {@link #recipeTruth} (English
   * and Norwegian): its amounts with their units, the method's times and oven temperatures in every
   * scale and the ingredient count, each one the recipe gives, so that {@code RecipeClaims} judges
   * every figure and none ends its reading early.
   */
  static final String RECIPE_PROSE =
      "Rub 175 g plain flour into 75 g chilled butter, add 2-3 tbsp cold water and chill the"
          + " lined tin for 30 minutes. Preheat the oven to 200 °C (400 °F, gas 6) and bake blind"
          + " for 15 minutes. Spread 1 tbsp raspberry jam, beat 125 g butter with 125 g caster"
          + " sugar, 125 g ground almonds, 1 egg and ½ tsp almond extract, scatter 50 g flaked"
          + " almonds and bake for about 35 minutes. Du trenger 175 g mel og 125 g mandler; stek"
          + " terten på 200 grader i 35 minutter. The recipe has 10 ingredients.\n";

  /**
   * A small model's honest reply about the recorded ^SP500TR window of {@link #datedTruth}: dates
   * in each form {@code DatedMarket} reads (26 June 2023, June 27, 2023, 2023-07-13, a period),
   * closes, a move and a change, each one the source gives, so that every sentence is judged whole.
   */
  static final String DATED_PROSE =
      "On 26 June 2023 the index closed at 9,297.12, its lowest close in the window. On June 27,"
          + " 2023 it closed at 9,403.62, up from 9,297.12. From 20 June to 14 July 2023 it rose"
          + " from 9,424.02 to 9,683.69 points. On 2023-07-13 it closed at 9,693.30, up 0.86 %.\n";

  /**
   * A small model's honest reply about the recorded Hacker News front page of {@link #newsTruth}
   * (English and Norwegian): stories named by title or author with their points and comment counts,
   * each one the source gives, so that {@code StoryClaims} judges every count and the ask scan
   * every score.
   */
  static final String NEWS_PROSE =
      "On the Hacker News front page, antirez's \"Coding with LLMs in the summer of 2025 – an"
          + " update\" has 543 points and 366 comments. \"Speeding up my ZSH shell\" by saikatsg has 206 points"
          + " and about 100 comments, and \"The Daily Life of a Medieval King\" has 166 points and"
          + " 95 comments. Simulating hand-drawn motion with SVG filters har 251 poeng og 17"
          + " kommentarer.\n";

  /**
   * A small model's honest reply about Liverpool's recorded matches of {@link #sportsTruth}
   * (English and Norwegian): the last result with its score and round, the next match's round in
   * each form {@code RoundClaims} reads ("round 6", "6. runde", "the 6th round").
   */
  static final String SPORTS_PROSE =
      "Liverpool beat Tottenham Hotspur 3–1 in round 32 of the EFL Cup at Anfield. Next, in the"
          + " 6th round of the Premier League, Liverpool host Manchester City. Liverpool slo"
          + " Tottenham 3–1 i runde 32, og i 6. runde møter de Manchester City.\n";

  /** The input classes: each a unit repeated to the size. */
  static final Map<String, String> INPUTS = new LinkedHashMap<>();

  /**
   * Input classes of one kind of data, measured only with the guards of {@link #DATA_INPUTS}: the
   * other guards' cells are those of the input classes above.
   */
  static final Map<String, String> DATA_UNITS = new LinkedHashMap<>();

  /** The guards measured over input classes of {@link #DATA_UNITS} besides {@link #INPUTS}. */
  static final Map<String, List<String>> DATA_INPUTS = new LinkedHashMap<>();

  static {
    DATA_UNITS.put("recipe prose", RECIPE_PROSE);
    DATA_UNITS.put(
        "recipe, no full stop",
        "bake for 35 minutes at 200 °C with 175 g plain flour and 1 egg and ");
    DATA_UNITS.put("dated closes", DATED_PROSE);
    // one sentence of a megabyte: every date and close in it is judged against the others
    DATA_UNITS.put(
        "dates, no full stop",
        "the index closed at 9,297.12 on 26 June 2023 and at 9,403.62 on June 27 and ");
    DATA_UNITS.put("stories prose", NEWS_PROSE);
    // one sentence of a megabyte: each count's story is looked for before and after it
    DATA_UNITS.put(
        "comments, no full stop", "antirez has 366 comments and the King has 95 comments and ");
    // counts of no story the sentence names: each one's story is looked for in the whole sentence
    DATA_UNITS.put("comments, no story named", "one story has 17 comments and ");
    DATA_UNITS.put("rounds prose", SPORTS_PROSE);
    DATA_UNITS.put(
        "rounds, no full stop",
        "Liverpool won 3–1 in round 32 and play the 6th round and runde 6 ");
    // the allowlist past its Markdown limit: addresses, www. names and half links its plain-text
    // reading removes (each off-list token found by three finders, removed in rounds)
    DATA_UNITS.put(
        "e-mails and domains",
        "mail x@evil.example or y@github.com, see www.evil.example and evil.example/x.sh ");
    DATA_UNITS.put(
        "tricky links",
        "[[[a](( <a href= http:// www. ([x](y [ ]( <https:x (((( )))) https://a.b/((( "
            + "www.https://github.com github.com\\.evil.example &#46; `x` ");
    DATA_INPUTS.put("url allowlist", List.of("e-mails and domains", "tricky links"));
    DATA_INPUTS.put("digit scan, recipe", List.of("recipe prose", "recipe, no full stop"));
    DATA_INPUTS.put("digit scan, dated market", List.of("dated closes", "dates, no full stop"));
    DATA_INPUTS.put(
        "digit scan, news",
        List.of("stories prose", "comments, no full stop", "comments, no story named"));
    DATA_INPUTS.put("digit scan, sports", List.of("rounds prose", "rounds, no full stop"));
  }

  /**
   * Input classes an attacker would write to make one reader of the digit scan slow (#24), measured
   * only with the guards of {@link #ATTACK_INPUTS}; unlike {@link #DATA_UNITS} they need not be
   * honest (a wrong count is overridden, as it should be).
   */
  static final Map<String, String> ATTACK_UNITS = new LinkedHashMap<>();

  /** The guards measured over input classes of {@link #ATTACK_UNITS}. */
  static final Map<String, List<String>> ATTACK_INPUTS = new LinkedHashMap<>();

  static {
    // StoryClaims: a title and counts in one sentence of a megabyte
    ATTACK_UNITS.put(
        "story titles and counts", "Speeding up my ZSH shell has 206 points and 17 comments and ");
    // Sky, DayHours: an hour, a figure and a clock time after another, no full stop
    ATTACK_UNITS.put(
        "hours, no full stop", "kl 15 er det 9 grader og kl 16 8 grader og at 6 PM 100 % and ");
    // MatchTimes, Scores: club names and short forms without end
    ATTACK_UNITS.put(
        "team names", "Liverpool and Spurs and Man City and Arsenal and the Reds and ");
    ATTACK_UNITS.put(
        "kick-offs and dates", "Liverpool v Tottenham kicks off at 19:00 on 15 September and ");
    // RecipeSteps: step words and times, no full stop
    ATTACK_UNITS.put("step words", "chill the tin and bake and rub the butter for 5 minutes and ");
    ATTACK_UNITS.put("nested parentheses", "((((bake (200 °C (for (35 minutes (( ");
    ATTACK_INPUTS.put("digit scan, news", List.of("story titles and counts"));
    ATTACK_INPUTS.put("digit scan, weather", List.of("hours, no full stop", "nested parentheses"));
    ATTACK_INPUTS.put("digit scan, sports", List.of("team names", "kick-offs and dates"));
    ATTACK_INPUTS.put("digit scan, recipe", List.of("step words", "nested parentheses"));
  }

  /**
   * The unit of an input class of {@link #INPUTS}, {@link #DATA_UNITS} or {@link #ATTACK_UNITS}.
   */
  static String unit(String inputName) {
    String u = INPUTS.get(inputName);
    if (u == null) {
      u = DATA_UNITS.get(inputName);
    }
    return u != null ? u : ATTACK_UNITS.get(inputName);
  }

  /** The input classes a guard is measured over. */
  static List<String> inputs(String guardName) {
    List<String> out = new ArrayList<>(INPUTS.keySet());
    out.addAll(DATA_INPUTS.getOrDefault(guardName, List.of()));
    out.addAll(ATTACK_INPUTS.getOrDefault(guardName, List.of()));
    return out;
  }

  static {
    INPUTS.put("prose", PROSE);
    INPUTS.put("-1-1-1", "-1");
    // four or more digit groups joined by hyphens are one identifier (session 22): chains of three
    // with a space between keep every number read one by one, the worst case of packed numbers
    INPUTS.put("-1-1-1, spaced", "-1-1-1 ");
    INPUTS.put("one digit run", "9");
    INPUTS.put("digits and spaces", "123 ");
    INPUTS.put("digits, dots, commas", "1.2,3 ");
    INPUTS.put("Markdown links", "See [the docs](https://evil.example/docs/page) here. ");
    INPUTS.put("bare URLs", "https://evil.example/a/b?c=1 www.x.io/p ");
    INPUTS.put("nested quotes, lists", "> - ");
    INPUTS.put("nested emphasis, links", "[*_**(");
    INPUTS.put("one long word", "abcdefghij");
    INPUTS.put("no full stop, figures", "Bitcoin rose 3 and Oslo is 4 and ETH is $3,000 and ");
    INPUTS.put("no full stop, words", "the price went up and the weather in Oslo is nice and ");
    INPUTS.put("short sentences", "BTC is $86,123. ");
    INPUTS.put("scores", "Liverpool 3-1 Tottenham ");
    INPUTS.put("Unicode digits", "١٢٣٫٤ ％５，６ 𝟏𝟐𝟑 ߁߂ ");
    INPUTS.put("weather prose", WEATHER_PROSE);
    // raw HTML without links: the allowlist also renders the reply to judge what a browser reads
    INPUTS.put("raw HTML", "<b>Oslo</b> is <i>12 °C</i> today. ");
  }

  /**
   * One figure: the guard's cost per MB at 1 and 4 MB (the median of the repetitions, with their
   * least and greatest), or per message for the capped readers.
   */
  record Cost(
      String guard,
      String input,
      double msPerMb1,
      double msPerMb4,
      double min1,
      double max1,
      double min4,
      double max4) {
    Cost(String guard, String input, double msPerMb1, double msPerMb4) {
      this(guard, input, msPerMb1, msPerMb4, msPerMb1, msPerMb1, msPerMb4, msPerMb4);
    }

    /** The median, least and greatest of each size's repetitions, in ms per MB. */
    static Cost of(String guard, String input, double[] one, double[] four) {
      return new Cost(
          guard, input, median(one), median(four), min(one), max(one), min(four), max(four));
    }

    double worst() {
      return Math.max(msPerMb1, Double.isNaN(msPerMb4) ? 0 : msPerMb4);
    }
  }

  static double median(double[] v) {
    double[] s = v.clone();
    java.util.Arrays.sort(s);
    int n = s.length;
    return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
  }

  private static double min(double[] v) {
    double m = Double.POSITIVE_INFINITY;
    for (double x : v) {
      m = Math.min(m, x);
    }
    return m;
  }

  private static double max(double[] v) {
    double m = Double.NEGATIVE_INFINITY;
    for (double x : v) {
      m = Math.max(m, x);
    }
    return m;
  }

  /** Only the guards whose name contains this. */
  private static String only = "";

  /** Only the input classes whose name contains this. */
  private static String onlyInput = "";

  private GuardPerMb() {}

  /**
   * Prints the figures.
   *
   * @param args {@code --quick}: the median of 5 runs per figure instead of 9 (the classifier and
   *     the memory policy: one run instead of the best of three); {@code --guard NAME}: only the
   *     guards (or the classifier, the memory policy) whose name contains it; {@code --input NAME}:
   *     only the input classes whose name contains it; {@code --one-jvm}: every guard and input
   *     class in this JVM, one after the other, instead of a JVM each
   * @throws Exception when a run fails
   */
  public static void main(String[] args) throws Exception {
    if (args.length == 4 && args[0].equals("--fork")) {
      Cost c = inThisJvm(args[1], args[2], Integer.parseInt(args[3]));
      System.out.println(
          FORK_LINE
              + String.join(
                  "\t",
                  Double.toString(c.msPerMb1()),
                  Double.toString(c.msPerMb4()),
                  Double.toString(c.min1()),
                  Double.toString(c.max1()),
                  Double.toString(c.min4()),
                  Double.toString(c.max4())));
      System.exit(0);
    }
    boolean quick = List.of(args).contains("--quick");
    boolean fork = !List.of(args).contains("--one-jvm");
    int g = List.of(args).indexOf("--guard");
    only = g >= 0 && g + 1 < args.length ? args[g + 1] : "";
    int in = List.of(args).indexOf("--input");
    onlyInput = in >= 0 && in + 1 < args.length ? args[in + 1] : "";
    System.out.printf(
        "%-20s %-24s %18s %18s%n", "guard", "input", "1 MB (min-max)", "4 MB (min-max)");
    measure(
        repetitions(quick),
        fork,
        c ->
            System.out.printf(
                Locale.ROOT,
                "%-20s %-24s %18s %18s%n",
                c.guard(),
                c.input(),
                format(c.msPerMb1()) + " (" + format(c.min1()) + "-" + format(c.max1()) + ")",
                format(c.msPerMb4()) + " (" + format(c.min4()) + "-" + format(c.max4()) + ")"));
    measureCapped(
        quick ? 1 : 3,
        c ->
            System.out.printf(
                Locale.ROOT,
                "%-12s %-24s %10s µs per message%n",
                c.guard(),
                c.input(),
                format(c.msPerMb1() * 1000)));
    System.exit(0); // a run given up on may still be going
  }

  static String format(double ms) {
    if (Double.isNaN(ms)) {
      return "—";
    }
    if (Double.isInfinite(ms)) {
      return "> " + GIVE_UP.toMillis();
    }
    return String.format(Locale.ROOT, ms >= 10 ? "%.0f" : "%.1f", ms);
  }

  /** The guards measured, in the order of the table. */
  static final List<String> GUARDS =
      List.of(
          "digit scan, ask",
          "digit scan, weather",
          "digit scan, mention",
          "digit scan, recipe",
          "digit scan, dated market",
          "digit scan, news",
          "digit scan, sports",
          "failed fetch",
          "url allowlist");

  /** The guards over every input class, at 1 and 4 MB, each guard and class in a JVM of its own. */
  static List<Cost> measure(int repetitions, Consumer<Cost> each) throws Exception {
    return measure(repetitions, true, each);
  }

  /**
   * The guards over every input class, at 1 and 4 MB: each guard and class in a JVM of its own
   * ({@code fork}), or all in this one.
   */
  static List<Cost> measure(int repetitions, boolean fork, Consumer<Cost> each) throws Exception {
    List<Cost> out = new ArrayList<>();
    for (String g : GUARDS) {
      if (!g.contains(only)) {
        continue;
      }
      for (String input : inputs(g)) {
        if (!input.contains(onlyInput)) {
          continue;
        }
        Cost c =
            fork
                ? forked(Measure.classpath(), g, input, repetitions)
                : inThisJvm(g, input, repetitions);
        out.add(c);
        each.accept(c);
      }
    }
    return out;
  }

  /**
   * One guard over one input class, at 1 and 4 MB, in this JVM: after the warm-up, one run over the
   * 4 MB reply that is not counted (its text is new to the caches and the heap), then {@code
   * repetitions} rounds of one run over each reply, the sizes taking turns so that what the JIT
   * still compiles and what the machine does meanwhile weigh on both alike (run one after the
   * other, a warm-up cut short on a busy machine made the 1 MB runs cost twice the 4 MB ones).
   */
  static Cost inThisJvm(String guardName, String inputName, int repetitions) throws Exception {
    TurnContext turn = turn(guardName);
    Guard guard = guard(guardName);
    double infinite = Double.POSITIVE_INFINITY;
    Cost givenUp = new Cost(guardName, inputName, infinite, infinite);
    warmUpSmall(guard, turn, inputName);
    Draft d1 = new Draft(text(unit(inputName), MB));
    if (Double.isInfinite(warmUp(() -> guard.check(d1, turn)))) {
      return givenUp;
    }
    Draft d4 = new Draft(text(unit(inputName), 4 * MB));
    boolean fourGivenUp = Double.isInfinite(time(1, () -> guard.check(d4, turn)));
    double[] one = new double[repetitions];
    double[] four = new double[repetitions];
    for (int i = 0; i < repetitions; i++) {
      one[i] = time(1, () -> guard.check(d1, turn));
      if (Double.isInfinite(one[i])) {
        return givenUp;
      }
      if (!fourGivenUp) {
        four[i] = time(1, () -> guard.check(d4, turn)) / 4;
        fourGivenUp = Double.isInfinite(four[i]);
      }
    }
    if (fourGivenUp) {
      return new Cost(
          guardName, inputName, median(one), infinite, min(one), max(one), infinite, infinite);
    }
    return Cost.of(guardName, inputName, one, four);
  }

  /**
   * One guard over one input class in a new JVM with the class path ({@code --fork}), its heap
   * fixed at {@link #forkHeap} and touched at start; a JVM that has not answered when every run it
   * makes would have been given up on is ended, and its figures are infinite.
   */
  static Cost forked(String classPath, String guardName, String inputName, int repetitions)
      throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = new ArrayList<>();
    command.add(java);
    command.add("-Xms" + forkHeap(guardName));
    command.add("-Xmx" + forkHeap(guardName));
    command.add("-XX:+AlwaysPreTouch");
    String extra = System.getProperty(FORK_OPTIONS, "").strip();
    if (!extra.isEmpty()) {
      command.addAll(List.of(extra.split("\\s+")));
    }
    command.addAll(
        List.of(
            "-cp",
            classPath,
            GuardPerMb.class.getName(),
            "--fork",
            guardName,
            inputName,
            Integer.toString(repetitions)));
    Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    ExecutorService reader =
        Executors.newSingleThreadExecutor(
            r -> {
              Thread t = new Thread(r, "guard-per-mb-fork");
              t.setDaemon(true);
              return t;
            });
    String out;
    try {
      Future<String> output =
          reader.submit(
              () -> new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
      long limit =
          WARM_UP_MAX.multipliedBy(2).plus(GIVE_UP.multipliedBy(2L * repetitions + 2)).toMillis();
      if (!p.waitFor(limit, TimeUnit.MILLISECONDS)) {
        p.destroyForcibly();
        return new Cost(guardName, inputName, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY);
      }
      out = output.get(GIVE_UP.toMillis(), TimeUnit.MILLISECONDS);
    } finally {
      reader.shutdown();
    }
    for (String line : out.split("\n")) {
      if (line.startsWith(FORK_LINE)) {
        String[] f = line.substring(FORK_LINE.length()).strip().split("\t");
        double[] v = new double[f.length];
        for (int i = 0; i < f.length; i++) {
          v[i] = Double.parseDouble(f[i]);
        }
        return v.length < 6
            ? new Cost(guardName, inputName, v[0], v[1])
            : new Cost(guardName, inputName, v[0], v[1], v[2], v[3], v[4], v[5]);
      }
    }
    throw new IllegalStateException(
        "the forked measurement of "
            + guardName
            + " over "
            + inputName
            + " ended with "
            + p.exitValue()
            + " and printed no figures: "
            + out);
  }

  static Guard guard(String guardName) {
    return switch (guardName) {
      case "failed fetch" -> FailedFetchGuard.create();
      case "url allowlist" -> UrlAllowlistGuard.defaults();
      default -> DigitScanGuard.defaults();
    };
  }

  /**
   * The first half of a warm-up: the guard over replies of {@value #SMALL} characters of the input
   * class, {@code MB / SMALL} of them per run, until their runs are stable as {@link #warmUp} says.
   * Called often, as in a real turn, the guard's methods are compiled whole; a method called once
   * per megabyte is compiled only in its loops, step by step, and stays slower for many runs.
   */
  private static void warmUpSmall(Guard guard, TurnContext turn, String inputName)
      throws Exception {
    Draft small = new Draft(text(unit(inputName), SMALL));
    warmUp(
        () -> {
          for (int i = 0; i < MB / SMALL; i++) {
            guard.check(small, turn);
          }
        });
  }

  /** The size of a reply in the first half of a warm-up, in characters. */
  static final int SMALL = 16 * 1024;

  /**
   * One figure, for a side-by-side run of two builds in one JVM: the guard's cost per MB over
   * {@code mb} MB of the input class, best of {@code runs}, after a warm-up over the same text.
   */
  static double measureOne(String guardName, String inputName, int mb, int runs) throws Exception {
    TurnContext turn = turn(guardName);
    Guard guard = guard(guardName);
    warmUpSmall(guard, turn, inputName);
    Draft d = new Draft(text(unit(inputName), mb * MB));
    double warm = warmUp(() -> guard.check(d, turn));
    if (Double.isInfinite(warm)) {
      return warm;
    }
    return Math.min(warm, time(runs, () -> guard.check(d, turn))) / mb;
  }

  private static Map<String, TurnContext> verdictTurns;
  private static Map<String, Guard> verdictGuards;

  /**
   * The verdict of one of {@link #measure}'s guards in its turn over the text, as a string (its
   * kind, text and reason), for {@link GuardDiff}.
   */
  static synchronized String verdict(String guardName, String text) throws Exception {
    if (verdictTurns == null) {
      verdictTurns = new LinkedHashMap<>();
      verdictGuards = new LinkedHashMap<>();
      for (String g : GUARDS) {
        verdictTurns.put(g, turn(g));
        verdictGuards.put(g, guard(g));
      }
    }
    return verdictGuards
        .get(guardName)
        .check(new Draft(text), verdictTurns.get(guardName))
        .toString();
  }

  /**
   * The intent classifier (its first 4,000 characters) and the memory policy (messages up to 2,000
   * characters), per message at that length: msPerMb1 holds ms per message.
   */
  static List<Cost> measureCapped(int runs, Consumer<Cost> each) throws Exception {
    GroundingClassifier classifier = GroundingClassifier.create();
    MemoryPolicy memory = MemoryPolicy.personalFacts();
    List<Cost> out = new ArrayList<>();
    if (!"classifier".contains(only) && !"memory policy".contains(only)) {
      return out;
    }
    for (Map.Entry<String, String> input : INPUTS.entrySet()) {
      if (!input.getKey().contains(onlyInput)) {
        continue;
      }
      String message = text(input.getValue(), 4000);
      String shorter = text(input.getValue(), 2000);
      int repeat = 200;
      Run classify =
          () -> {
            for (int i = 0; i < repeat; i++) {
              classifier.classify(message);
            }
          };
      warmUp(classify);
      Cost c = new Cost("classifier", input.getKey(), time(runs, classify) / repeat, Double.NaN);
      out.add(c);
      each.accept(c);
      Run remember =
          () -> {
            for (int i = 0; i < repeat; i++) {
              memory.memorable(shorter, TurnSignals.NONE);
              memory.admits(shorter, TurnSignals.NONE);
            }
          };
      warmUp(remember);
      c = new Cost("memory policy", input.getKey(), time(runs, remember) / repeat, Double.NaN);
      out.add(c);
      each.accept(c);
    }
    return out;
  }

  /**
   * Runs the work until the code it runs is compiled: until {@value #WARM_UP_STABLE_RUNS} runs in a
   * row during which the JIT compiled nothing and that were none of them 3% faster than the best
   * before them, or for {@link #WARM_UP_MAX}; a run past {@link #GIVE_UP} ends it. A fixed count of
   * runs was not enough: the digit scan over 1 MB of prose took 150 ms after ten runs and 40 ms
   * after sixty on a busy machine, its compiled code coming in step by step, with plateaus of
   * several runs on the way.
   *
   * @return the best run, in thread CPU milliseconds; infinity for a run given up on
   */
  static double warmUp(Run run) throws Exception {
    long end = System.nanoTime() + WARM_UP_MAX.toNanos();
    double best = Double.POSITIVE_INFINITY;
    int stable = 0;
    while (stable < WARM_UP_STABLE_RUNS && System.nanoTime() < end) {
      long compiling = JIT.getTotalCompilationTime();
      double t = time(1, run);
      boolean compiled = JIT.getTotalCompilationTime() != compiling;
      if (Double.isInfinite(t)) {
        return t;
      }
      if (t < best * 0.97 || compiled) {
        stable = 0;
      } else {
        stable++;
      }
      best = Math.min(best, t);
    }
    return best;
  }

  /**
   * The best of {@code runs} runs, in thread CPU milliseconds; infinity for a run past {@link
   * #GIVE_UP}, which is left to run out on its daemon thread.
   */
  private static double time(int runs, Run run) throws Exception {
    double best = Double.POSITIVE_INFINITY;
    for (int i = 0; i < runs; i++) {
      ExecutorService worker =
          Executors.newSingleThreadExecutor(
              r -> {
                Thread t = new Thread(r, "guard-per-mb");
                t.setDaemon(true);
                return t;
              });
      Future<Long> f =
          worker.submit(
              () -> {
                long c0 = THREADS.getCurrentThreadCpuTime();
                run.run();
                return THREADS.getCurrentThreadCpuTime() - c0;
              });
      try {
        best = Math.min(best, f.get(GIVE_UP.toMillis(), TimeUnit.MILLISECONDS) / 1e6);
      } catch (TimeoutException e) {
        return Double.POSITIVE_INFINITY;
      } finally {
        worker.shutdown();
      }
    }
    return best;
  }

  @FunctionalInterface
  interface Run {
    void run() throws Exception;
  }

  static String text(String unit, int chars) {
    StringBuilder b = new StringBuilder(chars + unit.length());
    while (b.length() < chars) {
      b.append(unit);
    }
    b.setLength(chars);
    if (Character.isHighSurrogate(b.charAt(chars - 1))) {
      b.setCharAt(chars - 1, ' ');
    }
    return b.toString();
  }

  /** The turn a guard of {@link #GUARDS} is measured in. */
  static TurnContext turn(String guardName) throws Exception {
    GroundTruth crypto =
        truth(
            "crypto",
            List.of(
                new KeyFigure(
                    "BTC price",
                    new BigDecimal("86123.45"),
                    "USD",
                    true,
                    List.of("Bitcoin", "BTC")),
                new KeyFigure(
                    "BTC 24h change", new BigDecimal("-2.31"), "%", false, List.of("Bitcoin")),
                new KeyFigure(
                    "Liverpool goals", new BigDecimal("3"), "goals", true, List.of("Liverpool")),
                new KeyFigure(
                    "Tottenham Hotspur goals",
                    new BigDecimal("1"),
                    "goals",
                    true,
                    List.of("Tottenham Hotspur", "Tottenham"))));
    GroundTruth weather =
        truth(
            "weather",
            List.of(
                new KeyFigure(
                    "temperature in Oslo", new BigDecimal("-3"), "°C", true, List.of("Oslo")),
                new KeyFigure(
                    "feels like in Oslo", new BigDecimal("-7"), "°C", false, List.of("Oslo")),
                new KeyFigure(
                    "wind in Oslo", new BigDecimal("12"), "km/h", false, List.of("Oslo"))));
    GroundTruth eth =
        truth(
            "crypto",
            List.of(
                new KeyFigure(
                    "ETH price", new BigDecimal("3000"), "USD", true, List.of("Ethereum", "ETH"))));
    return switch (guardName) {
      case "digit scan, ask" -> turn(List.of(crypto, weather), List.of(), List.of());
      case "digit scan, weather" -> turn(List.of(weatherTruth()), List.of(), List.of());
      case "digit scan, mention" -> turn(List.of(), List.of(), List.of(eth, weather));
      case "digit scan, recipe" -> turn(List.of(recipeTruth()), List.of(), List.of());
      case "digit scan, dated market" -> turn(List.of(), List.of(), List.of(datedTruth()));
      case "digit scan, news" -> turn(List.of(newsTruth()), List.of(), List.of());
      case "digit scan, sports" -> turn(List.of(sportsTruth()), List.of(), List.of());
      case "failed fetch" ->
          turn(
              List.of(),
              List.of(
                  new FailedFetch("weather", "Oslo", "wttr.in", "timed out"),
                  new FailedFetch("crypto", "BTC", "coingecko.com", "HTTP 503"),
                  new FailedFetch("sports", "Liverpool", "thesportsdb.com", "no data")),
              List.of());
      case "url allowlist" -> turn(List.of(), List.of(), List.of());
      default -> throw new IllegalArgumentException("no guard " + guardName);
    };
  }

  /** The recorded wttr.in report of Heideck, as vex-eval ships it (the bytes wttr.in sent). */
  static final String WEATHER_RECORDING = "recorded/wttr/heideck_j1.json";

  private static GroundTruth weatherTruth;

  /**
   * The ground truth of "What is the weather in Heideck?": {@code WeatherFetcher} reads the
   * recorded wttr.in report, byte for byte, from a server on 127.0.0.1, as in a real turn (its
   * hourly figures of the later days included).
   */
  static synchronized GroundTruth weatherTruth() throws Exception {
    if (weatherTruth != null) {
      return weatherTruth;
    }
    byte[] report;
    try (java.io.InputStream in =
        GuardPerMb.class.getClassLoader().getResourceAsStream(WEATHER_RECORDING)) {
      if (in == null) {
        throw new IllegalStateException(WEATHER_RECORDING + " is not on the class path (vex-eval)");
      }
      report = in.readAllBytes();
    }
    com.sun.net.httpserver.HttpServer server =
        com.sun.net.httpserver.HttpServer.create(new java.net.InetSocketAddress("127.0.0.1", 0), 8);
    server.createContext(
        "/Heideck",
        ex -> {
          ex.getResponseHeaders().set("Content-Type", "application/json");
          ex.sendResponseHeaders(200, report.length);
          try (java.io.OutputStream out = ex.getResponseBody()) {
            out.write(report);
          }
        });
    server.start();
    try {
      weatherTruth =
          WeatherFetcher.builder()
              .baseUrl("http://127.0.0.1:" + server.getAddress().getPort())
              .cacheTtl(Duration.ZERO)
              .timeout(Duration.ofSeconds(30)) // a JVM just started on a busy machine
              .build()
              .fetch(Intent.of("weather", "Heideck"));
    } finally {
      server.stop(0);
    }
    return weatherTruth;
  }

  /** The recorded TheMealDB answer for Bakewell tart, as vex-grounding's tests ship it. */
  static final String RECIPE_RECORDING = "fixtures/themealdb/lookup_52767.json";

  /** The recorded Yahoo chart of ^SP500TR by day, 20 June to 14 July 2023 (vex-grounding's). */
  static final String CHART_RECORDING =
      "fixtures/yahoo-chart/chart_SP500TR_1d_2023-06-20_to_2023-07-14.json";

  private static GroundTruth recipeTruth;
  private static GroundTruth datedTruth;

  /**
   * The ground truth of "How do I make Bakewell tart?": {@code RecipeFetcher} reads the recorded
   * TheMealDB answer, byte for byte, from a server on 127.0.0.1, as in a real turn (its amounts,
   * the method's times and oven temperatures, ten ingredients).
   */
  static synchronized GroundTruth recipeTruth() throws Exception {
    if (recipeTruth == null) {
      recipeTruth =
          served(
              "/api/json/v1/1/search.php",
              RECIPE_RECORDING,
              base ->
                  RecipeFetcher.builder()
                      .baseUrl(base)
                      .cacheTtl(Duration.ZERO)
                      .timeout(Duration.ofSeconds(30)) // a JVM just started on a busy machine
                      .build()
                      .fetch(Intent.of("recipes", "Bakewell tart")));
    }
    return recipeTruth;
  }

  /**
   * The ground truth of a follow-up about ^SP500TR "from 20 June to 14 July" 2023, a past window
   * only mentioned: {@code StockFetcher} reads the recorded Yahoo chart by day, byte for byte, from
   * a server on 127.0.0.1 (its clock the day after the window, as in vex-grounding's
   * DatedPricesTest): 18 days of open, high, low, close and change.
   */
  static synchronized GroundTruth datedTruth() throws Exception {
    if (datedTruth == null) {
      datedTruth =
          served(
              "/v8/finance/chart/",
              CHART_RECORDING,
              base ->
                  StockFetcher.builder()
                      .baseUrl(base)
                      .cacheTtl(Duration.ZERO)
                      .timeout(Duration.ofSeconds(30))
                      .clock(Clock.fixed(Instant.parse("2023-07-15T10:00:00Z"), ZoneOffset.UTC))
                      .build()
                      .fetch(
                          new Intent(
                                  "stocks",
                                  "^SP500TR",
                                  Map.of(StockFetcher.DATE, "2023-06-20/2023-07-14"))
                              .withMode(Intent.Mode.MENTION, 1.0, "a past window")));
    }
    return datedTruth;
  }

  /** The recorded Hacker News front page (Algolia's search answer), as vex-grounding ships it. */
  static final String NEWS_RECORDING = "fixtures/hn-algolia/front_page.json";

  /**
   * TheSportsDB's answers for Liverpool, as vex-grounding's sports tests serve them: the recorded
   * last and next events, and the team search its tests build from the documented shape with the
   * recorded team's id (no recording of {@code searchteams.php} exists).
   */
  static final Map<String, String> SPORTS_RECORDINGS =
      Map.of(
          "/searchteams.php", "documented/thesportsdb/searchteams_liverpool.json",
          "/eventslast.php", "fixtures/thesportsdb/eventslast_133602.json",
          "/eventsnext.php", "fixtures/thesportsdb/eventsnext_133602.json");

  private static GroundTruth newsTruth;
  private static GroundTruth sportsTruth;

  /**
   * The ground truth of "What is on Hacker News?": {@code NewsFetcher} reads the recorded front
   * page, byte for byte, from a server on 127.0.0.1 (five stories, each with its points as a key
   * figure and its title, author and comment count as facts).
   */
  static synchronized GroundTruth newsTruth() throws Exception {
    if (newsTruth == null) {
      newsTruth =
          served(
              Map.of("/api/v1/search", NEWS_RECORDING),
              base ->
                  dev.vex.grounding.news.NewsFetcher.builder()
                      .baseUrl(base)
                      .cacheTtl(Duration.ZERO)
                      .timeout(Duration.ofSeconds(30))
                      .build()
                      .fetch(Intent.of("news", "")));
    }
    return newsTruth;
  }

  /**
   * The ground truth of "How are Liverpool doing?": {@code SportsFetcher} reads the team search and
   * the recorded last and next events, byte for byte, from a server on 127.0.0.1 (Liverpool 3–1
   * Tottenham Hotspur in round 32 of the EFL Cup; next, Manchester City in round 6).
   */
  static synchronized GroundTruth sportsTruth() throws Exception {
    if (sportsTruth == null) {
      sportsTruth =
          served(
              SPORTS_RECORDINGS,
              base ->
                  dev.vex.grounding.sports.SportsFetcher.builder()
                      .baseUrl(base)
                      .cacheTtl(Duration.ZERO)
                      .timeout(Duration.ofSeconds(30))
                      .build()
                      .fetch(Intent.of("sports", "Liverpool")));
    }
    return sportsTruth;
  }

  @FunctionalInterface
  private interface Fetch {
    GroundTruth from(String baseUrl) throws Exception;
  }

  /** What the fetcher makes of the recording, served at the path on 127.0.0.1. */
  private static GroundTruth served(String path, String recording, Fetch fetch) throws Exception {
    return served(Map.of(path, recording), fetch);
  }

  /** What the fetcher makes of the recordings, each served at its path on 127.0.0.1. */
  private static GroundTruth served(Map<String, String> recordings, Fetch fetch) throws Exception {
    com.sun.net.httpserver.HttpServer server =
        com.sun.net.httpserver.HttpServer.create(new java.net.InetSocketAddress("127.0.0.1", 0), 8);
    for (Map.Entry<String, String> r : recordings.entrySet()) {
      byte[] body;
      try (java.io.InputStream in =
          GuardPerMb.class.getClassLoader().getResourceAsStream(r.getValue())) {
        if (in == null) {
          throw new IllegalStateException(
              r.getValue() + " is not on the class path (vex-grounding)");
        }
        body = in.readAllBytes();
      }
      server.createContext(
          r.getKey(),
          ex -> {
            ex.getResponseHeaders().set("Content-Type", "application/json");
            ex.sendResponseHeaders(200, body.length);
            try (java.io.OutputStream out = ex.getResponseBody()) {
              out.write(body);
            }
          });
    }
    server.start();
    try {
      return fetch.from("http://127.0.0.1:" + server.getAddress().getPort());
    } finally {
      server.stop(0);
    }
  }

  private static GroundTruth truth(String kind, List<KeyFigure> figures) {
    return new GroundTruth(
        kind,
        "source",
        List.of("https://example.com/"),
        Instant.parse("2026-01-01T12:00:00Z"),
        Map.of(),
        figures,
        Map.of("en", "REAL DATA: " + figures),
        null);
  }

  private static TurnContext turn(
      List<GroundTruth> asks, List<FailedFetch> failed, List<GroundTruth> mentioned) {
    return new TurnContext(
        Message.user("question"),
        Locale.ENGLISH,
        List.of(Intent.chat()),
        asks,
        List.of(),
        List.of("https://www.coingecko.com/en/coins/bitcoin"),
        "qwen2.5:3b",
        null,
        failed,
        mentioned);
  }
}
