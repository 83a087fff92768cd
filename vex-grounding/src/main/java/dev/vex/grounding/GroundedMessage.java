package dev.vex.grounding;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.FailedFetch;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A user message with what Vex's grounding fetched for it ({@link Grounding#ground}), for hosts
 * that call the model themselves: {@link #promptBlock} goes into the prompt before the call, {@link
 * #toTurnContext} is what the guards read after it.
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
   * Returns this message with more ground truth (what a tool fetched during the call, say).
   *
   * @param more the data to add after this message's own
   * @return a new grounded message
   */
  public GroundedMessage with(List<GroundTruth> more) {
    if (more.isEmpty()) {
      return this;
    }
    List<GroundTruth> all = new java.util.ArrayList<>(groundTruth);
    all.addAll(more);
    return new GroundedMessage(message, intents, all, failedFetches);
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

  /**
   * Returns the ground truth as a block for the system prompt: an instruction to use these figures
   * as given, then one {@code <source>} element per ground truth with its summary, escaped so that
   * fetched text cannot close the block. Empty when there is no ground truth.
   *
   * @param locale the language of the summaries
   * @return the block, or the empty string
   */
  public String promptBlock(Locale locale) {
    if (groundTruth.isEmpty()) {
      return "";
    }
    StringBuilder block =
        new StringBuilder(
            "Live data fetched for this question. Use these figures exactly as given; never use"
                + " figures from memory, and say where they come from.\n<ground_truth>\n");
    for (GroundTruth t : groundTruth) {
      block
          .append("<source name=\"")
          .append(escape(t.sourceName()))
          .append("\" fetched=\"")
          .append(t.fetchedAt())
          .append("\">")
          .append(escape(t.summary(locale)))
          .append("</source>\n");
    }
    return block.append("</ground_truth>").toString();
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
