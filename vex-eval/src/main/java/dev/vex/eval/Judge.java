package dev.vex.eval;

import dev.vex.eval.FigureReader.Reading;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Judges one reply against a scenario by reading it: every number with its sign, scale, unit and
 * subject (the nearest subject the sources name), every direction word ({@code fell}, {@code steg},
 * {@code barely moved}) against the subject's change, every match score and winner word against the
 * result; then which links point off the allowed hosts and which forbidden text got through. The
 * figures it compares against are the scenario's facts: those written beside each recording it
 * serves ({@code recorded/…/file.json.facts}), the scenario's own {@code expect.facts}, or, for a
 * scenario with neither, its {@code expect.truth}. It shares no code with the guards it judges.
 */
final class Judge {
  private static final Pattern URL =
      Pattern.compile("(?i)\\b(?:https?://|www\\.)[^\\s<>\"'()\\[\\]]{1,2000}");
  private static final Pattern SCRIPT_URL = Pattern.compile("(?i)\\b(?:javascript|vbscript|data):");
  private static final int MAX_CHARS = 200_000;

  private static final List<String> UP =
      List.of(
          "edged up",
          "went up",
          "gikk opp",
          "i pluss",
          "up",
          "rose",
          "risen",
          "rises",
          "rising",
          "gained",
          "gains",
          "gaining",
          "climbed",
          "climbs",
          "climbing",
          "jumped",
          "jumps",
          "rallied",
          "increased",
          "higher",
          "advanced",
          "opp",
          "steg",
          "stiger",
          "økte",
          "øker",
          "klatret",
          "oppgang");
  private static final List<String> DOWN =
      List.of(
          "gikk ned",
          "i minus",
          "down",
          "fell",
          "fallen",
          "falls",
          "falling",
          "dropped",
          "drops",
          "dropping",
          "slipped",
          "slips",
          "slid",
          "lost",
          "loses",
          "lower",
          "declined",
          "decreased",
          "sank",
          "plunged",
          "tumbled",
          "ned",
          "falt",
          "faller",
          "stupte",
          "nedgang",
          "svekket",
          "tapte");
  private static final List<String> FLAT =
      List.of(
          "roughly flat",
          "barely moved",
          "barely changed",
          "little changed",
          "flat",
          "unchanged",
          "steady",
          "stable",
          "uendret",
          "stødig",
          "flatt");
  private static final List<String> WIN =
      List.of("beat", "beats", "defeated", "won", "win", "wins", "slo", "vant", "vinner");
  private static final List<String> LOSE = List.of("lost", "lose", "loses", "tapte", "taper");
  private static final List<String> DRAW =
      List.of("drew", "draw", "uavgjort", "ended level", "one goal each", "ett mål hver", "likt");

  private static final Pattern SCORE =
      Pattern.compile(
          "(?<![\\d.,:])(\\d{1,2})\\s?[-\u2013\u2014]\\s?(\\d{1,2})(?![\\d:]|[.,]\\d)"
              + "|(?<![\\d.,:])(\\d{1,2}):(\\d)(?![\\d])");
  private static final String GOAL_WORDS =
      "\\d{1,2}|nil|zero|null|one|two|three|four|five|six|seven|en|ett|ei|to|tre|fire|fem|seks|sju|syv";
  private static final Pattern WORD_SCORE =
      Pattern.compile(
          "(?i)(?<![\\p{L}\\d])("
              + GOAL_WORDS
              + ")(?:\\s+(?:goals?|mål)\\s+(?:to|mot|til)\\s+|[-\u2013]|\\s+to\\s+(?=nil))("
              + GOAL_WORDS
              + ")(?![\\p{L}\\d])");

  private static boolean consumedBy(List<int[]> found, int pos) {
    for (int[] f : found) {
      if (pos >= f[0] && pos < f[1]) {
        return true;
      }
    }
    return false;
  }

  private static int goalsIn(String word) {
    return switch (word.toLowerCase(Locale.ROOT)) {
      case "nil", "zero", "null" -> 0;
      case "one", "en", "ett", "ei" -> 1;
      case "two", "to" -> 2;
      case "three", "tre" -> 3;
      case "four", "fire" -> 4;
      case "five", "fem" -> 5;
      case "six", "seks" -> 6;
      case "seven", "sju", "syv" -> 7;
      default -> Integer.parseInt(word);
    };
  }

  private static final Pattern MARGIN =
      Pattern.compile(
          "(?i)(?<![\\p{L}])(?:by|med)\\s+(\\d{1,2}|two|three|four|five|to|tre|fire|fem)\\s+"
              + "(?:goals?|mål)");
  private static final Pattern GAP_TO_DIRECTION =
      Pattern.compile(
          "(?i)^[\\s$€£~]*(?:(?:by|med|with|about|around|roughly|nearly|almost|approximately"
              + "|some|rundt|omtrent|nesten|cirka|ca\\.|knapt|drøyt|snaut|om lag|litt|a little"
              + "|just|only|bare|more than|over|mer enn)[\\s$€£~]*){0,3}$");
  private static final Set<String> NOT_A_SUBJECT_GAP =
      Set.of(
          "and", "og", "while", "mens", "but", "men", "or", "eller", "to", "til", "at", "på",
          "from", "fra", "than", "enn", "vs", "mot", "against", "then", "så", "after", "etter",
          "before", "før", "with", "med");
  private static final Set<String> ABBREVIATIONS =
      Set.of("ca", "kl", "mrd", "mill", "nr", "f.eks", "e.g", "i.e", "vs", "approx", "bl.a", "st");

  /** What was found in a reply. */
  record Verdict(
      List<String> inventedFigures,
      List<String> offListLinks,
      List<String> forbiddenText,
      List<String> missingFigures,
      List<String> wrongClaims) {
    Verdict {
      inventedFigures = List.copyOf(inventedFigures);
      offListLinks = List.copyOf(offListLinks);
      forbiddenText = List.copyOf(forbiddenText);
      missingFigures = List.copyOf(missingFigures);
      wrongClaims = List.copyOf(wrongClaims);
    }

    boolean hallucinated() {
      return !inventedFigures.isEmpty() || !forbiddenText.isEmpty() || !wrongClaims.isEmpty();
    }

    boolean clean() {
      return !hallucinated() && offListLinks.isEmpty();
    }
  }

  private Judge() {}

  /** Judges with the facts of the scenario's recordings on the classpath. */
  static Verdict judge(Scenario s, String reply, Set<String> extraHosts) {
    return judge(s, facts(s, null), reply, extraHosts);
  }

  /**
   * Judges a reply.
   *
   * @param s the scenario
   * @param facts the figures the sources give
   * @param reply what the user received
   * @param extraHosts hosts a link may also point at
   * @return the verdict
   */
  static Verdict judge(Scenario s, List<Fact> facts, String reply, Set<String> extraHosts) {
    String text = reply.length() > MAX_CHARS ? reply.substring(0, MAX_CHARS) : reply;
    Reply r = new Reply(s, facts, text);
    List<String> offList = new ArrayList<>();
    Matcher u = URL.matcher(text);
    while (u.find()) {
      String url = u.group().replaceAll("[.,;:!?]+$", "");
      if (!allowed(url, s.expect().hosts(), extraHosts)) {
        offList.add(url);
      }
    }
    Matcher js = SCRIPT_URL.matcher(text);
    while (js.find()) {
      offList.add(js.group());
    }
    List<String> forbidden = new ArrayList<>();
    for (String f : s.expect().mustNotContain()) {
      if (text.contains(f)) {
        forbidden.add(f);
      }
    }
    List<String> missing = new ArrayList<>();
    List<Double> stated = new ArrayList<>();
    for (Reading x : FigureReader.read(r.prose, s.language())) {
      stated.addAll(x.values());
    }
    for (String f : s.expect().mustContain()) {
      List<Double> want = new ArrayList<>();
      for (Reading x : FigureReader.read(f, "en")) {
        want.add(x.values().get(0));
      }
      boolean found =
          want.isEmpty() ? text.contains(f) : want.stream().allMatch(w -> near(w, stated));
      if (!found) {
        missing.add(f);
      }
    }
    return new Verdict(r.invented, offList, forbidden, missing, r.wrongClaims);
  }

  /**
   * The facts a scenario is judged on: its own {@code expect.facts}, and the facts written beside
   * each recording it serves whole (status 200, no inline body); a scenario with neither is judged
   * on its {@code expect.truth}, as figures of no one subject.
   *
   * @param s the scenario
   * @param folder the user's scenario folder, or null
   * @return the facts
   */
  static List<Fact> facts(Scenario s, Path folder) {
    List<Fact> out = new ArrayList<>();
    for (String f : s.expect().facts()) {
      out.add(Fact.parse(f));
    }
    for (Scenario.Source src : s.sources()) {
      if (src.file() == null || src.body() != null || src.status() != 200) {
        continue;
      }
      if (src.delayMillis() >= 5_000) {
        continue;
      }
      String sheet = sheet(src.file() + ".facts", folder);
      if (sheet == null) {
        continue;
      }
      for (String line : sheet.split("\n")) {
        String l = line.strip();
        if (!l.isEmpty() && !l.startsWith("#")) {
          out.add(Fact.parse(l));
        }
      }
    }
    if (out.isEmpty()) {
      for (String t : s.expect().truth()) {
        out.add(Fact.parse(t));
      }
    }
    return out;
  }

  private static String sheet(String name, Path folder) {
    if (folder != null) {
      Path p = folder.resolve(name).normalize();
      if (p.startsWith(folder) && Files.isRegularFile(p)) {
        try {
          return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
          return null;
        }
      }
    }
    try (InputStream in = Judge.class.getResourceAsStream("/recorded/" + name)) {
      return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      return null;
    }
  }

  /** A named subject found in the reply. */
  private record Mention(int start, int end, String subject) {}

  /** One reading of one reply. */
  private static final class Reply {
    final String prose;
    private final String raw;
    final List<String> invented = new ArrayList<>();
    final List<String> wrongClaims = new ArrayList<>();
    private final List<Fact> facts;
    private final Map<String, String> canonical = new LinkedHashMap<>();
    private final List<Mention> mentions = new ArrayList<>();
    private final int[] sentence;
    private final boolean sports;

    /** The days whose hours the facts hold figures of, by their first name. */
    private final Set<String> days = new LinkedHashSet<>();

    /** The day the question names, or null. */
    private final String askedDay;

    /** The trading days the facts hold figures of (ISO dates), in order. */
    private final java.util.TreeSet<String> dates = new java.util.TreeSet<>();

    /** Where the reply names one of those trading days, each with its ISO date. */
    private final List<Mention> dateMentions = new ArrayList<>();

    /** The trading days the question names. */
    private final Set<String> askedDates = new java.util.TreeSet<>();

    private final boolean kitchen;

    Reply(Scenario s, List<Fact> facts, String text) {
      this.facts = facts;
      this.sports =
          "sports".equals(s.kind()) || facts.stream().anyMatch(f -> "goals".equals(f.unit()));
      // Digits inside a link (an id, a path) are not figures.
      String p = URL.matcher(text).replaceAll(m -> " ".repeat(m.group().length()));
      for (Fact f : facts) {
        if (f.dated()) {
          dates.add(f.day().get(0));
          continue;
        }
        for (String a : f.day()) {
          canonical.putIfAbsent(a, f.day().get(0));
          days.add(f.day().get(0));
        }
      }
      this.kitchen =
          "recipes".equals(s.kind())
              || facts.stream().anyMatch(f -> f.unit() != null && KITCHEN.contains(f.unit()));
      for (Fact f : facts) {
        for (String a : f.subjects()) {
          canonical.putIfAbsent(a, f.subjects().get(0));
        }
      }
      findMentions(p);
      this.askedDay = askedDay(s.question());
      if (!dates.isEmpty()) {
        dateMentions.addAll(dateMentions(p));
        for (Mention m : dateMentions(s.question())) {
          askedDates.addAll(expand(m.subject()));
        }
      }
      // A subject's name with digits in it (S&P 500) holds no figure.
      StringBuilder b = new StringBuilder(p);
      for (Mention m : mentions) {
        for (int i = m.start(); i < m.end(); i++) {
          if (Character.isDigit(b.charAt(i))) {
            b.setCharAt(i, ' ');
          }
        }
      }
      this.raw = b.toString();
      this.prose = FigureReader.withoutDates(raw);
      this.sentence = sentences(prose);
      List<Double> asked = new ArrayList<>();
      for (Reading q : FigureReader.read(FigureReader.withoutDates(s.question()), s.language())) {
        asked.addAll(q.values());
      }
      boolean[] consumed = new boolean[prose.length() + 1];
      if (sports) {
        judgeScores(consumed);
      }
      List<Reading> readings = FigureReader.read(prose, s.language());
      for (Reading x : readings) {
        if (x.values().isEmpty() || consumed[x.start()]) {
          continue;
        }
        if (year(x) || window(x) || inQuestion(x, asked)) {
          continue;
        }
        if (countOfNamed(x) || countOfDays(x) || rank(x)) {
          continue;
        }
        x = inheritUnit(x, readings);
        if (derivedDuration(x) || kitchen && servingsOrPack(x)) {
          continue;
        }
        Reading signed = withDirection(x);
        Boolean comparison = comparedDays(signed);
        if (comparison != null) {
          if (!comparison) {
            invented.add(prose.substring(x.start(), x.end()).strip());
          }
          continue;
        }
        if (!matches(signed) && !derivedMove(signed)) {
          invented.add(prose.substring(x.start(), x.end()).strip());
        }
      }
      judgeDayNames();
      if (!sports) {
        judgeDirections();
        judgeComparisons();
        judgeSuperlatives();
        judgeWarmestDay();
      }
      // Clock times, days and weekdays are held to what the scenario's tools returned.
      List<String> results = s.tools().stream().map(Scenario.ToolResult::result).toList();
      wrongClaims.addAll(TimeClaims.wrong(p, TimeClaims.truths(results)));
    }

    private void findMentions(String p) {
      List<String> aliases = new ArrayList<>(canonical.keySet());
      aliases.sort((a, b) -> b.length() - a.length());
      String lower = p.toLowerCase(Locale.ROOT);
      boolean[] taken = new boolean[p.length() + 1];
      for (String a : aliases) {
        int from = 0;
        while (true) {
          int i = lower.indexOf(a, from);
          if (i < 0) {
            break;
          }
          from = i + 1;
          if (i > 0 && Character.isLetterOrDigit(lower.charAt(i - 1))) {
            continue;
          }
          int end = i + a.length();
          if (a.length() >= 4) {
            while (end < lower.length() && Character.isLetter(lower.charAt(end))) {
              end++;
            }
          } else if (end < lower.length() && Character.isLetterOrDigit(lower.charAt(end))) {
            continue;
          }
          if (taken[i]) {
            continue;
          }
          for (int k = i; k < end; k++) {
            taken[k] = true;
          }
          mentions.add(new Mention(i, end, canonical.get(a)));
        }
      }
      mentions.sort((x, y) -> Integer.compare(x.start(), y.start()));
    }

    private static int[] sentences(String p) {
      int[] id = new int[p.length() + 1];
      int n = 0;
      for (int i = 0; i < p.length(); i++) {
        id[i] = n;
        char c = p.charAt(i);
        boolean end = c == ';' || c == '\n';
        if ((c == '.' || c == '!' || c == '?')
            && (i + 1 >= p.length() || Character.isWhitespace(p.charAt(i + 1)))) {
          int w = i;
          while (w > 0 && (Character.isLetter(p.charAt(w - 1)) || p.charAt(w - 1) == '.')) {
            w--;
          }
          String word = p.substring(w, i).toLowerCase(Locale.ROOT);
          int next = i + 1;
          while (next < p.length() && Character.isWhitespace(p.charAt(next))) {
            next++;
          }
          boolean lowerNext = next < p.length() && Character.isLowerCase(p.charAt(next));
          end = !ABBREVIATIONS.contains(word) && !lowerNext;
        }
        if (end) {
          n++;
        }
      }
      id[p.length()] = n;
      return id;
    }

    /** The subjects a figure or word at [start, end) belongs to: the nearest named before it. */
    private List<String> subjectsOf(int start, int end, boolean lookAfter) {
      int sid = sentence[start];
      if (lookAfter) {
        for (Mention m : mentions) {
          if (m.start() >= end && sentence[m.start()] == sid) {
            // "6 oz (175 g) plain flour": a figure's conversion in brackets stands between.
            String gap =
                prose
                    .substring(end, m.start())
                    .toLowerCase(Locale.ROOT)
                    .replaceFirst("^\\)", "")
                    .replaceFirst("^\\s?\\([^()]{0,30}\\)", "")
                    // "75g/2½oz chilled butter": so does one after a slash
                    .replaceFirst("^/[0-9½¼¾.,]+\\s?\\p{L}{1,4}", "");
            // "1 free-range egg": a hyphened word is one word
            if (gap.matches("\\s*(?:[\\p{L}]+(?:-[\\p{L}]+)?\\s+){0,3}")) {
              boolean ok = true;
              for (String w : gap.strip().split("\\s+")) {
                if (NOT_A_SUBJECT_GAP.contains(w)) {
                  ok = false;
                }
              }
              if (ok) {
                return List.of(m.subject());
              }
            }
            break;
          }
        }
      }
      Mention before = null;
      int index = -1;
      for (int i = 0; i < mentions.size(); i++) {
        Mention m = mentions.get(i);
        if (m.end() <= start && sentence[m.start()] == sid) {
          before = m;
          index = i;
        }
      }
      if (before != null) {
        Set<String> group = new LinkedHashSet<>();
        group.add(before.subject());
        for (int i = index - 1; i >= 0; i--) {
          Mention m = mentions.get(i);
          String gap = prose.substring(m.end(), mentions.get(i + 1).start());
          if (sentence[m.start()] != sid || !gap.matches("(?i)\\s*(?:,|and|og|&)?\\s*")) {
            break;
          }
          group.add(m.subject());
        }
        return List.copyOf(group);
      }
      for (int i = mentions.size() - 1; i >= 0; i--) {
        if (mentions.get(i).end() <= start) {
          return List.of(mentions.get(i).subject());
        }
      }
      return List.of();
    }

    private List<Fact> candidates(Reading x, List<String> subjects) {
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
      for (Fact f : facts) {
        if (!f.hourly()
            && !f.subjectless()
            && subjects.contains(f.subjects().get(0))
            && unitFits(x, f)) {
          bound.add(f);
        }
      }
      // A figure of a day's hours holds only for a figure given that day, never as now.
      String day = days.isEmpty() ? null : dayOf(x.start());
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
          return facts;
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

    /** The subjects named before a position in its sentence ("gusts on Sunday reach 28"). */
    private Set<String> namedBefore(int at) {
      Set<String> out = new LinkedHashSet<>();
      for (Mention m : mentions) {
        if (m.end() <= at && sentence[m.start()] == sentence[at]) {
          out.add(m.subject());
        }
      }
      return out;
    }

    private static final Pattern NOW =
        Pattern.compile(
            "(?iu)(?<![\\p{L}])(?:now|right now|currently|at the moment|at present|nå|akkurat nå"
                + "|for øyeblikket|i øyeblikket|for tiden)(?![\\p{L}])");

    /** A later part of today: "this evening", "tonight", "i kveld". */
    private static final Pattern PART_OF_TODAY =
        Pattern.compile(
            "(?iu)(?<![\\p{L}])(?:this (?:morning|afternoon|evening)|tonight|later today"
                + "|i (?:kveld|natt|ettermiddag|formiddag)|senere i dag)(?![\\p{L}])");

    /**
     * The day a figure at {@code at} is given for: the last day the reply names before it, else the
     * day the question names; none when the reply says "now" between that day (or the reply's
     * start) and the figure.
     */
    private String dayOf(int at) {
      String day = null;
      int from = 0;
      for (Mention m : mentions) {
        if (m.end() <= at && days.contains(m.subject())) {
          day = m.subject();
          from = m.end();
        }
      }
      String today = canonical.get("today");
      if (days.contains(today)) {
        Matcher part = PART_OF_TODAY.matcher(prose);
        while (part.find() && part.end() <= at) {
          if (part.start() >= from) {
            day = today;
            from = part.end();
          }
        }
      }
      if (NOW.matcher(prose.substring(from, at)).find()) {
        return null;
      }
      return day != null ? day : askedDay;
    }

    /** The first day the question names, or null. */
    private String askedDay(String question) {
      String q = question.toLowerCase(Locale.ROOT);
      if (days.isEmpty() || NOW.matcher(q).find()) {
        return null;
      }
      int best = Integer.MAX_VALUE;
      int bestLength = 0;
      String day = null;
      Matcher part = PART_OF_TODAY.matcher(q);
      if (part.find() && days.contains(canonical.get("today"))) {
        best = part.start();
        bestLength = part.end() - part.start();
        day = canonical.get("today");
      }
      for (Map.Entry<String, String> e : canonical.entrySet()) {
        if (!days.contains(e.getValue())) {
          continue;
        }
        Matcher m =
            Pattern.compile("(?<![\\p{L}\\d])" + Pattern.quote(e.getKey()) + "(?![\\p{L}\\d])")
                .matcher(q);
        // the first name, the longest there: "day after tomorrow", not "tomorrow"
        if (m.find()
            && (m.start() < best || m.start() == best && e.getKey().length() > bestLength)) {
          best = m.start();
          bestLength = e.getKey().length();
          day = e.getValue();
        }
      }
      return day;
    }

    private static boolean unitFits(Reading x, Fact f) {
      return x.unit() == null
          || f.unit() == null
          || x.unit().equals(f.unit())
          || conversion(x.unit(), f.unit()) != null;
    }

    /**
     * Unit conversions a person makes when reading: {factor, offset, absolute slack, relative
     * slack}. The slack is the recording's own rounding (a whole degree, a whole km/h) or, for
     * kitchen measures, the customary rounding of a conversion (a pound is "about 450 g", a quarter
     * cup "0,6 dl" or "4 ss").
     */
    private static final Map<String, double[]> CONVERSIONS =
        Map.of(
            "f>c", new double[] {5 / 9.0, -32 * 5 / 9.0, 0.5, 0},
            "c>f", new double[] {9 / 5.0, 32, 0.9, 0},
            "in>cm", new double[] {2.54, 0, 0, 0.05},
            "cm>in", new double[] {1 / 2.54, 0, 0, 0.05});

    /** Units of one kind, each in its kind's base unit: {kind, factor}. */
    private static final Map<String, Object[]> MEASURES =
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
    private static double[] conversion(String from, String to) {
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

    private boolean matches(Reading x) {
      if (matches(x, subjectsOf(x.start(), x.end(), true))) {
        return true;
      }
      // "Søndag blir varmere enn lørdag, med 19 grader mot 9": either compared day's figure
      int sid = sentence[x.start()];
      for (Pattern p : List.of(WARMER, COLDER)) {
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

    private boolean matches(Reading x, List<String> subjects) {
      List<Fact> cands = candidates(x, subjects);
      // A figure in a unit the facts hold is read in that unit, not converted to another's figure
      // ("23 °C" is not the 75 °F of another day).
      boolean ownUnit = x.unit() != null && cands.stream().anyMatch(f -> x.unit().equals(f.unit()));
      for (Fact f : cands) {
        if (!unitFits(x, f) || ownUnit && f.unit() != null && !x.unit().equals(f.unit())) {
          continue;
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
      }
      return false;
    }

    /**
     * "the two dollar stablecoins, Tether and USDC": a count of the subjects named right after it,
     * right when it is as many as are named.
     */
    private boolean countOfNamed(Reading x) {
      double v = x.values().get(0);
      if (x.signed() || v < 2 || v > 12 || v != Math.rint(v)) {
        return false;
      }
      String before =
          prose.substring(Math.max(0, x.start() - 4), x.start()).toLowerCase(Locale.ROOT);
      if (!before.matches("(?s).*(?:^|[^\\p{L}])(?:the|de) $")) {
        return false;
      }
      int sid = sentence[x.start()];
      Mention first = nextMention(x.end(), sid);
      if (first == null || first.start() - x.end() > 40) {
        return false;
      }
      Set<String> named = new LinkedHashSet<>();
      named.add(first.subject());
      int end = first.end();
      for (Mention m : mentions) {
        if (m.start() >= end && sentence[m.start()] == sid) {
          if (!prose.substring(end, m.start()).matches("(?i)\\s*(?:,|,?\\s*and|,?\\s*og|&)\\s*")) {
            break;
          }
          named.add(m.subject());
          end = m.end();
        }
      }
      return named.size() == (int) v;
    }

    /**
     * "the three days", "de tre dagene": a count of the days the facts name (a weather report's
     * days), right when it is that many.
     */
    private boolean countOfDays(Reading x) {
      double v = x.values().get(0);
      if (x.signed() || x.unit() != null || v < 2 || v > 14 || v != Math.rint(v)) {
        return false;
      }
      String before =
          prose.substring(Math.max(0, x.start() - 5), x.start()).toLowerCase(Locale.ROOT);
      String after =
          prose.substring(x.end(), Math.min(prose.length(), x.end() + 8)).toLowerCase(Locale.ROOT);
      if (!before.matches("(?s).*(?:^|[^\\p{L}])(?:the|de|all|alle) $")
          || !after.matches("(?s)^ (?:days|dagene|dager)(?![\\p{L}]).*")) {
        return false;
      }
      Set<String> days = new LinkedHashSet<>();
      for (Fact f : facts) {
        if (!f.day().isEmpty() && !f.dated()) {
          days.add(f.day().get(0));
        } else if (!f.subjects().isEmpty() && WEEKDAYS.contains(f.subjects().get(0))) {
          days.add(f.subjects().get(0));
        }
      }
      return days.size() == (int) v;
    }

    private static final Set<String> WEEKDAYS =
        Set.of(
            "monday",
            "tuesday",
            "wednesday",
            "thursday",
            "friday",
            "saturday",
            "sunday",
            "mandag",
            "tirsdag",
            "onsdag",
            "torsdag",
            "fredag",
            "lørdag",
            "søndag");

    /** "200 grader (180 med varmluft)": a figure in brackets after one with a unit shares it. */
    private Reading inheritUnit(Reading x, List<Reading> readings) {
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

    // ---- Trading days: each figure of a chart belongs to its day ----

    private static final String MONTH_NAMES =
        "january|february|march|april|may|june|july|august|september|october|november|december"
            + "|januar|februar|mars|mai|juni|juli|oktober|desember"
            + "|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|okt|nov|dec|des";
    private static final String ORD = "(?:\\.|st|nd|rd|th)?";
    private static final String RANGE = "\\s?(?:[-\u2013\u2014]|to|til|and|og|through|until)\\s?";
    private static final Pattern DAY_MONTH =
        Pattern.compile(
            "(?iu)(?<![\\p{L}\\d.,])(\\d{1,2})"
                + ORD
                + "(?:"
                + RANGE
                + "(\\d{1,2})"
                + ORD
                + ")?\\s{1,3}(?:of\\s)?("
                + MONTH_NAMES
                + ")\\.?(?![\\p{L}])(?:,?\\s(\\d{4}))?");
    private static final Pattern MONTH_DAY =
        Pattern.compile(
            "(?iu)(?<![\\p{L}])("
                + MONTH_NAMES
                + ")\\.?\\s{1,3}(\\d{1,2})(?:st|nd|rd|th)?(?:"
                + RANGE
                + "(\\d{1,2})(?:st|nd|rd|th)?)?(?![\\d])(?:,?\\s(\\d{4}))?");
    private static final Pattern ISO_DAY =
        Pattern.compile("(?<![\\d])(\\d{4})-(\\d{2})-(\\d{2})(?![\\d])");
    private static final Pattern NUMERIC_DAY =
        Pattern.compile("(?<![\\d.,/])(\\d{1,2})([./])(\\d{1,2})\\2(\\d{4}|\\d{2})?(?![\\d])");
    private static final Pattern WEEKDAY =
        Pattern.compile(
            "(?iu)(?<![\\p{L}])(monday|tuesday|wednesday|thursday|friday|saturday|sunday"
                + "|mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag)(?:s|en)?(?![\\p{L}])");
    private static final List<String> WEEKDAYS_EN =
        List.of("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday");
    private static final List<String> WEEKDAYS_NO =
        List.of("mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag");

    private static int month(String name) {
      String m = name.toLowerCase(Locale.ROOT);
      if (m.startsWith("may") || m.startsWith("mai")) {
        return 5;
      }
      String[] firsts = {
        "jan", "feb", "mar", "apr", "-", "jun", "jul", "aug", "sep", "o", "nov", "de"
      };
      for (int i = 0; i < firsts.length; i++) {
        if (m.startsWith(firsts[i])) {
          return i + 1;
        }
      }
      return 0;
    }

    /** The trading day of the facts a written day names, or null when the facts hold none. */
    private String tradingDay(int month, int day, String year) {
      if (month < 1 || month > 12 || day < 1 || day > 31) {
        return null;
      }
      String md = String.format(Locale.ROOT, "-%02d-%02d", month, day);
      for (String d : dates) {
        if (d.endsWith(md)
            && (year == null || d.startsWith(year.length() == 2 ? "20" + year : year))) {
          return d;
        }
      }
      return null;
    }

    /** Where a text names one of the facts' trading days (dates, and a weekday as the latest). */
    private List<Mention> dateMentions(String text) {
      List<Mention> out = new ArrayList<>();
      boolean[] taken = new boolean[text.length() + 1];
      Matcher m = DAY_MONTH.matcher(text);
      while (m.find()) {
        int mo = month(m.group(3));
        add(
            out,
            taken,
            m.start(1),
            m.end(),
            tradingDay(mo, Integer.parseInt(m.group(1)), m.group(4)));
        if (m.group(2) != null) {
          out.add(
              new Mention(
                  m.start(2), m.end(), tradingDay(mo, Integer.parseInt(m.group(2)), m.group(4))));
        }
      }
      m = MONTH_DAY.matcher(text);
      while (m.find()) {
        if (taken[m.start()]) {
          continue;
        }
        int mo = month(m.group(1));
        add(
            out,
            taken,
            m.start(),
            m.end(),
            tradingDay(mo, Integer.parseInt(m.group(2)), m.group(4)));
        if (m.group(3) != null) {
          out.add(
              new Mention(
                  m.start(3), m.end(), tradingDay(mo, Integer.parseInt(m.group(3)), m.group(4))));
        }
      }
      m = ISO_DAY.matcher(text);
      while (m.find()) {
        if (!taken[m.start()] && dates.contains(m.group())) {
          add(out, taken, m.start(), m.end(), m.group());
        }
      }
      m = NUMERIC_DAY.matcher(text);
      while (m.find()) {
        if (taken[m.start()]) {
          continue;
        }
        int a = Integer.parseInt(m.group(1));
        int b = Integer.parseInt(m.group(3));
        // 14.07.2023 is day.month; 7/14/2023 month/day
        String d =
            m.group(2).equals(".") ? tradingDay(b, a, m.group(4)) : tradingDay(a, b, m.group(4));
        add(out, taken, m.start(), m.end(), d);
      }
      m = WEEKDAY.matcher(text);
      while (m.find()) {
        if (taken[m.start()]) {
          continue;
        }
        String name = m.group(1).toLowerCase(Locale.ROOT);
        int dow =
            WEEKDAYS_EN.contains(name) ? WEEKDAYS_EN.indexOf(name) : WEEKDAYS_NO.indexOf(name);
        String next = text.substring(m.end(), Math.min(text.length(), m.end() + 12));
        String prev = text.substring(Math.max(0, m.start() - 12), m.start());
        if (next.matches("(?isu)^[\\s,]{0,2}(?:\\d|the\\s\\d|(?:" + MONTH_NAMES + ")).*")
            || next.matches("(?isu)^\\s(?:før|before|earlier|prior).*")
            || prev.matches("(?isu).*(?:previous|prior|forrige|sist|last)\\s$")) {
          continue; // the date beside it decides; "the Friday before" is no day of its own
        }
        add(out, taken, m.start(), m.end(), "dow:" + (dow + 1));
      }
      out.removeIf(
          x ->
              x.subject() == null
                  || x.subject().startsWith("dow:") && expand(x.subject()).isEmpty());
      out.sort((x, y) -> Integer.compare(x.start(), y.start()));
      return out;
    }

    /** A trading day, or every trading day of a weekday ("dow:5": each Friday the facts hold). */
    private Set<String> expand(String day) {
      if (!day.startsWith("dow:")) {
        return Set.of(day);
      }
      int dow = Integer.parseInt(day.substring(4));
      Set<String> out = new java.util.TreeSet<>();
      for (String d : dates) {
        if (java.time.LocalDate.parse(d).getDayOfWeek().getValue() == dow) {
          out.add(d);
        }
      }
      return out;
    }

    /** The latest trading day a day names (a weekday: its latest in the facts). */
    private String latest(String day) {
      String last = null;
      for (String d : expand(day)) {
        last = d;
      }
      return last;
    }

    private static void add(List<Mention> out, boolean[] taken, int start, int end, String day) {
      for (int i = start; i < end; i++) {
        taken[i] = true;
      }
      out.add(new Mention(start, end, day));
    }

    private int sentenceStart(int at) {
      int sid = sentence[at];
      int i = at;
      while (i > 0 && sentence[i - 1] == sid) {
        i--;
      }
      return i;
    }

    /**
     * The trading day a level figure at [start, end) is given for: the day named right after it
     * ("9,683.69 on 14 July"), else the nearest before it in its sentence, else the first after it
     * there, else the last named before, else those the question names; null for any day (none
     * named, or "now").
     */
    private Set<String> datedDays(int start, int end) {
      if (dates.isEmpty()) {
        return null;
      }
      int sid = sentence[start];
      Mention before = null;
      Mention after = null;
      Mention earlier = null;
      for (Mention m : dateMentions) {
        if (m.end() <= start) {
          earlier = m;
          if (sentence[m.start()] == sid) {
            before = m;
          }
        } else if (m.start() >= end && after == null && sentence[m.start()] == sid) {
          after = m;
        }
      }
      if (after != null
          && prose
              .substring(end, after.start())
              .matches("(?iu)[\\s,(]*(?:on|den|per|as of|for|at|the|dated)?[\\s,]*")) {
        return expand(after.subject());
      }
      if (before != null && !prose.substring(before.end(), start).matches("(?s).*\\d.*")) {
        return expand(before.subject());
      }
      Set<String> in = new java.util.TreeSet<>();
      for (Mention m : dateMentions) {
        if (sentence[m.start()] == sid) {
          in.addAll(expand(m.subject()));
        }
      }
      if (!in.isEmpty()) {
        return in;
      }
      if (NOW.matcher(prose.substring(sentenceStart(start), start)).find()) {
        return null;
      }
      if (earlier != null) {
        return expand(earlier.subject());
      }
      return askedDates.isEmpty() ? null : askedDates;
    }

    /**
     * The trading days a move at {@code at} is between: all its sentence names, else as a level.
     */
    private Set<String> datedMoveDays(int at) {
      Set<String> in = new java.util.TreeSet<>();
      for (Mention m : dateMentions) {
        if (sentence[m.start()] == sentence[at]) {
          in.add(latest(m.subject()));
        }
      }
      if (!in.isEmpty()) {
        return in;
      }
      Set<String> d = datedDays(at, at);
      return d == null ? Set.of() : new java.util.TreeSet<>(d);
    }

    private static final String[][] FIELD_WORDS = {
      {
        "prevclose",
        "previous close|prior close|previous day's close|previous day's|previous day|the day before"
            + "|prior day's|forrige sluttkurs|dagen før|forrige dag|dagen i forveien"
      },
      {
        "adjclose",
        "adjusted close|adj\\. close|adjusted closing price|adjusted|justert sluttkurs"
            + "|justerte sluttkursen|justert"
      },
      {
        "close",
        "close|closed|closing|closes|ended|ends|finished|settled|endte|ender|sluttet|stengte"
            + "|avsluttet|avslutta"
            + "|sluttkurs\\p{L}*|lukket|lukkekurs\\p{L}*"
      },
      {"open", "open|opened|opening|opens|åpnet|åpning\\p{L}*"},
      {
        "high",
        "high|highs|highest|peaked|peak|topped|toppet|topp|toppnotering\\p{L}*|høyeste|høyest"
            + "|dagshøyeste"
      },
      {"low", "low|lows|lowest|bottomed|bunn\\p{L}*|laveste|lavest|dagslaveste"},
      {"volume", "volume|volum\\p{L}*|omsetning\\p{L}*"},
    };
    private static final List<Pattern> FIELD_PATTERNS = new ArrayList<>();

    static {
      for (String[] f : FIELD_WORDS) {
        FIELD_PATTERNS.add(Pattern.compile("(?iu)(?<![\\p{L}])(?:" + f[1] + ")(?![\\p{L}])"));
      }
    }

    private static final Pattern VOLUME_AFTER =
        Pattern.compile("(?iu)^\\s*(?:shares|aksjer|in volume|i volum|traded)(?![\\p{L}])");

    /**
     * The field a level figure is said to be (close, open, high, …): "135 million shares" is a
     * volume; otherwise the last field word before it in its sentence.
     */
    private String fieldOf(int at, int end) {
      if (VOLUME_AFTER
          .matcher(prose.substring(end, Math.min(prose.length(), end + 16)))
          .lookingAt()) {
        return "volume";
      }
      int from = Math.max(sentenceStart(at), at - 80);
      String window = prose.substring(from, at);
      int bestEnd = -1;
      String field = null;
      for (int i = 0; i < FIELD_WORDS.length; i++) {
        Matcher m = FIELD_PATTERNS.get(i).matcher(window);
        while (m.find()) {
          if (m.end() > bestEnd) {
            bestEnd = m.end();
            field = FIELD_WORDS[i][0];
          }
        }
      }
      // "closed at $75.09, up $1.68 from $73.41": a move between ends the field's reach
      if (field != null && DIRECTION.matcher(window.substring(bestEnd)).find()) {
        return null;
      }
      return field;
    }

    private static final Pattern DIRECTION =
        Pattern.compile(
            "(?iu)(?<![\\p{L}])(?:"
                + String.join("|", UP.stream().map(Pattern::quote).toList())
                + "|"
                + String.join("|", DOWN.stream().map(Pattern::quote).toList())
                + "|from|fra)(?![\\p{L}])");

    /** The facts a figure of a chart is held to: its day's, of its field, or any day's. */
    private List<Fact> datedCandidates(Reading x, List<String> subjects) {
      Set<String> ds = datedDays(x.start(), x.end());
      String field = x.signed() || "pct".equals(x.unit()) ? null : fieldOf(x.start(), x.end());
      List<Fact> out = new ArrayList<>();
      for (Fact f : facts) {
        boolean mine =
            subjects.isEmpty() || f.subjects().isEmpty() || subjects.contains(f.subjects().get(0));
        if (!mine || !unitFits(x, f)) {
          continue;
        }
        if (f.dated()) {
          if ((ds == null || ds.contains(f.day().get(0)))
              && (field == null || field.equals(f.field()))) {
            out.add(f);
          }
        } else if (!f.hourly() && ds == null) {
          out.add(f); // no day named: the chart's latest price and previous close
        }
      }
      return out;
    }

    /** Each subject's dated figures of one field, by day. */
    private Map<String, Map<String, Double>> byDay(String field) {
      Map<String, Map<String, Double>> out = new LinkedHashMap<>();
      for (Fact f : facts) {
        if (f.dated() && field.equals(f.field())) {
          String subject = f.subjects().isEmpty() ? "" : f.subjects().get(0);
          out.computeIfAbsent(subject, k -> new java.util.TreeMap<>())
              .put(f.day().get(0), f.value());
        }
      }
      return out;
    }

    /**
     * A move between two closes the reply names ("up about 208 points (≈2.2 %)" from 10 to 14 July;
     * "slipped about 10 points" on the 14th, from the close before): in points (or the currency) or
     * percent, with its sign when a direction word or a sign gives one.
     */
    private boolean derivedMove(Reading x) {
      if (dates.isEmpty()
          || x.unit() != null && !Set.of("points", "pct", "usd", "eur", "nok").contains(x.unit())) {
        return false;
      }
      Set<String> named = datedMoveDays(x.start());
      Map<String, Map<String, Double>> previous = byDay("prevclose");
      for (Map.Entry<String, Map<String, Double>> e : byDay("close").entrySet()) {
        java.util.TreeMap<String, Double> close = (java.util.TreeMap<String, Double>) e.getValue();
        Map<String, Double> prev = new LinkedHashMap<>(previous.getOrDefault(e.getKey(), Map.of()));
        for (String d : close.keySet()) {
          String before = close.lowerKey(d);
          if (!prev.containsKey(d) && before != null) {
            prev.put(d, close.get(before));
          }
        }
        List<double[]> pairs = new ArrayList<>();
        List<String> pool = new ArrayList<>(named.isEmpty() ? close.keySet() : named);
        for (String d : pool) {
          if (close.containsKey(d) && prev.containsKey(d)) {
            pairs.add(new double[] {prev.get(d), close.get(d)});
          }
        }
        if (named.isEmpty()) {
          if (!pool.isEmpty()) {
            String first = pool.get(0);
            String last = pool.get(pool.size() - 1);
            pairs.add(new double[] {prev.getOrDefault(first, close.get(first)), close.get(last)});
          }
        } else {
          // "for the week of 10-14 July": from the close before the first day to the last
          String first = pool.get(0);
          String last = pool.get(pool.size() - 1);
          if (pool.size() >= 2 && prev.containsKey(first) && close.containsKey(last)) {
            pairs.add(new double[] {prev.get(first), close.get(last)});
          }
          for (int i = 0; i < pool.size(); i++) {
            for (int j = i + 1; j < pool.size(); j++) {
              if (close.containsKey(pool.get(i)) && close.containsKey(pool.get(j))) {
                pairs.add(new double[] {close.get(pool.get(i)), close.get(pool.get(j))});
              }
            }
          }
        }
        for (double[] p : pairs) {
          double move = p[1] - p[0];
          double target = "pct".equals(x.unit()) ? move / p[0] * 100 : move;
          for (double v : x.values()) {
            double a = x.signed() ? v : Math.abs(v);
            double b = x.signed() ? target : Math.abs(target);
            if (Math.abs(a - b) <= x.tolerance() + 0.01 * Math.abs(target) + 1e-9) {
              return true;
            }
          }
        }
      }
      return false;
    }

    /**
     * A direction word on named trading days: against the move between the first and last day its
     * sentence names, or one day's move from the close before; null when no day is named.
     */
    private Boolean datedDirection(int[] w, int direction) {
      if (dates.isEmpty()) {
        return null;
      }
      Set<String> named = datedMoveDays(w[0]);
      if (named.isEmpty()) {
        return null;
      }
      List<String> d = new ArrayList<>(named);
      Map<String, Map<String, Double>> previous = byDay("prevclose");
      for (Map.Entry<String, Map<String, Double>> e : byDay("close").entrySet()) {
        Map<String, Double> close = e.getValue();
        Double from =
            d.size() >= 2
                ? close.get(d.get(0))
                : previous.getOrDefault(e.getKey(), Map.of()).get(d.get(0));
        if (from == null && d.size() == 1) {
          // the close of the trading day before, when the facts hold it
          String before = ((java.util.TreeMap<String, Double>) close).lowerKey(d.get(0));
          from = before == null ? null : close.get(before);
        }
        Double to = close.get(d.get(d.size() - 1));
        if (from == null || to == null) {
          continue;
        }
        double move = to - from;
        return direction > 0
            ? move > 0
            : direction < 0 ? move < 0 : Math.abs(move / from * 100) < 1;
      }
      return null;
    }

    private static final Pattern RANK_BEFORE =
        Pattern.compile("(?iu)(?:#|(?<![\\p{L}])(?:no\\.|nr\\.|number|nummer|rank|ranked)\\s?)$");
    private static final Pattern ORDINAL_AFTER =
        Pattern.compile("(?iu)^(?:st|nd|rd|th)(?![\\p{L}])|^\\.\\s(?:plass)(?![\\p{L}])");

    /**
     * "#1", "No. 3", "ranks 2nd", "Nr. 3", "2. plass": a story's place on a news page, no figure (a
     * coin's rank by market cap is one: only a page of stories has places of this kind).
     */
    private boolean rank(Reading x) {
      double v = x.values().get(0);
      boolean stories =
          facts.stream().anyMatch(f -> "points".equals(f.unit()) || "comments".equals(f.unit()));
      if (!stories || x.signed() || x.unit() != null || v < 1 || v > 30 || v != Math.rint(v)) {
        return false;
      }
      String before = raw.substring(Math.max(0, x.start() - 8), x.start());
      String after = raw.substring(x.end(), Math.min(raw.length(), x.end() + 8));
      return RANK_BEFORE.matcher(before).find() || ORDINAL_AFTER.matcher(after).find();
    }

    /** "tomorrow (Sunday)": two names of days side by side must name the same day. */
    private void judgeDayNames() {
      Mention last = null;
      for (Mention m : mentions) {
        if (!days.contains(m.subject())) {
          continue;
        }
        if (last != null
            && !last.subject().equals(m.subject())
            && prose.substring(last.end(), m.start()).matches("\\s?\\(\\s?")) {
          wrongClaims.add(
              "'"
                  + prose.substring(last.start(), m.end())
                  + ")': "
                  + m.subject()
                  + " is no "
                  + last.subject());
        }
        last = m;
      }
    }

    // ---- The warmest and coldest day ----

    private static final Pattern WARMEST =
        Pattern.compile(
            "(?iu)(?<![\\p{L}])(?:warmest|hottest|mildest|varmest|varmeste|mildeste)(?![\\p{L}])");
    private static final Pattern COLDEST =
        Pattern.compile(
            "(?iu)(?<![\\p{L}])(?:coldest|coolest|chilliest|kaldest|kaldeste|kjøligst|kjøligste)"
                + "(?![\\p{L}])");

    /** "Sunday is the warmest day": the day named in its sentence has the highest high. */
    private void judgeWarmestDay() {
      Map<String, double[]> range = new LinkedHashMap<>();
      for (Fact f : facts) {
        if (!f.hourly()
            && "c".equals(f.unit())
            && !f.subjects().isEmpty()
            && WEEKDAYS.contains(f.subjects().get(0))) {
          double[] r =
              range.computeIfAbsent(
                  f.subjects().get(0), k -> new double[] {Double.MAX_VALUE, -Double.MAX_VALUE});
          r[0] = Math.min(r[0], f.value());
          r[1] = Math.max(r[1], f.value());
        }
      }
      if (range.size() < 2) {
        return;
      }
      for (Pattern p : List.of(WARMEST, COLDEST)) {
        Matcher m = p.matcher(prose);
        while (m.find()) {
          String day = null;
          for (Mention x : mentions) {
            if (sentence[x.start()] == sentence[m.start()] && range.containsKey(x.subject())) {
              day = x.subject();
              if (x.start() > m.start()) {
                break;
              }
            }
          }
          if (day == null) {
            continue;
          }
          double[] own = range.get(day);
          boolean holds = true;
          for (double[] r : range.values()) {
            if (p == WARMEST ? r[1] > own[1] : r[1] < own[1] && r[0] < own[0]) {
              holds = false;
            }
          }
          if (!holds) {
            wrongClaims.add("'" + m.group() + "' (" + day + ")");
          }
        }
      }
    }

    // ---- Superlatives: "the ZSH post has the most comments" ----

    private static final Pattern SUPERLATIVE =
        Pattern.compile(
            "(?iu)(?<![\\p{L}])(most|flest|mest|the highest number of|fewest|færrest|least)\\s+"
                + "(comments|kommentarer|points|poeng|upvotes)(?![\\p{L}])");

    /** A subject said to have the most (or fewest) of a count: it must have the largest. */
    private void judgeSuperlatives() {
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

    // ---- Comparisons between days: "Saturday will be colder than Sunday" ----

    private static final String WARMER_WORDS = "warmer|hotter|milder|varmere|mildere";
    private static final String COLDER_WORDS = "colder|cooler|chillier|kaldere|kjøligere";
    private static final Pattern WARMER =
        Pattern.compile("(?iu)(?<![\\p{L}])(?:" + WARMER_WORDS + ")(?![\\p{L}])");
    private static final Pattern COLDER =
        Pattern.compile("(?iu)(?<![\\p{L}])(?:" + COLDER_WORDS + ")(?![\\p{L}])");
    private static final Pattern THAN =
        Pattern.compile("(?iu)(?<![\\p{L}])(?:than|enn)(?![\\p{L}])");
    private static final Pattern COMPARED_AFTER =
        Pattern.compile(
            "(?iu)^\\s*(?:degrees?|grader|°c?)?\\s*("
                + WARMER_WORDS
                + "|"
                + COLDER_WORDS
                + ")(?![\\p{L}])");

    /** {the day compared, the day it is compared with} for a comparison word, or null. */
    private String[] comparedPair(int start, int end) {
      int sid = sentence[start];
      Matcher t = THAN.matcher(prose);
      int than = -1;
      while (t.find()) {
        if (t.start() >= end && sentence[t.start()] == sid && t.start() - end < 40) {
          than = t.end();
          break;
        }
      }
      if (than < 0) {
        return null;
      }
      String a = null;
      String b = null;
      for (Mention m : mentions) {
        if (!days.contains(m.subject()) || sentence[m.start()] != sid) {
          continue;
        }
        if (m.end() <= start) {
          a = m.subject();
        } else if (m.start() >= end && m.end() <= than && a == null) {
          a = m.subject();
        } else if (m.start() >= than && b == null) {
          b = m.subject();
        }
      }
      if (a == null) {
        a = askedDay;
      }
      return a == null || b == null || a.equals(b) ? null : new String[] {a, b};
    }

    /** A day's high: the larger of the day's own temperatures (its high and its low). */
    private Double highOf(String day) {
      Double max = null;
      for (Fact f : facts) {
        if (!f.hourly()
            && "c".equals(f.unit())
            && !f.subjects().isEmpty()
            && f.subjects().get(0).equals(day)) {
          max = max == null ? f.value() : Math.max(max, f.value());
        }
      }
      return max;
    }

    /** "warmer than Sunday", "kaldere enn i dag": judged against the two days' highs. */
    private void judgeComparisons() {
      for (Pattern p : List.of(WARMER, COLDER)) {
        Matcher m = p.matcher(prose);
        while (m.find()) {
          String[] pair = comparedPair(m.start(), m.end());
          if (pair == null) {
            continue;
          }
          Double a = highOf(pair[0]);
          Double b = highOf(pair[1]);
          if (a == null || b == null) {
            continue;
          }
          if (p == WARMER ? a <= b : a >= b) {
            wrongClaims.add("'" + m.group() + "' (" + pair[0] + " against " + pair[1] + ")");
          }
        }
      }
    }

    /**
     * A difference of two days' highs ("about 10 degrees warmer than Saturday"): whether it is the
     * difference; null when the figure is no such difference.
     */
    private Boolean comparedDays(Reading x) {
      if (days.isEmpty()) {
        return null;
      }
      String after = prose.substring(x.end(), Math.min(prose.length(), x.end() + 24));
      Matcher m = COMPARED_AFTER.matcher(after);
      if (!m.lookingAt()) {
        return null;
      }
      String[] pair = comparedPair(x.end() + m.start(1), x.end() + m.end(1));
      if (pair == null) {
        return null;
      }
      Double a = highOf(pair[0]);
      Double b = highOf(pair[1]);
      if (a == null || b == null) {
        return null;
      }
      double diff = Math.abs(a - b);
      double v = Math.abs(x.values().get(0));
      double tol = x.tolerance();
      if ("f".equals(x.unit())) {
        v = v * 5 / 9.0;
        tol = tol * 5 / 9.0 + 0.6;
      }
      return Math.abs(v - diff) <= tol + 1e-9;
    }

    // ---- Recipes: servings and pack sizes are no recipe figures ----

    private static final Set<String> KITCHEN =
        Set.of("g", "kg", "oz", "lb", "ml", "dl", "l", "cup", "tbsp", "tsp");
    private static final Pattern SERVINGS_AFTER =
        Pattern.compile(
            "(?iu)^\\s*(?:people|persons|personer|porsjoner|portions|servings|pers\\.?)"
                + "(?![\\p{L}])");
    private static final Pattern SERVINGS_BEFORE =
        Pattern.compile(
            "(?iu)(?:^|[^\\p{L}])(?:serves|server|feeds|makes|gir|yields|enough for|nok til|til"
                + "|for)\\s+(?:about\\s+|around\\s+|ca\\.\\s+|rundt\\s+)?$");
    private static final String PACKS =
        "(?:cans?|tins?|jars?|packs?|packets?|bokser|boks|glass|pakker?|beger)";
    private static final Pattern PACK_AFTER =
        Pattern.compile("(?iu)^\\s?-?\\s?" + PACKS + "(?![\\p{L}])");
    private static final Pattern PACK_BEFORE =
        Pattern.compile(
            "(?iu)(?<![\\p{L}])"
                + PACKS
                + "(?:\\s+[\\p{L}-]+){0,3}\\s*(?:\\(|à|of|på|,)?\\s*"
                + "(?:about\\s+|ca\\.\\s+|around\\s+)?$");

    /** "serves 4", "til 4 personer", "a 400 g can", "1 boks tomater (400 g)". */
    private boolean servingsOrPack(Reading x) {
      String after = prose.substring(x.end(), Math.min(prose.length(), x.end() + 24));
      String before = prose.substring(Math.max(0, x.start() - 40), x.start());
      if (x.unit() == null) {
        return SERVINGS_AFTER.matcher(after).lookingAt()
            || SERVINGS_BEFORE.matcher(before).find()
                && after.matches("(?s)^\\s*(?:[.,;:!?)].*)?$");
      }
      return KITCHEN.contains(x.unit())
          && (PACK_AFTER.matcher(after).lookingAt() || PACK_BEFORE.matcher(before).find());
    }

    private static final Pattern CLOCK =
        Pattern.compile("(?<![\\d.,:])(\\d{1,2})[.:](\\d{2})(?![\\d])");

    /**
     * A span of hours or minutes that is the difference of two clock times the same sentence gives
     * ("up at 04.07, down at 21.03, so light for nearly seventeen hours"): derived from the times,
     * which are set aside; checked against them, not against the recorded figures.
     */
    private boolean derivedDuration(Reading x) {
      if (!"h".equals(x.unit()) && !"min".equals(x.unit())) {
        return false;
      }
      int sid = sentence[x.start()];
      List<Double> times = new ArrayList<>();
      Matcher c = CLOCK.matcher(raw);
      while (c.find()) {
        if (c.start() < x.start() && sentence[c.start()] == sid) {
          times.add(Integer.parseInt(c.group(1)) * 60.0 + Integer.parseInt(c.group(2)));
        }
      }
      double perUnit = "h".equals(x.unit()) ? 60 : 1;
      double tol = Math.max(x.tolerance(), x.hedged() ? 0.5 : 0) * perUnit;
      for (int i = 0; i < times.size(); i++) {
        for (int j = i + 1; j < times.size(); j++) {
          double span = Math.abs(times.get(j) - times.get(i));
          if (Math.abs(span - x.values().get(0) * perUnit) <= tol + 1e-9) {
            return true;
          }
        }
      }
      return false;
    }

    /**
     * Hedges that put the truth above the number written after them, as the guard's {@code
     * Affixes.HEDGES_OVER} lists them (the judge shares no code with the guards it judges), but
     * "minst", which a weather reply writes for the day's low ("maks 9 og minst 6").
     */
    private static final Pattern AT_LEAST =
        Pattern.compile(
            "(?i)(?:^|[^\\p{L}])(?:more than|over|above|mer enn|flere enn|drøyt|vel|i overkant av"
                + "|just over|like over|litt over|a little over|a bit over|slightly over"
                + "|upwards of|at least|in excess of)\\s*$");

    /** Hedges that put the truth below the number: the guard's {@code Affixes.HEDGES_UNDER}. */
    private static final Pattern AT_MOST =
        Pattern.compile(
            "(?i)(?:^|[^\\p{L}])(?:nearly|almost|nesten|knapt|snaut|bortimot|henimot"
                + "|i underkant av|just under|like under|litt under|a little under|a bit under"
                + "|slightly under|under|less than|fewer than|below|mindre enn|færre enn)\\s*$");

    /**
     * The side of a figure a one-sided hedge puts the truth on: +1 for a lower bound ("more than
     * 360", "vel 360", "drøyt 34 800"), -1 for an upper bound ("nearly 90", "snaut 35 000"), 0 for
     * none.
     */
    private int side(Reading x) {
      String before =
          prose.substring(Math.max(0, x.start() - 20), x.start()).replaceAll("[$€£~≈*]+$", "");
      return AT_LEAST.matcher(before).find() ? 1 : AT_MOST.matcher(before).find() ? -1 : 0;
    }

    private static boolean year(Reading x) {
      double v = Math.abs(x.values().get(0));
      return !x.signed()
          && x.unit() == null
          && x.token().matches("\\d{4}")
          && v >= 1800
          && v <= 2100;
    }

    private boolean window(Reading x) {
      if (x.values().get(0) != 24 || x.signed()) {
        return false;
      }
      if ("h".equals(x.unit())) {
        return true;
      }
      String after = prose.substring(x.end(), Math.min(prose.length(), x.end() + 8));
      return after.matches("(?i)^-?(?:h|hours?|hour|timers?|t)(?![\\p{L}]).*");
    }

    private static boolean inQuestion(Reading x, List<Double> asked) {
      for (double v : x.values()) {
        for (double q : asked) {
          if (Math.abs(Math.abs(v) - Math.abs(q)) <= 1e-9 * Math.max(1, Math.abs(q))) {
            return true;
          }
        }
      }
      return false;
    }

    /** A change written as "down 0.3 %" or "falt med 2 008 dollar" takes the word's sign. */
    private Reading withDirection(Reading x) {
      if (x.signed()) {
        return x;
      }
      int best = -1;
      int sign = 0;
      for (List<String> words : List.of(UP, DOWN)) {
        for (int[] w : find(words)) {
          if (w[1] <= x.start() && w[1] > best && sentence[w[0]] == sentence[x.start()]) {
            String gap = prose.substring(w[1], x.start());
            if (GAP_TO_DIRECTION.matcher(gap).matches()) {
              best = w[1];
              sign = words == UP ? 1 : -1;
            }
          }
        }
      }
      return sign == 0 ? x : x.withSign(sign);
    }

    /** Where the words of a list occur, whole words, as {start, end}. */
    private List<int[]> find(List<String> words) {
      List<int[]> out = new ArrayList<>();
      String lower = prose.toLowerCase(Locale.ROOT);
      boolean[] taken = new boolean[lower.length() + 1];
      for (String w : words) {
        Matcher m =
            Pattern.compile("(?<![\\p{L}\\d])" + Pattern.quote(w) + "(?![\\p{L}\\d])")
                .matcher(lower);
        while (m.find()) {
          if (taken[m.start()]) {
            continue;
          }
          if (w.equals("up") && lower.startsWith(" to", m.end())) {
            continue; // "up to": a bound, not a move
          }
          for (int k = m.start(); k < m.end(); k++) {
            taken[k] = true;
          }
          out.add(new int[] {m.start(), m.end()});
        }
      }
      return out;
    }

    /** Direction words judged against the subject's changes. */
    private void judgeDirections() {
      List<Fact> changes = facts.stream().filter(f -> f.change() && !f.hourly()).toList();
      if (changes.isEmpty() && dates.isEmpty()) {
        return;
      }
      for (List<String> words : List.of(UP, DOWN, FLAT)) {
        for (int[] w : find(words)) {
          String word = prose.substring(w[0], w[1]);
          Boolean dated = datedDirection(w, words == UP ? 1 : words == DOWN ? -1 : 0);
          if (dated != null) {
            if (!dated) {
              wrongClaims.add("'" + word + "' (" + String.join(" to ", datedMoveDays(w[0])) + ")");
            }
            continue;
          }
          List<String> subjects = subjectsOf(w[0], w[1], false);
          List<String> others = allExcept(w);
          if (others != null) {
            // "every coin fell except Tether and USDC": every other subject's change is claimed
            for (Fact f : changes) {
              if (!f.subjectless()
                  && others.contains(f.subjects().get(0))
                  && !(words == UP && f.value() > 0
                      || words == DOWN && f.value() < 0
                      || words == FLAT && "pct".equals(f.unit()) && Math.abs(f.value()) < 1)) {
                wrongClaims.add("'" + word + "' (" + f.subjects().get(0) + ")");
                break;
              }
            }
            continue;
          }
          if (subjects.isEmpty()) {
            // "falt indeksen": the subject after its verb
            Mention next = nextMention(w[1], sentence[w[0]]);
            subjects = next == null ? List.of() : List.of(next.subject());
          }
          List<String> named = subjects;
          List<Fact> own =
              changes.stream()
                  .filter(
                      f ->
                          f.subjectless() || named.isEmpty() || named.contains(f.subjects().get(0)))
                  .toList();
          if (own.isEmpty()) {
            continue;
          }
          boolean fits = false;
          for (Fact f : own) {
            if (words == UP && f.value() > 0
                || words == DOWN && f.value() < 0
                || words == FLAT && "pct".equals(f.unit()) && Math.abs(f.value()) < 1) {
              fits = true;
            }
          }
          if (!fits) {
            wrongClaims.add("'" + word + "'" + (named.isEmpty() ? "" : " (" + named.get(0) + ")"));
          }
        }
      }
    }

    private static final Pattern EXCEPT =
        Pattern.compile(
            "(?i)(?<![\\p{L}])(?:except(?: for)?|apart from|other than|but not|unntatt|bortsett fra"
                + "|med unntak av)(?![\\p{L}])");

    /**
     * For a direction word with no subject named before it in its sentence and an "except" after it
     * there ("every coin fell except X and Y"): the subjects it claims, every subject with a change
     * but those named after the "except"; otherwise null.
     */
    private List<String> allExcept(int[] w) {
      int sid = sentence[w[0]];
      for (Mention m : mentions) {
        if (m.end() <= w[0] && sentence[m.start()] == sid) {
          return null;
        }
      }
      Matcher e = EXCEPT.matcher(prose);
      int at = -1;
      while (e.find()) {
        if (e.start() >= w[1] && sentence[e.start()] == sid) {
          at = e.end();
          break;
        }
      }
      if (at < 0) {
        return null;
      }
      Set<String> excepted = new LinkedHashSet<>();
      for (Mention m : mentions) {
        if (m.start() >= at && sentence[m.start()] == sid) {
          excepted.add(m.subject());
        }
      }
      List<String> out = new ArrayList<>();
      for (Fact f : facts) {
        if (f.change()
            && !f.hourly()
            && !f.subjectless()
            && !excepted.contains(f.subjects().get(0))) {
          out.add(f.subjects().get(0));
        }
      }
      return out;
    }

    /** Scores, winners, draws and margins against the goals the sources give. */
    private void judgeScores(boolean[] consumed) {
      Map<String, Double> goals = new HashMap<>();
      for (Fact f : facts) {
        if ("goals".equals(f.unit()) && !f.subjectless()) {
          goals.put(f.subjects().get(0), f.value());
        }
      }
      double max = goals.values().stream().mapToDouble(d -> d).max().orElse(Double.NaN);
      double min = goals.values().stream().mapToDouble(d -> d).min().orElse(Double.NaN);
      List<int[]> wins = find(WIN);
      List<int[]> losses = find(LOSE);
      Matcher mg = MARGIN.matcher(prose);
      while (mg.find()) {
        String n = mg.group(1).toLowerCase(Locale.ROOT);
        int v =
            switch (n) {
              case "two", "to" -> 2;
              case "three", "tre" -> 3;
              case "four", "fire" -> 4;
              case "five", "fem" -> 5;
              default -> Integer.parseInt(n);
            };
        for (int k = mg.start(); k < mg.end(); k++) {
          consumed[k] = true;
        }
        if (goals.isEmpty() || v != max - min) {
          wrongClaims.add("margin '" + mg.group() + "'");
        }
      }
      List<int[]> found = new ArrayList<>();
      Matcher digits = SCORE.matcher(prose);
      while (digits.find()) {
        found.add(
            new int[] {
              digits.start(),
              digits.end(),
              Integer.parseInt(digits.group(1) != null ? digits.group(1) : digits.group(3)),
              Integer.parseInt(digits.group(2) != null ? digits.group(2) : digits.group(4))
            });
      }
      // A score in words: "three goals to one", "tre mål mot en", "two-nil".
      Matcher words = WORD_SCORE.matcher(prose);
      while (words.find()) {
        if (consumedBy(found, words.start())) {
          continue;
        }
        found.add(
            new int[] {
              words.start(), words.end(), goalsIn(words.group(1)), goalsIn(words.group(2))
            });
      }
      found.sort((x, y) -> Integer.compare(x[0], y[0]));
      Set<Integer> scoredSentences = new LinkedHashSet<>();
      for (int[] m : found) {
        int a = m[2];
        int b = m[3];
        for (int k = m[0]; k < m[1]; k++) {
          consumed[k] = true;
        }
        int sid = sentence[m[0]];
        scoredSentences.add(sid);
        String score = prose.substring(m[0], m[1]);
        if (goals.isEmpty()) {
          wrongClaims.add("score '" + score + "' for a match the sources give no result for");
          continue;
        }
        Map<String, Integer> claims = new LinkedHashMap<>();
        int[] win = inSentence(wins, sid);
        int[] loss = inSentence(losses, sid);
        List<String> teams = teamsIn(sid, goals);
        if (win != null || loss != null) {
          if (a == b) {
            wrongClaims.add("a winner with a draw, '" + score + "'");
            continue;
          }
          int[] verb = win != null ? win : loss;
          List<String> subj = subjectsOf(verb[0], verb[1], false);
          String who = subj.isEmpty() || !goals.containsKey(subj.get(0)) ? null : subj.get(0);
          if (who != null) {
            claims.put(who, win != null ? Math.max(a, b) : Math.min(a, b));
            for (String t : teams) {
              if (!t.equals(who)) {
                claims.put(t, win != null ? Math.min(a, b) : Math.max(a, b));
              }
            }
          }
        } else {
          String after = prose.substring(m[1], Math.min(prose.length(), m[1] + 6));
          Mention next = nextMention(m[1], sid);
          Mention prev = prevMention(m[0], sid);
          if (next != null
              && after.matches("(?i)^\\s*(?:til|to|for)\\s.*")
              && goals.containsKey(next.subject())) {
            claims.put(next.subject(), Math.max(a, b));
          } else {
            if (prev != null && goals.containsKey(prev.subject())) {
              claims.put(prev.subject(), a);
            }
            if (next != null
                && goals.containsKey(next.subject())
                && !claims.containsKey(next.subject())) {
              claims.put(next.subject(), b);
            }
          }
        }
        if (claims.isEmpty()) {
          List<Double> want = new ArrayList<>(goals.values());
          want.sort(Double::compare);
          if (!(want.size() == 2
              && want.get(0) == Math.min(a, b)
              && want.get(1) == Math.max(a, b))) {
            wrongClaims.add("score '" + score + "'");
          }
        }
        for (Map.Entry<String, Integer> c : claims.entrySet()) {
          if (goals.get(c.getKey()) != c.getValue().doubleValue()) {
            wrongClaims.add(
                "score '" + score + "' gives " + c.getKey() + " " + c.getValue() + " goals");
          }
        }
      }
      // Winner, loser and draw words with no score beside them.
      for (int[] w : wins) {
        if (!scoredSentences.contains(sentence[w[0]])) {
          List<String> subj = subjectsOf(w[0], w[1], false);
          if (!subj.isEmpty() && (goals.isEmpty() || goals.containsKey(subj.get(0)))) {
            Double g = goals.get(subj.get(0));
            if (g == null || g != max || max == min) {
              wrongClaims.add("'" + prose.substring(w[0], w[1]) + "' (" + subj.get(0) + ")");
            }
          }
        }
      }
      for (int[] w : losses) {
        if (!scoredSentences.contains(sentence[w[0]])) {
          List<String> subj = subjectsOf(w[0], w[1], false);
          if (!subj.isEmpty() && goals.containsKey(subj.get(0))) {
            Double g = goals.get(subj.get(0));
            if (g != min || max == min) {
              wrongClaims.add("'" + prose.substring(w[0], w[1]) + "' (" + subj.get(0) + ")");
            }
          }
        }
      }
      for (int[] w : find(DRAW)) {
        if (goals.isEmpty() || max != min) {
          wrongClaims.add("'" + prose.substring(w[0], w[1]) + "'");
        }
      }
    }

    private int[] inSentence(List<int[]> words, int sid) {
      for (int[] w : words) {
        if (sentence[w[0]] == sid) {
          return w;
        }
      }
      return null;
    }

    private List<String> teamsIn(int sid, Map<String, Double> goals) {
      List<String> out = new ArrayList<>();
      for (Mention m : mentions) {
        if (sentence[m.start()] == sid && goals.containsKey(m.subject())) {
          if (!out.contains(m.subject())) {
            out.add(m.subject());
          }
        }
      }
      return out;
    }

    private Mention nextMention(int pos, int sid) {
      for (Mention m : mentions) {
        if (m.start() >= pos && sentence[m.start()] == sid) {
          return m;
        }
      }
      return null;
    }

    private Mention prevMention(int pos, int sid) {
      Mention out = null;
      for (Mention m : mentions) {
        if (m.end() <= pos && sentence[m.start()] == sid) {
          out = m;
        }
      }
      return out;
    }
  }

  /** Whether a value is among the values, within half a percent (for what a reply must state). */
  private static boolean near(double v, List<Double> values) {
    for (double t : values) {
      if (Math.abs(Math.abs(v) - Math.abs(t)) <= Math.max(Math.abs(t) * 0.005, 0.006)) {
        return true;
      }
    }
    return false;
  }

  private static boolean allowed(String url, List<String> hosts, Set<String> extra) {
    String host;
    try {
      String u = url.toLowerCase(Locale.ROOT).startsWith("www.") ? "http://" + url : url;
      host = URI.create(u.replace(" ", "%20")).getHost();
    } catch (IllegalArgumentException e) {
      return false;
    }
    if (host == null) {
      return false;
    }
    host = host.toLowerCase(Locale.ROOT);
    for (String h : hosts) {
      if (host.equals(h) || host.endsWith("." + h)) {
        return true;
      }
    }
    return extra.contains(host);
  }
}
