package dev.vex.examples;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The steps of a turn as a person reads them under "how this answer was made": what was fetched,
 * which model was asked, and why what was shown changed, without guard names or their reasons.
 */
final class PlainWords {
  private static final Map<String, String> SUBJECTS =
      Map.ofEntries(
          Map.entry("weather", "the weather"),
          Map.entry("crypto", "the crypto price"),
          Map.entry("stocks", "the stock price"),
          Map.entry("news", "the news"),
          Map.entry("recipes", "a recipe"),
          Map.entry("sports", "the scores"),
          Map.entry("search", "search results"),
          Map.entry("currency", "the exchange rate"),
          Map.entry("translate", "a translation"));

  private PlainWords() {}

  /** What a fetcher of this kind brings, as the object of "Fetched …". */
  static String subject(String kind) {
    String k = kind == null ? "" : kind.toLowerCase(Locale.ROOT);
    return SUBJECTS.getOrDefault(k, k.isEmpty() ? "data" : "the " + k + " data");
  }

  /** A message as a sentence: capitalised, with a full stop. */
  static String sentence(String message) {
    String m = message == null || message.isBlank() ? "no reason given" : message.strip();
    return m.endsWith(".") ? m : m + ".";
  }

  /**
   * Why the text shown so far was replaced, in plain words, from the reason the agent gives (which
   * names guards and quotes their verdicts).
   */
  static String replaced(String reason) {
    String r = reason == null ? "" : reason;
    Set<String> out = new LinkedHashSet<>();
    if (r.startsWith("a new model call answers")) {
      out.add(
          "The model looked something up and then wrote a new answer, which replaces its first.");
    }
    if (r.contains("fallback")) {
      out.add("The model gave no usable answer, so the reply was made from the fetched data.");
    }
    if (r.contains("digit-scan")) {
      out.add(
          "The model's figures did not match the fetched data, so the reply gives the real"
              + " figures instead.");
    }
    if (r.contains("url-allowlist") || r.contains("link-check")) {
      out.add("A link that no source gave, or that does not work, was taken out.");
    }
    if (r.contains("failed-fetch")) {
      out.add("The reply now says plainly which data could not be fetched.");
    }
    if (out.isEmpty()) {
      out.add("The final answer replaces the text shown while it was written.");
    }
    return String.join(" ", out);
  }
}
