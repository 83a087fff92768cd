package dev.vex.guards;

import dev.vex.core.event.AgentListener;
import dev.vex.guards.digits.NumberReader;
import dev.vex.guards.digits.ReadNumber;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a host that shows the stream shows: deltas appended, replacements applied, every state kept.
 * {@link #leaks} checks the trust property of guarded streaming: no state the user saw has a
 * figure, a link, tool-call markup or an error object that the final reply lacks.
 */
public final class ShownText implements AgentListener {
  private static final Pattern LINK =
      Pattern.compile(
          "(?i)(?:\\b(?:https?|ftp|javascript|data|vbscript|mailto|file):|\\bwww\\.)[^\\s<>\"'`)\\]]+");

  private final StringBuilder shown = new StringBuilder();
  private static final List<String> MARKUP =
      List.of(
          "<tool_call",
          "</tool_call",
          "[tool_calls",
          "<|",
          "<function",
          "\"arguments\"",
          "\"parameters\"",
          "{\"name\"",
          "{\"function\"",
          "\"tool_calls\"",
          "\"error\"",
          "{\"error");

  private final List<String> states = new ArrayList<>();
  private final List<Boolean> whileWriting = new ArrayList<>();
  private final List<String> reasons = new ArrayList<>();
  private int deltas;
  private int early;
  private boolean inCall;

  /** A host that has shown nothing yet. */
  public ShownText() {}

  @Override
  public synchronized void modelCallStarted(String model, int round) {
    inCall = true;
  }

  @Override
  public synchronized void modelCallEnded(
      String model, int round, dev.vex.core.model.ChatResponse response) {
    inCall = false;
  }

  @Override
  public synchronized void modelCallFailed(String model, int round, Throwable error) {
    inCall = false;
  }

  @Override
  public synchronized void contentDelta(String text) {
    deltas++;
    if (inCall) {
      early++;
    }
    shown.append(text);
    states.add(shown.toString());
    whileWriting.add(inCall);
  }

  @Override
  public synchronized void contentReplaced(String fullText, String reason) {
    reasons.add(reason);
    shown.setLength(0);
    shown.append(fullText);
    states.add(shown.toString());
    whileWriting.add(inCall);
  }

  /** The text shown now. */
  public synchronized String shown() {
    return shown.toString();
  }

  /** Every text the host showed, in order. */
  public synchronized List<String> states() {
    return List.copyOf(states);
  }

  /** The texts the host showed while a model call was still writing, in order. */
  public synchronized List<String> statesWhileWriting() {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < states.size(); i++) {
      if (whileWriting.get(i)) {
        out.add(states.get(i));
      }
    }
    return out;
  }

  /** The reasons of the replacements. */
  public synchronized List<String> replacements() {
    return List.copyOf(reasons);
  }

  /** How many deltas arrived while the model was still writing. */
  public synchronized int early() {
    return early;
  }

  /** How many deltas arrived. */
  public synchronized int deltas() {
    return deltas;
  }

  /**
   * Returns every figure and link that some shown state had and the final reply lacks.
   *
   * @param finalText the reply the user received
   * @param locale the turn's locale
   * @return the leaks, empty when none
   */
  public synchronized List<String> leaks(String finalText, Locale locale) {
    List<String> out = new ArrayList<>();
    NumberReader reader = NumberReader.forLocale(locale);
    List<ReadNumber> finals = reader.read(finalText);
    List<String> finalLinks = links(finalText);
    for (String state : states) {
      for (ReadNumber n : reader.read(state)) {
        if (!stated(n, finals)) {
          out.add("figure '" + state.substring(n.start(), n.end()) + "' in shown: " + state);
        }
      }
      for (String link : links(state)) {
        if (!finalLinks.contains(link)) {
          out.add("link '" + link + "' in shown: " + state);
        }
      }
      String lower = state.toLowerCase(Locale.ROOT);
      for (String m : MARKUP) {
        if (lower.contains(m) && !finalText.toLowerCase(Locale.ROOT).contains(m)) {
          out.add("markup or error '" + m + "' in shown: " + state);
        }
      }
    }
    return out;
  }

  /**
   * Returns the tool-call markup and error-object tokens that some shown state had and the final
   * reply lacks, each once.
   *
   * @param finalText the reply the user received
   * @return the tokens, empty when none
   */
  public synchronized List<String> markupLeaks(String finalText) {
    String last = finalText.toLowerCase(Locale.ROOT);
    List<String> out = new ArrayList<>();
    for (String state : states) {
      String lower = state.toLowerCase(Locale.ROOT);
      for (String m : MARKUP) {
        if (lower.contains(m) && !last.contains(m) && !out.contains(m)) {
          out.add(m);
        }
      }
    }
    return out;
  }

  /** The URL-like tokens of a text, as an autolinker would find them. */
  public static List<String> links(String text) {
    List<String> out = new ArrayList<>();
    Matcher m = LINK.matcher(text);
    while (m.find()) {
      String url = m.group();
      while (!url.isEmpty() && ".,;:!?".indexOf(url.charAt(url.length() - 1)) >= 0) {
        url = url.substring(0, url.length() - 1);
      }
      out.add(url);
    }
    return out;
  }

  /** Whether the final reply states the same figure: one is the other rounded to its step. */
  private static boolean stated(ReadNumber n, List<ReadNumber> finals) {
    for (ReadNumber.Reading a : n.readings()) {
      for (ReadNumber f : finals) {
        for (ReadNumber.Reading b : f.readings()) {
          BigDecimal diff = a.value().abs().subtract(b.value().abs()).abs();
          BigDecimal step = a.step().max(b.step()).divide(BigDecimal.valueOf(2));
          if (diff.compareTo(step) <= 0) {
            return true;
          }
        }
      }
    }
    return false;
  }
}
