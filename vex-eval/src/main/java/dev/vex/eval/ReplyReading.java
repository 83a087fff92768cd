package dev.vex.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ground every reading of one reply stands on: the subjects and days it names, its sentences,
 * and the facts it is judged on. Each reading of a reply (figures, trading days, numbers that claim
 * nothing, recipes, compared days, superlatives, directions, scores) is one class of the chain that
 * ends in {@link JudgedReply}; the chain shares this state, each class adds one reading.
 */
abstract class ReplyReading {
  /** A named subject found in the reply. */
  record Mention(int start, int end, String subject) {}

  /** Direction words, read by the direction and trading-day readings. */
  static final List<String> UP =
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

  static final List<String> DOWN =
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

  static final List<String> FLAT =
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

  static final Set<String> NOT_A_SUBJECT_GAP =
      Set.of(
          "and", "og", "while", "mens", "but", "men", "or", "eller", "to", "til", "at", "på",
          "from", "fra", "than", "enn", "vs", "mot", "against", "then", "så", "after", "etter",
          "before", "før", "with", "med");

  static final Set<String> ABBREVIATIONS =
      Set.of("ca", "kl", "mrd", "mill", "nr", "f.eks", "e.g", "i.e", "vs", "approx", "bl.a", "st");

  final String prose;

  final String raw;

  final List<String> invented = new ArrayList<>();

  final List<String> wrongClaims = new ArrayList<>();

  final List<Fact> facts;

  /** The clock times of events the sources give ({@link Fact#clock()}), apart from the figures. */
  final List<Fact> clocks;

  final Map<String, String> canonical = new LinkedHashMap<>();

  final List<Mention> mentions = new ArrayList<>();

  final int[] sentence;

  final boolean sports;

  /** The days whose hours the facts hold figures of, by their first name. */
  final Set<String> days = new LinkedHashSet<>();

  /** The day the question names, or null. */
  final String askedDay;

  /** The trading days the facts hold figures of (ISO dates), in order. */
  final java.util.TreeSet<String> dates = new java.util.TreeSet<>();

  /** Where the reply names one of those trading days, each with its ISO date. */
  final List<Mention> dateMentions = new ArrayList<>();

  /** The trading days the question names. */
  final Set<String> askedDates = new java.util.TreeSet<>();

  final boolean kitchen;

  void findMentions(String p) {
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

  static int[] sentences(String p) {
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
  List<String> subjectsOf(int start, int end, boolean lookAfter) {
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

  /** The subjects named before a position in its sentence ("gusts on Sunday reach 28"). */
  Set<String> namedBefore(int at) {
    Set<String> out = new LinkedHashSet<>();
    for (Mention m : mentions) {
      if (m.end() <= at && sentence[m.start()] == sentence[at]) {
        out.add(m.subject());
      }
    }
    return out;
  }

  static final Pattern NOW =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:now|right now|currently|at the moment|at present|nå|akkurat nå"
              + "|for øyeblikket|i øyeblikket|for tiden)(?![\\p{L}])");

  /** A later part of today: "this evening", "tonight", "i kveld". */
  static final Pattern PART_OF_TODAY =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:this (?:morning|afternoon|evening)|tonight|later today"
              + "|i (?:kveld|natt|ettermiddag|formiddag)|senere i dag)(?![\\p{L}])");

  /**
   * The day a figure at {@code at} is given for: the last day the reply names before it, else the
   * day the question names; none when the reply says "now" between that day (or the reply's start)
   * and the figure.
   */
  String dayOf(int at) {
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
  String askedDay(String question) {
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
      if (m.find() && (m.start() < best || m.start() == best && e.getKey().length() > bestLength)) {
        best = m.start();
        bestLength = e.getKey().length();
        day = e.getValue();
      }
    }
    return day;
  }

  int sentenceStart(int at) {
    int sid = sentence[at];
    int i = at;
    while (i > 0 && sentence[i - 1] == sid) {
      i--;
    }
    return i;
  }

  /** "tomorrow (Sunday)": two names of days side by side must name the same day. */
  void judgeDayNames() {
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

  /** Where the words of a list occur, whole words, as {start, end}. */
  List<int[]> find(List<String> words) {
    List<int[]> out = new ArrayList<>();
    String lower = prose.toLowerCase(Locale.ROOT);
    boolean[] taken = new boolean[lower.length() + 1];
    for (String w : words) {
      Matcher m =
          Pattern.compile("(?<![\\p{L}\\d])" + Pattern.quote(w) + "(?![\\p{L}\\d])").matcher(lower);
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

  int[] inSentence(List<int[]> words, int sid) {
    for (int[] w : words) {
      if (sentence[w[0]] == sid) {
        return w;
      }
    }
    return null;
  }

  Mention nextMention(int pos, int sid) {
    for (Mention m : mentions) {
      if (m.start() >= pos && sentence[m.start()] == sid) {
        return m;
      }
    }
    return null;
  }

  Mention prevMention(int pos, int sid) {
    Mention out = null;
    for (Mention m : mentions) {
      if (m.end() <= pos && sentence[m.start()] == sid) {
        out = m;
      }
    }
    return out;
  }

  /** The reply with the digits of its links blanked. */
  final String linkless;

  /** The question the reply answers. */
  final String question;

  /**
   * The subjects a text names (the question's), by the same names and rule as the reply's mentions,
   * in the order they first occur.
   */
  List<String> subjectsNamedIn(String text) {
    List<String> aliases = new ArrayList<>(canonical.keySet());
    aliases.sort((a, b) -> b.length() - a.length());
    String lower = text.toLowerCase(Locale.ROOT);
    java.util.TreeMap<Integer, String> at = new java.util.TreeMap<>();
    for (String a : aliases) {
      String subject = canonical.get(a);
      if (days.contains(subject)) {
        continue;
      }
      int from = 0;
      while (true) {
        int i = lower.indexOf(a, from);
        if (i < 0) {
          break;
        }
        from = i + 1;
        int end = i + a.length();
        if (i > 0 && Character.isLetterOrDigit(lower.charAt(i - 1))
            || a.length() < 4
                && end < lower.length()
                && Character.isLetterOrDigit(lower.charAt(end))) {
          continue;
        }
        at.putIfAbsent(i, subject);
      }
    }
    return List.copyOf(new LinkedHashSet<>(at.values()));
  }

  ReplyReading(Scenario s, List<Fact> all, String text) {
    // A clock time is no figure: the clock reading alone reads those.
    List<Fact> facts = all.stream().filter(f -> !f.clock()).toList();
    this.facts = facts;
    this.clocks = all.stream().filter(Fact::clock).toList();
    this.question = s.question();
    this.sports =
        "sports".equals(s.kind()) || facts.stream().anyMatch(f -> "goals".equals(f.unit()));
    // Digits inside a link (an id, a path) are not figures.
    String p = Judge.URL.matcher(text).replaceAll(m -> " ".repeat(m.group().length()));
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
            || facts.stream()
                .anyMatch(f -> f.unit() != null && RecipeReading.KITCHEN.contains(f.unit()));
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
    this.linkless = p;
  }

  abstract List<Mention> dateMentions(String text);

  abstract Set<String> expand(String day);
}
