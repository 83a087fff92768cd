package dev.vex.guards.fetch;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.FailedFetch;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.digits.NumberReader;
import dev.vex.guards.digits.ReadNumber;
import dev.vex.guards.internal.TablesAhead;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * When a fetch the turn needed failed (the source was down, had no data for the subject, or missed
 * the deadline), the model had no real data to go on, and the digit scan has nothing to compare
 * with: any figure it writes would pass as fact. This guard says so instead.
 *
 * <p>For each {@linkplain TurnContext#failedFetches() failed fetch} the reply starts with a plain
 * sentence, in English or Norwegian, that live data could not be fetched from the source. Every
 * sentence holding a figure <em>of a failed kind</em> that no real data backs is removed:
 * temperatures for weather; amounts of money, percentages and figures written after a price word
 * ("trading at", "kurs") for crypto, stocks and currency; match scores ({@code 2-1}) for sports.
 * Years, counts, distances, doses and every other number stay, as do all numbers when only news,
 * recipes, search or a translation failed. A figure is backed when it states a key figure of the
 * turn's ground truth, a number in a fetched summary, or a number in the user's message. Dates and
 * clock times are not figures. Only the fetches of {@linkplain dev.vex.core.intent.Intent#isAsk()
 * asks} are failed fetches: a subject the user only mentioned is never announced. A reply that
 * already says in its own words that it could not get the data ("I couldn't get a price", "Jeg fikk
 * ikke hentet prisen", "Yahoo fant ingen data") and holds no unbacked figure passes unchanged, with
 * no second notice. A source that answered with nothing for the subject ({@link
 * FailedFetch#noData()}: a team with no fixtures) failed at nothing: a reply with no unbacked
 * figure of its kind passes unchanged, and one that lost a sentence is told that the source has no
 * data for the subject. The trace names the failed fetch and why it failed. A turn without failed
 * fetches passes untouched.
 *
 * <p>Streamed text is held until the end when a fetch failed, so no unbacked figure is shown.
 *
 * <p>Immutable and thread-safe.
 */
public final class FailedFetchGuard implements Guard {
  private static final int MAX_SOURCE = 60;

  private FailedFetchGuard() {}

  /**
   * Returns the guard.
   *
   * @return the guard
   */
  public static FailedFetchGuard create() {
    return new FailedFetchGuard();
  }

  @Override
  public String name() {
    return "failed-fetch";
  }

  /** Holds streamed text when a fetch failed; releases it otherwise. */
  @Override
  public boolean releases(Draft prefix, TurnContext context) {
    return context.failedFetches().isEmpty();
  }

  /** As {@link #releases}: whatever the text, held only when a fetch failed. */
  @Override
  public boolean releasesNext(CharSequence released, String next, TurnContext context) {
    return context.failedFetches().isEmpty();
  }

  /**
   * Says which live data could not be fetched and removes the sentences with unbacked figures.
   * Never throws: an internal failure is logged and the draft passes with a reason saying so.
   */
  /** Whether an intent of the turn is only a mention: a loop, no stream on a cold turn (#23). */
  private static boolean anyMention(TurnContext context) {
    for (dev.vex.core.intent.Intent i : context.intents()) {
      if (!i.isAsk()) {
        return true;
      }
    }
    return false;
  }

  @Override
  public GuardVerdict check(Draft draft, TurnContext context) {
    if (context.failedFetches().isEmpty()) {
      return new GuardVerdict.Pass(
          anyMention(context)
              ? "no fetch the user asked for failed (a subject only mentioned is never announced)"
              : "no failed fetches");
    }
    List<FailedFetch> failed = unanswered(context);
    if (failed.isEmpty()) {
      return new GuardVerdict.Pass(
          "every failed fetch's subject was answered by another source's data");
    }
    try {
      return judge(draft.text(), context, failed);
    } catch (RuntimeException e) {
      log().warn("failed-fetch guard failed on a draft of {} chars", draft.text().length(), e);
      return new GuardVerdict.Pass("failed-fetch guard failed: " + e.getClass().getSimpleName());
    }
  }

  /**
   * The failed fetches whose subject no fetched data names: "TRON price?" read both as the coin and
   * as a ticker is answered when CoinGecko's TRON came back, whatever Yahoo said of a stock TRON.
   */
  private static List<FailedFetch> unanswered(TurnContext context) {
    List<FailedFetch> out = new ArrayList<>(context.failedFetches().size());
    for (FailedFetch f : context.failedFetches()) {
      if (!answered(f.subject().strip(), context)) {
        out.add(f);
      }
    }
    return out;
  }

  private static boolean answered(String subject, TurnContext context) {
    if (subject.isEmpty()) {
      return false;
    }
    for (GroundTruth t : context.groundTruth()) {
      for (KeyFigure k : t.keyFigures()) {
        for (String alias : k.aliases()) {
          if (alias.equalsIgnoreCase(subject)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private GuardVerdict judge(String text, TurnContext context, List<FailedFetch> failed) {
    TablesAhead.await(); // the digit tables may be initialising on the read-ahead thread (#23)
    boolean nb = isNorwegian(context.locale());
    NumberReader reader = NumberReader.forLocale(context.locale());
    List<BigDecimal> backed = backed(context, reader);
    List<int[]> sentences = sentences(text);
    boolean[] drop = new boolean[sentences.size()];
    int dropped = 0;
    int s = 0;
    FailedKinds kinds = FailedKinds.of(failed);
    FailedKinds.Lookbehind words = new FailedKinds.Lookbehind(text);
    for (ReadNumber n : reader.each(text)) { // one at a time: a long reply's numbers not kept
      while (s < sentences.size() - 1 && n.start() >= sentences.get(s)[1]) {
        s++;
      }
      if (!drop[s] && kinds.covers(text, n, words) && !isBacked(n, backed)) {
        drop[s] = true;
        dropped++;
      }
    }
    if (kinds.scores()) {
      for (int i = 0; i < sentences.size(); i++) {
        int[] span = sentences.get(i);
        if (!drop[i] && FailedKinds.hasScore(text, span[0], span[1], backed)) {
          drop[i] = true;
          dropped++;
        }
      }
    }
    StringBuilder kept = new StringBuilder();
    for (int i = 0; i < sentences.size(); i++) {
      if (!drop[i]) {
        kept.append(text, sentences.get(i)[0], sentences.get(i)[1]);
      }
    }
    String rest = kept.toString().strip().replaceAll("\n{3,}", "\n\n");
    Set<String> notices = new LinkedHashSet<>();
    List<String> why = new ArrayList<>();
    boolean saidSo = dropped == 0 && saysItCouldNotFetch(rest);
    for (FailedFetch f : failed) {
      // a source that answered with nothing for the subject failed at nothing: said only when a
      // sentence had to go for a figure of its kind
      String notice = f.noData() ? noDataNotice(f, nb) : notice(f, nb);
      if (!saidSo && !rest.contains(notice) && (!f.noData() || dropped > 0)) {
        notices.add(notice);
      }
      why.add(
          f.kind()
              + (f.subject().isEmpty() ? "" : " '" + f.subject() + "'")
              + " from "
              + f.source()
              + " failed: "
              + f.reason());
    }
    String reason =
        "live data could not be fetched ("
            + String.join("; ", why)
            + ")"
            + (dropped > 0 ? "; removed " + dropped + " sentence(s) with unbacked figures" : "");
    String out = String.join(" ", notices);
    if (!rest.isEmpty()) {
      out = out.isEmpty() ? rest : out + "\n\n" + rest;
    }
    if (out.equals(text)) {
      return new GuardVerdict.Pass(reason);
    }
    return GuardVerdict.rewritten(out, reason);
  }

  /**
   * Phrases with which a reply says, in English or Norwegian, that it has no live data: a reply
   * that already says so in its own words, with no unbacked figure, needs no notice.
   */
  private static final List<String> NO_DATA =
      List.of(
          "could not get",
          "couldn't get",
          "could not fetch",
          "couldn't fetch",
          "could not retrieve",
          "couldn't retrieve",
          "was unable to",
          "i am unable to",
          "i'm unable to",
          "no current figure",
          "no live data",
          "no data for",
          "found no data",
          "rate limit",
          "fikk ikke hentet",
          "kunne ikke hente",
          "klarte ikke å hente",
          "fant ingen data",
          "ingen data for",
          "har ingen ferske",
          "grensen for antall forespørsler");

  /** Whether the reply says in its own words that it could not get the live data. */
  static boolean saysItCouldNotFetch(String text) {
    String lower = text.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
    for (String phrase : NO_DATA) {
      if (lower.contains(phrase)) {
        return true;
      }
    }
    return false;
  }

  /** The numbers real data backs: key figures, numbers in summaries and in the user's message. */
  private static List<BigDecimal> backed(TurnContext context, NumberReader reader) {
    List<BigDecimal> out = new ArrayList<>();
    for (GroundTruth t : context.groundTruth()) {
      for (KeyFigure f : t.keyFigures()) {
        out.add(f.value());
      }
      for (ReadNumber n : reader.read(t.summary(context.locale()))) {
        out.add(n.value());
      }
    }
    for (ReadNumber n : reader.read(context.userMessage().content())) {
      out.add(n.value());
    }
    return out;
  }

  /** Whether a reading of the number is a backed number, or that number rounded to its step. */
  private static boolean isBacked(ReadNumber n, List<BigDecimal> backed) {
    // "down around 1 %" states a change of -1.03 %: percentages compare by size
    boolean percent = "%".equals(n.unit());
    for (ReadNumber.Reading r : n.readings()) {
      BigDecimal half = r.step().divide(BigDecimal.valueOf(2));
      BigDecimal v = percent ? r.value().abs() : r.value();
      for (BigDecimal b : backed) {
        BigDecimal diff = v.subtract(percent ? b.abs() : b).abs();
        if (diff.compareTo(half) <= 0 || r.value().abs().compareTo(b.abs()) == 0) {
          return true;
        }
      }
    }
    return false;
  }

  /** Abbreviations whose full stop ends no sentence, lower case, without the stop. */
  private static final java.util.Set<String> ABBREVIATIONS =
      java.util.Set.of(
          "approx", "ca", "kl", "nr", "mrd", "mill", "mln", "bl.a", "f.eks", "e.g", "i.e", "jan",
          "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "okt", "nov", "dec",
          "des", "vs", "etc", "pr", "inkl", "ekskl", "jf", "mv", "osv");

  /**
   * Sentence spans covering the text: each ends after a sentence mark and its space, or a line. A
   * full stop followed by a lower-case word ("15. januar", "71,2 mrd. dollar") or ending an
   * abbreviation ("approx. 0.81", "Jan. 15") ends no sentence.
   */
  static List<int[]> sentences(String text) {
    List<int[]> out = new ArrayList<>();
    int start = 0;
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      boolean end =
          c == '\n'
              || (".!?…".indexOf(c) >= 0
                  && i + 1 < n
                  && Character.isWhitespace(text.charAt(i + 1))
                  && !(c == '.' && inSentence(text, i)));
      if (end) {
        int stop = i + 1;
        while (stop < n && text.charAt(stop) == ' ') {
          stop++;
        }
        out.add(new int[] {start, stop});
        start = stop;
        i = stop - 1;
      }
    }
    if (start < n || out.isEmpty()) {
      out.add(new int[] {start, n});
    }
    return out;
  }

  /** Whether the full stop at {@code dot} is an ordinal's or an abbreviation's. */
  private static boolean inSentence(String text, int dot) {
    int k = dot + 1;
    while (k < text.length() && k - dot < 4 && text.charAt(k) == ' ') {
      k++;
    }
    if (k < text.length() && Character.isLowerCase(text.charAt(k))) {
      return true;
    }
    int w = dot;
    while (w > 0
        && dot - w < 8
        && (Character.isLetter(text.charAt(w - 1)) || text.charAt(w - 1) == '.')) {
      w--;
    }
    return w < dot
        && (w == 0 || !Character.isLetterOrDigit(text.charAt(w - 1)))
        && ABBREVIATIONS.contains(text.substring(w, dot).toLowerCase(java.util.Locale.ROOT));
  }

  static String notice(FailedFetch f, boolean nb) {
    String source = source(f);
    String subject = f.subject().isBlank() ? "" : f.subject().strip();
    if (nb) {
      return "Jeg fikk ikke hentet ferske "
          + kindNb(f.kind())
          + (subject.isEmpty() ? "" : " for " + subject)
          + " fra "
          + source
          + " akkurat nå, så jeg kan ikke gi deg aktuelle tall for det.";
    }
    return "I could not fetch live "
        + kindEn(f.kind())
        + (subject.isEmpty() ? "" : " for " + subject)
        + " from "
        + source
        + " just now, so I cannot give you current figures for it.";
  }

  /** What a source that answered with nothing for the subject left the reply without. */
  static String noDataNotice(FailedFetch f, boolean nb) {
    String source = source(f);
    String subject = f.subject().isBlank() ? "" : f.subject().strip();
    if (nb) {
      return source
          + " har ingen "
          + kindNb(f.kind())
          + (subject.isEmpty() ? "" : " for " + subject)
          + ", så jeg kan ikke gi deg tall for det.";
    }
    return source
        + " has no "
        + kindEn(f.kind())
        + (subject.isEmpty() ? "" : " for " + subject)
        + ", so I cannot give you figures for it.";
  }

  /** The source's name, cut to plain characters so that it cannot carry markup or a link. */
  private static String source(FailedFetch f) {
    StringBuilder sb = new StringBuilder();
    for (char c : f.source().toCharArray()) {
      if (Character.isLetterOrDigit(c) || c == ' ' || c == '-' || c == '.') {
        sb.append(c);
      }
      if (sb.length() >= MAX_SOURCE) {
        break;
      }
    }
    String s = sb.toString().strip();
    return s.isEmpty() ? "the source" : s;
  }

  private static String kindEn(String kind) {
    return switch (kind) {
      case "crypto" -> "crypto prices";
      case "stocks" -> "stock prices";
      case "weather" -> "weather data";
      case "news" -> "news";
      case "sports" -> "sports results";
      case "recipes" -> "recipes";
      case "search" -> "search results";
      default -> kind + " data";
    };
  }

  private static String kindNb(String kind) {
    return switch (kind) {
      case "crypto" -> "kryptopriser";
      case "stocks" -> "aksjekurser";
      case "weather" -> "værdata";
      case "news" -> "nyheter";
      case "sports" -> "sportsresultater";
      case "recipes" -> "oppskrifter";
      case "search" -> "søkeresultater";
      default -> kind + "-data";
    };
  }

  private static boolean isNorwegian(Locale locale) {
    String lang = locale.getLanguage();
    return "nb".equals(lang) || "no".equals(lang) || "nn".equals(lang);
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(FailedFetchGuard.class);
  }
}
