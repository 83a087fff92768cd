package dev.vex.spring.ai;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.FailedFetch;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A user message with what Vex's grounding fetched for it.
 *
 * @param message the user's message
 * @param intents what the classifier found in it
 * @param groundTruth what the fetchers brought back for the intents the user asked for
 * @param failedFetches the asks whose fetch failed or missed the deadline
 */
public record GroundedMessage(
    String message,
    List<Intent> intents,
    List<GroundTruth> groundTruth,
    List<FailedFetch> failedFetches) {

  /** Validates and copies. */
  public GroundedMessage {
    Objects.requireNonNull(message, "message");
    intents = List.copyOf(intents);
    groundTruth = List.copyOf(groundTruth);
    failedFetches = List.copyOf(failedFetches);
  }

  /**
   * A message with ground truth the host fetched itself.
   *
   * @param message the user's message
   * @param groundTruth the data the reply must agree with
   * @return the grounded message
   */
  public static GroundedMessage of(String message, List<GroundTruth> groundTruth) {
    return new GroundedMessage(message, List.of(), groundTruth, List.of());
  }

  /**
   * Returns what Vex's guards read: the message, its intents, its ground truth and the sources'
   * URLs as the links a reply may give.
   *
   * @param locale the reply's locale, for overrides
   * @return the context
   */
  public TurnContext toTurnContext(Locale locale) {
    List<String> links = groundTruth.stream().flatMap(t -> t.sourceUrls().stream()).toList();
    return new TurnContext(
        Message.user(message),
        locale,
        intents,
        groundTruth,
        List.of(),
        links,
        "",
        null,
        failedFetches);
  }
}
