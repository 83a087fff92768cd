package dev.vex.guards.toolresults;

import dev.vex.core.TurnContext;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.guards.digits.NumberReader;
import dev.vex.guards.digits.ReadNumber;
import dev.vex.guards.internal.TablesAhead;
import dev.vex.guards.toolresults.Calendar.Kind;
import dev.vex.guards.toolresults.Calendar.Mention;
import dev.vex.guards.toolresults.Figures.Figure;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Holds a reply to the figures the turn's tools returned: what a tool returned this turn is ground
 * truth for the reply, as a fetched figure is for the {@link dev.vex.guards.digits.DigitScanGuard
 * digit scan}.
 *
 * <p>A reply's number is <b>tied</b> to a number of a successful tool call's result when a content
 * word next to it in its clause is next to the result's number too ("you spend 4 800 kr on food"
 * and "Food: 4 200 kr", "2 failed" and "3 failed"), and their units agree (the same currency, the
 * same {@code GB}, {@code %}, {@code l}, or a count); a number with a unit that only one of the
 * result's numbers has ("8 540 kroner", "90 %") is tied to that one. A tied number that matches
 * none of its ties is corrected to the result's own text when it has one tie, and its sentence is
 * replaced by the result's lines when it has several. It matches when it is equal, or rounds to the
 * tie at the precision it shows within 5 % (10 % after "about", "ca.", "omtrent"): "about 17 600
 * kr" for 17 590 kr.
 *
 * <p>Clock times, dates (day and month) and weekdays are checked when the results hold exactly one
 * of each: a reply that states that kind but never the result's value has it corrected ("10.42"
 * where the result says 09:42, "21 May" for 12 May, "Sunday" for a timestamp that is a Saturday). A
 * time may also be stated in UTC.
 *
 * <p>Left alone: a number with no tie (a year, a count the user gave, a figure of the model's own),
 * any number the user's message states, and every reply in a turn without a successful tool call.
 * Thread-safe and stateless.
 */
public final class ToolResultGuard implements Guard {
  private static final BigDecimal STRICT = new BigDecimal("0.05");
  private static final BigDecimal HEDGED = new BigDecimal("0.10");

  private ToolResultGuard() {}

  /**
   * Returns the guard.
   *
   * @return the guard; it has no settings
   */
  public static ToolResultGuard create() {
    return new ToolResultGuard();
  }

  @Override
  public String name() {
    return "tool-results";
  }

  /** Corrects figures that contradict this turn's tool results. Never throws. */
  @Override
  public GuardVerdict check(Draft draft, TurnContext context) {
    try {
      List<String> results = results(context);
      if (results.isEmpty()) {
        return GuardVerdict.pass();
      }
      List<Edit> edits = edits(draft.text(), results, context);
      if (edits.isEmpty()) {
        return GuardVerdict.pass();
      }
      return GuardVerdict.rewritten(apply(draft.text(), edits), reasons(edits));
    } catch (RuntimeException e) {
      log().warn("tool result check failed on a draft of {} chars", draft.text().length(), e);
      return new GuardVerdict.Pass("tool result check failed: " + e.getClass().getSimpleName());
    }
  }

  /** Releases text that holds no figure this guard would correct. */
  @Override
  public boolean releases(Draft prefix, TurnContext context) {
    List<String> results = results(context);
    return results.isEmpty() || edits(prefix.text(), results, context).isEmpty();
  }

  /**
   * Judges only the new text: a sentence is corrected only for what it states itself, so what was
   * released stays as released.
   */
  @Override
  public boolean releasesNext(CharSequence released, String next, TurnContext context) {
    List<String> results = results(context);
    return results.isEmpty() || edits(next, results, context).isEmpty();
  }

  private static List<String> results(TurnContext context) {
    List<String> out = new ArrayList<>();
    for (ToolCallTrace t : context.toolCalls()) {
      if (t.ok() && !t.result().isBlank()) {
        out.add(t.result().length() > 20_000 ? t.result().substring(0, 20_000) : t.result());
      }
    }
    return out;
  }

  /** One change to the reply: the span and what replaces it. */
  private record Edit(int start, int end, String text, String reason) {}

  private static List<Edit> edits(String reply, List<String> results, TurnContext context) {
    TablesAhead.await(); // the digit tables may be initialising on the read-ahead thread (#23)
    Locale locale = context.locale();
    Set<BigDecimal> userNumbers = new HashSet<>();
    for (ReadNumber n : NumberReader.forLocale(locale).read(context.userMessage().content())) {
      userNumbers.add(n.value().stripTrailingZeros());
    }
    List<Mention> userMentions = Calendar.read(context.userMessage().content(), false);

    List<Edit> edits = new ArrayList<>();
    List<Mention> replyMentions = Calendar.read(reply, false);
    List<Mention> truthMentions = new ArrayList<>();
    List<Figure> truthFigures = new ArrayList<>();
    List<String> truthTexts = new ArrayList<>();
    List<Integer> truthOwner = new ArrayList<>();
    for (int r = 0; r < results.size(); r++) {
      String result = results.get(r);
      List<Mention> ms = Calendar.read(result, true);
      truthMentions.addAll(ms);
      for (Figure f : Figures.read(result, locale, spans(ms))) {
        truthFigures.add(f);
        truthTexts.add(result.substring(f.start(), f.end()));
        truthOwner.add(r);
      }
    }

    Set<String> resultWords = new HashSet<>();
    for (String r : results) {
      addContentStems(r, resultWords);
    }
    for (Kind kind : Kind.values()) {
      checkKind(kind, reply, replyMentions, truthMentions, userMentions, resultWords, edits);
    }
    Set<String> subject = new HashSet<>();
    addStems(context.userMessage().content(), subject);
    for (String r : results) {
      addStems(r, subject);
    }

    for (Figure f : Figures.read(reply, locale, spans(replyMentions))) {
      if (userNumbers.contains(f.value().stripTrailingZeros())) {
        continue;
      }
      List<Integer> ties = new ArrayList<>();
      for (int i = 0; i < truthFigures.size(); i++) {
        Figure t = truthFigures.get(i);
        if (unitsAgree(f.unit(), t.unit()) && !disjoint(f.labels(), t.labels())) {
          ties.add(i);
        }
      }
      if (ties.isEmpty() && !f.unit().isEmpty() && aboutTheSubject(f, subject)) {
        Set<BigDecimal> values = new HashSet<>();
        int only = -1;
        for (int i = 0; i < truthFigures.size(); i++) {
          if (truthFigures.get(i).unit().equals(f.unit())) {
            values.add(truthFigures.get(i).value().stripTrailingZeros());
            only = i;
          }
        }
        if (values.size() == 1) {
          ties.add(only);
        }
      }
      if (ties.isEmpty()) {
        continue;
      }
      boolean matches = false;
      Set<BigDecimal> distinct = new LinkedHashSet<>();
      for (int i : ties) {
        matches |= matches(f, truthFigures.get(i));
        distinct.add(truthFigures.get(i).value().stripTrailingZeros());
      }
      if (matches) {
        continue;
      }
      String stated = reply.substring(f.start(), f.end());
      if (distinct.size() == 1) {
        int i = ties.get(0);
        String fixed = truthTexts.get(i);
        if (stated.endsWith(".") && !fixed.endsWith(".")) {
          fixed = fixed + "."; // "kr." read with its dot
        }
        edits.add(
            new Edit(
                f.start(),
                f.end(),
                fixed,
                "stated " + stated + " where a tool returned " + truthTexts.get(i)));
      } else {
        Set<String> lines = new LinkedHashSet<>();
        for (int i : ties) {
          lines.add(lineAround(results.get(truthOwner.get(i)), truthFigures.get(i)));
        }
        int[] sentence = sentence(reply, f.start());
        String text = String.join("; ", lines);
        if (!text.endsWith(".")) {
          text = text + ".";
        }
        edits.add(
            new Edit(
                sentence[0],
                sentence[1],
                text,
                "stated " + stated + " where a tool returned " + String.join("; ", lines)));
      }
    }
    return resolve(edits);
  }

  private static final java.util.regex.Pattern WORD =
      java.util.regex.Pattern.compile("[\\p{L}][\\p{L}'’]*");

  private static void addStems(String text, Set<String> into) {
    java.util.regex.Matcher m = WORD.matcher(text);
    while (m.find()) {
      into.add(Figures.stem(m.group().toLowerCase(Locale.ROOT)));
    }
  }

  /**
   * A figure tied only by its unit must be about what the user asked or the result holds: "90 % of
   * the disk" when the user asked how full the disk is, not "a 10 MB mail limit".
   */
  private static boolean aboutTheSubject(Figure f, Set<String> subject) {
    if (f.labels().isEmpty()) {
      return true;
    }
    for (String l : f.labels()) {
      if (subject.contains(l)) {
        return true;
      }
    }
    return false;
  }

  private static void checkKind(
      Kind kind,
      String reply,
      List<Mention> replyMentions,
      List<Mention> truthMentions,
      List<Mention> userMentions,
      Set<String> resultWords,
      List<Edit> edits) {
    Set<Integer> truth = new HashSet<>();
    Set<Integer> accepted = new HashSet<>();
    for (Mention m : truthMentions) {
      if (m.kind() == kind) {
        truth.add(m.value());
        accepted.add(m.value());
        if (m.also() >= 0) {
          accepted.add(m.also());
        }
      }
    }
    if (truth.size() != 1) {
      return;
    }
    int value = truth.iterator().next();
    List<Mention> stated = new ArrayList<>();
    for (Mention m : replyMentions) {
      if (m.kind() == kind) {
        if (accepted.contains(m.value())) {
          return; // the reply states the result's own value: other values are its own
        }
        stated.add(m);
      }
    }
    for (Mention m : stated) {
      if (kind == Kind.TIME && aboutAnotherDay(reply, m, replyMentions, truthMentions)) {
        continue;
      }
      if (userMentions.stream().anyMatch(u -> u.kind() == kind && u.value() == m.value())) {
        continue;
      }
      if (!aboutTheResult(reply, m, resultWords)) {
        continue; // "the shop opens on Monday", "your train leaves at 10:15": another day or time
      }
      String said = reply.substring(m.start(), m.end());
      String fixed; // tested by identity: a switch on an enum is one class more in the jar (#23)
      if (kind == Kind.TIME) {
        fixed = Calendar.time(value, m.separator(), said.indexOf(m.separator()) == 2);
      } else if (kind == Kind.WEEKDAY) {
        fixed = Calendar.weekday(value, said, m.norwegian());
      } else {
        fixed =
            value / 100 == m.value() / 100 && m.separator() != '-'
                ? replaceDay(said, value % 100, m.value() % 100)
                : Calendar.date(value, said, m.norwegian(), m.separator() == '-');
      }
      edits.add(
          new Edit(
              m.start(), m.end(), fixed, "stated " + said + " where a tool returned " + fixed));
    }
  }

  /**
   * Words that present a time, date or weekday as the current one ("it's", "klokka er", "today"):
   * such a clause speaks of what a clock or calendar tool returned.
   */
  private static final Set<String> NOW_CUES =
      Set.of("it's", "it’s", "today", "now", "currently", "klokka", "klokken", "dag", "nå", "idag");

  /**
   * Whether a reply's time, date or weekday speaks of what the tool returned: its clause presents
   * it as the current one, or shares a content word with a result ("your meeting with Kari is on 21
   * May" after "Meeting with Kari on 12 May"). Another day or time the reply names on its own ("the
   * shop opens on Monday", "your train leaves at 10:15") is the reply's own and is left alone.
   */
  private static boolean aboutTheResult(String reply, Mention m, Set<String> resultWords) {
    int from = Figures.clauseStart(reply, m.start());
    int to = Figures.clauseEnd(reply, m.end());
    java.util.regex.Matcher w = WORD.matcher(reply.substring(from, Math.max(from, to)));
    while (w.find()) {
      String word = w.group().toLowerCase(Locale.ROOT);
      if (NOW_CUES.contains(word)) {
        return true;
      }
      if (word.length() >= 3 && resultWords.contains(Figures.stem(word))) {
        return true;
      }
    }
    return false;
  }

  /** The stems of a text's words of three letters or more, but weekday and month names. */
  private static void addContentStems(String text, Set<String> into) {
    java.util.regex.Matcher m = WORD.matcher(text);
    while (m.find()) {
      String word = m.group().toLowerCase(Locale.ROOT);
      if (word.length() >= 3 && !Calendar.isDayOrMonthName(word)) {
        into.add(Figures.stem(word));
      }
    }
  }

  /** Whether a time's clause names a date or weekday that is not the result's. */
  private static boolean aboutAnotherDay(
      String reply, Mention time, List<Mention> replyMentions, List<Mention> truthMentions) {
    int from = Figures.clauseStart(reply, time.start());
    int to = Figures.clauseEnd(reply, time.end());
    for (Mention m : replyMentions) {
      if ((m.kind() == Kind.DATE || m.kind() == Kind.WEEKDAY)
          && m.start() >= from
          && m.end() <= to) {
        boolean theResults =
            truthMentions.stream().anyMatch(t -> t.kind() == m.kind() && t.value() == m.value());
        if (!theResults) {
          return true;
        }
      }
    }
    return false;
  }

  /** Replaces the day's digits in "21 May" or "May 21st" by the result's day. */
  private static String replaceDay(String said, int day, int wrong) {
    String w = Integer.toString(wrong);
    int at = said.indexOf(w);
    if (at < 0) {
      return said;
    }
    return said.substring(0, at) + day + said.substring(at + w.length());
  }

  private static boolean matches(Figure stated, Figure truth) {
    BigDecimal s = stated.value();
    BigDecimal t = truth.value();
    if (s.compareTo(t) == 0) {
      return true;
    }
    BigDecimal diff = s.subtract(t).abs();
    BigDecimal shown = s.abs().stripTrailingZeros();
    BigDecimal step = BigDecimal.ONE.movePointLeft(shown.scale());
    BigDecimal half = step.divide(BigDecimal.valueOf(2), MathContext.DECIMAL64);
    BigDecimal share = t.abs().multiply(stated.hedged() ? HEDGED : STRICT);
    return diff.compareTo(half) <= 0 && diff.compareTo(share) <= 0;
  }

  private static boolean unitsAgree(String stated, String truth) {
    return stated.equals(truth) || stated.isEmpty();
  }

  private static boolean disjoint(Set<String> a, Set<String> b) {
    for (String s : a) {
      if (b.contains(s)) {
        return false;
      }
    }
    return true;
  }

  private static List<int[]> spans(List<Mention> mentions) {
    List<int[]> out = new ArrayList<>(mentions.size());
    for (Mention m : mentions) {
      out.add(new int[] {m.start(), m.end()});
    }
    return out;
  }

  /** The result's line that holds a figure, trimmed. */
  private static String lineAround(String result, Figure f) {
    int s = result.lastIndexOf('\n', f.start() - 1) + 1;
    int e = result.indexOf('\n', f.end());
    return result.substring(s, e < 0 ? result.length() : e).strip();
  }

  /** The sentence around an index: from after the last sentence end to its own end, inclusive. */
  static int[] sentence(String text, int at) {
    int s = at;
    while (s > 0 && !sentenceEndBefore(text, s)) {
      s--;
    }
    int e = at;
    while (e < text.length() && !sentenceEndBefore(text, e)) {
      e++;
    }
    while (s < e && Character.isWhitespace(text.charAt(s))) {
      s++;
    }
    int end = e;
    while (end > s && Character.isWhitespace(text.charAt(end - 1))) {
      end--;
    }
    return new int[] {s, end};
  }

  /** Whether a sentence ends just before index i: after a newline, or [.!?] then a space. */
  private static boolean sentenceEndBefore(String text, int i) {
    char p = text.charAt(i - 1);
    if (p == '\n') {
      return true;
    }
    if (i >= 2
        && (text.charAt(i - 2) == '.' || text.charAt(i - 2) == '!' || text.charAt(i - 2) == '?')
        && Character.isWhitespace(p)) {
      // "14. mars": a date's dot is no sentence end
      return !(text.charAt(i - 2) == '.' && i >= 3 && Character.isDigit(text.charAt(i - 3)));
    }
    return false;
  }

  /** Drops edits inside a replaced sentence and overlapping ones, keeping the wider. */
  private static List<Edit> resolve(List<Edit> edits) {
    List<Edit> sorted = new ArrayList<>(edits);
    sorted.sort(
        Comparator.comparingInt(Edit::start)
            .thenComparing(Comparator.comparingInt(Edit::end).reversed()));
    List<Edit> out = new ArrayList<>();
    int reached = -1;
    for (Edit e : sorted) {
      if (e.start() >= reached) {
        out.add(e);
        reached = e.end();
      } else if (e.end() > reached) {
        continue;
      }
    }
    return out;
  }

  private static String apply(String text, List<Edit> edits) {
    StringBuilder b = new StringBuilder(text);
    for (int i = edits.size() - 1; i >= 0; i--) {
      Edit e = edits.get(i);
      b.replace(e.start(), e.end(), e.text());
    }
    return b.toString();
  }

  private static String reasons(List<Edit> edits) {
    List<String> r = new ArrayList<>();
    for (Edit e : edits) {
      if (r.size() < 4) {
        r.add(e.reason());
      }
    }
    return String.join("; ", r);
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(ToolResultGuard.class);
  }
}
