package dev.vex.langchain4j;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.rag.content.Content;
import dev.langchain4j.rag.content.ContentMetadata;
import dev.vex.core.grounding.GroundTruth;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * One fetched {@link GroundTruth} as LangChain4j retrieved content: its text is the summary the
 * model is given, and it keeps the ground truth itself so that {@link VexOutputGuardrail} can check
 * the reply against its key figures and source URLs. Immutable and thread-safe.
 */
public final class GroundTruthContent implements Content {
  private final GroundTruth groundTruth;
  private final TextSegment segment;

  /**
   * Wraps a ground truth.
   *
   * @param groundTruth the fetched data
   * @param locale the language of the summary
   */
  public GroundTruthContent(GroundTruth groundTruth, Locale locale) {
    this.groundTruth = Objects.requireNonNull(groundTruth, "groundTruth");
    this.segment =
        TextSegment.from(
            "Live data from "
                + groundTruth.sourceName()
                + ", fetched "
                + groundTruth.fetchedAt()
                + ". Use these figures exactly as given; never use figures from memory: "
                + groundTruth.summary(Objects.requireNonNull(locale, "locale")));
  }

  /**
   * Returns the fetched data.
   *
   * @return the ground truth
   */
  public GroundTruth groundTruth() {
    return groundTruth;
  }

  @Override
  public TextSegment textSegment() {
    return segment;
  }

  @Override
  public Map<ContentMetadata, Object> metadata() {
    return Map.of();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GroundTruthContent c
        && c.groundTruth.equals(groundTruth)
        && c.segment.equals(segment);
  }

  @Override
  public int hashCode() {
    return Objects.hash(groundTruth, segment);
  }

  @Override
  public String toString() {
    return "GroundTruthContent{" + segment.text() + "}";
  }
}
