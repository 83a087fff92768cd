package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A comparison or a rank of market subjects written in words (#22), judged against the turn's
 * figures: "Solana koster mer enn BNB", "TRON is cheaper than Dogecoin", "TRON is the cheaper one"
 * by the subjects' prices; "Tether er dagens største vinner", "Ethereum fell the most" by their
 * changes. The subject is the one subject the sentence names before the words; a comparison's other
 * side the first other subject named after them; a rank is judged against every subject with a
 * change figure (at least two), and not in a sentence that excepts some ("except", "unntatt"). One
 * pass over the text's word starts finds the phrases (indexed by first letter); at most {@link
 * #MAX_HITS} are judged, each within {@link #MAX_SENTENCE} characters around it: linear in the
 * reply.
 */
final class MarketRanks {
  private static final int MAX_HITS = 8;
  private static final int MAX_SENTENCE = 400;
  private static final int MAX_PROBLEMS = 3;

  /** Words that put the subject's price above (+1) or below (-1) the other side's. */
  private static final Map<String, Integer> PRICE_COMPARISONS =
      Map.ofEntries(
          Map.entry("more expensive than", 1),
          Map.entry("pricier than", 1),
          Map.entry("costs more than", 1),
          Map.entry("koster mer enn", 1),
          Map.entry("dyrere enn", 1),
          Map.entry("cheaper than", -1),
          Map.entry("less expensive than", -1),
          Map.entry("costs less than", -1),
          Map.entry("koster mindre enn", -1),
          Map.entry("billigere enn", -1));

  /** Words that make the subject the dearest (+1) or cheapest (-1) of those the sentence names. */
  private static final Map<String, Integer> PRICE_RANKS =
      Map.ofEntries(
          Map.entry("the cheaper one", -1),
          Map.entry("the cheaper of the two", -1),
          Map.entry("the cheapest", -1),
          Map.entry("den billigste", -1),
          Map.entry("billigst", -1),
          Map.entry("the more expensive one", 1),
          Map.entry("the most expensive", 1),
          Map.entry("the pricier one", 1),
          Map.entry("den dyreste", 1),
          Map.entry("dyrest", 1));

  /** Words that make the subject the biggest riser (+1) or faller (-1) of all with a change. */
  private static final Map<String, Integer> MOVE_RANKS =
      Map.ofEntries(
          Map.entry("biggest gainer", 1),
          Map.entry("top gainer", 1),
          Map.entry("best performer", 1),
          Map.entry("rose the most", 1),
          Map.entry("gained the most", 1),
          Map.entry("største vinner", 1),
          Map.entry("største vinneren", 1),
          Map.entry("steget mest", 1),
          Map.entry("steg mest", 1),
          Map.entry("biggest loser", -1),
          Map.entry("worst performer", -1),
          Map.entry("fell the most", -1),
          Map.entry("dropped the most", -1),
          Map.entry("største taper", -1),
          Map.entry("største taperen", -1),
          Map.entry("falt mest", -1),
          // #22 (cases3 N035, cases15 P072: "Solana had the worst day in the top 10")
          Map.entry("best day", 1),
          Map.entry("biggest gain", 1),
          Map.entry("biggest rise", 1),
          Map.entry("beste dag", 1),
          Map.entry("beste dagen", 1),
          Map.entry("største oppgang", 1),
          Map.entry("største stigning", 1),
          Map.entry("worst day", -1),
          Map.entry("biggest drop", -1),
          Map.entry("biggest fall", -1),
          Map.entry("biggest decline", -1),
          Map.entry("verste dag", -1),
          Map.entry("verste dagen", -1),
          Map.entry("største fall", -1),
          Map.entry("største nedgang", -1));

  private MarketRanks() {}

  static List<String> problems(String text, Subjects subjects, List<KeyFigure> figures) {
    Map<String, BigDecimal> prices = new LinkedHashMap<>();
    Map<String, BigDecimal> changes = new LinkedHashMap<>();
    for (KeyFigure f : figures) {
      String key = Subjects.key(f);
      if (key == null) {
        continue;
      }
      String label = f.label().toLowerCase(Locale.ROOT);
      if (label.endsWith(" price") || label.equals("price")) {
        prices.putIfAbsent(key, f.value());
      } else if ("%".equals(f.unit())
          && (label.endsWith(" 24h change") || label.endsWith(" change"))
          && !label.contains("chart")
          && !label.contains("cap")) {
        changes.putIfAbsent(key, f.value());
      }
    }
    List<String> out = new ArrayList<>();
    if (prices.size() < 2 && changes.size() < 2) {
      return out;
    }
    // one pass over the text's word starts: the phrases are indexed by their first letter
    int hits = 0;
    int n = text.length();
    for (int i = 0; i < n && hits < MAX_HITS && out.size() < MAX_PROBLEMS; i++) {
      char c = text.charAt(i);
      if (c >= 128 || !Character.isLetter(c) || (i > 0 && Character.isLetter(text.charAt(i - 1)))) {
        continue;
      }
      List<Phrase> list = BY_FIRST[Character.toLowerCase(c)];
      if (list == null) {
        continue;
      }
      char second = i + 1 < n ? Character.toLowerCase(text.charAt(i + 1)) : ' ';
      for (Phrase p : list) {
        int end = i + p.words().length();
        if (p.words().charAt(1) == second
            && text.regionMatches(true, i, p.words(), 0, p.words().length())
            && (end == n || !Character.isLetter(text.charAt(end)))) {
          Map<String, BigDecimal> values = p.how() == 2 ? changes : prices;
          if (values.size() >= 2) {
            hits++;
            judge(text, i, end, p, subjects, values, out);
          }
          break;
        }
      }
    }
    return out.size() > MAX_PROBLEMS ? out.subList(0, MAX_PROBLEMS) : out;
  }

  /**
   * A phrase, its sign and how it is judged (0 against the next subject, 1 among those named, 2
   * among all).
   */
  private record Phrase(String words, int sign, int how) implements Comparable<Phrase> {
    /** Longer phrases first; a stable sort keeps the order of those as long. */
    @Override
    public int compareTo(Phrase o) {
      return o.words.length() - words.length();
    }
  }

  private static void add(List<Phrase> all, Map<String, Integer> phrases, int how) {
    for (Map.Entry<String, Integer> e : phrases.entrySet()) {
      all.add(new Phrase(e.getKey(), e.getValue(), how));
    }
  }

  /** The phrases by their first letter (ASCII: each phrase starts with one). */
  @SuppressWarnings("unchecked")
  private static final List<Phrase>[] BY_FIRST = byFirst();

  @SuppressWarnings("unchecked")
  private static List<Phrase>[] byFirst() {
    List<Phrase>[] out = (List<Phrase>[]) new List<?>[128];
    List<Phrase> all = new ArrayList<>();
    // loops and the phrase's own order, no lambdas: built on the first grounded turn, where each
    // lambda's first call costs a generated class (#23)
    add(all, PRICE_COMPARISONS, 0);
    add(all, PRICE_RANKS, 1);
    add(all, MOVE_RANKS, 2);
    // longer phrases first: "største vinneren" before "største vinner"
    all.sort(null);
    for (Phrase p : all) {
      char f = p.words().charAt(0);
      if (out[f] == null) {
        out[f] = new ArrayList<>();
      }
      out[f].add(p);
    }
    return out;
  }

  /** Judges the phrase {@code p} standing at {@code at..from}. */
  private static void judge(
      String text,
      int at,
      int from,
      Phrase p,
      Subjects subjects,
      Map<String, BigDecimal> values,
      List<String> out) {
    String words = p.words();
    int sign = p.sign();
    int how = p.how();
    if (negated(text, at)) {
      return;
    }
    int start = at;
    while (start > 0 && at - start < MAX_SENTENCE && !ends(text, start - 1)) {
      start--;
    }
    int end = from;
    while (end < text.length() && end - from < MAX_SENTENCE && !ends(text, end)) {
      end++;
    }
    if (how == 2 && except(text, start, end)) {
      return;
    }
    String subject = null;
    boolean two = false;
    List<String> named = new ArrayList<>(); // the subjects the sentence names, in order
    String after = null;
    for (int m = subjects.firstMentionFrom(start);
        m < subjects.mentions() && subjects.mentionStart(m) < end;
        m++) {
      String key = subjects.mentionKey(m);
      if (!named.contains(key)) {
        named.add(key);
      }
      if (subjects.mentionEnd(m) <= at) {
        two |= subject != null && !subject.equals(key);
        subject = key;
      } else if (subjects.mentionStart(m) >= from && after == null && !key.equals(subject)) {
        after = key;
      }
    }
    if (how == 2 && subject == null && named.size() == 1) {
      subject = named.get(0); // "Dagens største vinner er Tether"
    }
    if (subject == null || two || !values.containsKey(subject)) {
      return;
    }
    BigDecimal v = values.get(subject);
    String problem = null;
    if (how == 0) {
      if (after != null && values.containsKey(after) && v.compareTo(values.get(after)) != sign) {
        problem = subject + " " + plain(v) + " against " + after + " " + plain(values.get(after));
      }
    } else {
      Iterable<String> others = how == 1 ? named : values.keySet();
      for (String o : others) {
        if (!o.equals(subject) && values.containsKey(o) && values.get(o).compareTo(v) == sign) {
          problem = subject + " " + plain(v) + " where " + o + " has " + plain(values.get(o));
          break;
        }
      }
    }
    if (problem != null) {
      out.add("'" + text.substring(at, from) + "' does not hold: " + problem);
    }
  }

  private static String plain(BigDecimal v) {
    return v.stripTrailingZeros().toPlainString();
  }

  private static boolean ends(String text, int i) {
    char c = text.charAt(i);
    return c == '\n'
        || c == '!'
        || c == '?'
        || (c == '.'
            && (i + 1 >= text.length() || text.charAt(i + 1) == ' ')
            // "5. april" is a date; "$65,610. Solana" ends a sentence
            && !(i > 0
                && Character.isDigit(text.charAt(i - 1))
                && i + 2 < text.length()
                && Character.isLowerCase(text.charAt(i + 2))));
  }

  private static boolean negated(String text, int at) {
    String before = text.substring(Math.max(0, at - 12), at).toLowerCase(Locale.ROOT);
    return before.matches(".*\\b(not|n't|isn't|ikke|ikkje|never|aldri)\\b.*");
  }

  private static final List<String> EXCEPTS =
      List.of("except", "apart from", "other than", "besides", "unntatt", "bortsett fra", "utenom");

  private static boolean except(String text, int start, int end) {
    String sentence = text.substring(start, end).toLowerCase(Locale.ROOT);
    for (String e : EXCEPTS) {
      if (sentence.contains(e)) {
        return true;
      }
    }
    return false;
  }
}
