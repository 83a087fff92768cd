package dev.vex.core.grounding;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Structured data a host can render next to the reply: a title, labelled fields, the source and
 * when it was fetched.
 *
 * @param title the title, for example {@code Weather in Oslo}
 * @param fields labelled values, in display order
 * @param sourceName the source, for example {@code wttr.in}
 * @param sourceUrl a link to the source, or empty
 * @param fetchedAt when the data was fetched
 */
public record FactCard(
    String title,
    Map<String, String> fields,
    String sourceName,
    String sourceUrl,
    Instant fetchedAt) {
  /** Validates and copies, keeping the field order. */
  public FactCard {
    Objects.requireNonNull(title, "title");
    fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    sourceName = sourceName == null ? "" : sourceName;
    sourceUrl = sourceUrl == null ? "" : sourceUrl;
    Objects.requireNonNull(fetchedAt, "fetchedAt");
  }
}
