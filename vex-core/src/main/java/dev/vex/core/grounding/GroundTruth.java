package dev.vex.core.grounding;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * What a fetcher brought back before the model spoke: the facts the reply must agree with.
 *
 * @param kind the intent kind it answers, for example {@code weather}
 * @param sourceName the source, for example {@code wttr.in}
 * @param sourceUrls the URLs it came from; the URL guard allows these for this turn
 * @param fetchedAt when it was fetched
 * @param facts typed facts by name, for prompts and hosts
 * @param keyFigures the figures a reply must state correctly (for the digit scan)
 * @param summaries the formatted summary per language tag ({@code en}, {@code nb}), used by
 *     fallbacks and overrides
 * @param card the structured card a host can render
 */
public record GroundTruth(
    String kind,
    String sourceName,
    List<String> sourceUrls,
    Instant fetchedAt,
    Map<String, Object> facts,
    List<KeyFigure> keyFigures,
    Map<String, String> summaries,
    FactCard card) {

  /** Validates and copies. */
  public GroundTruth {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(sourceName, "sourceName");
    sourceUrls = List.copyOf(sourceUrls);
    Objects.requireNonNull(fetchedAt, "fetchedAt");
    facts = Map.copyOf(facts);
    keyFigures = List.copyOf(keyFigures);
    summaries = Map.copyOf(summaries);
    if (summaries.isEmpty()) {
      throw new IllegalArgumentException("a ground truth needs at least one summary");
    }
  }

  /**
   * Returns the summary in the locale's language, else in English, else any.
   *
   * @param locale the reply's locale
   * @return the formatted summary
   */
  public String summary(Locale locale) {
    String s = summaries.get(locale.getLanguage());
    if (s == null && "no".equals(locale.getLanguage())) {
      s = summaries.get("nb");
    }
    if (s == null) {
      s = summaries.get("en");
    }
    return s != null ? s : summaries.values().iterator().next();
  }
}
