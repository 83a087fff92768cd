package dev.vex.core.intent;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Something the user's message is about that Vex can ground or route: {@code weather} about {@code
 * Oslo}, {@code crypto} about {@code BTC}, or plain {@code chat}; and whether the user
 * <em>asked</em> for its live data or only <em>mentioned</em> it.
 *
 * <p>The {@linkplain #mode() mode} decides everything after classification. For an {@link Mode#ASK
 * ASK} ("what is bitcoin at?", "været i Bergen i morgen") the fetched figures are required in the
 * reply, a fact card is shown, a failed fetch is announced, and the fallbacks answer with the data.
 * A {@link Mode#MENTION MENTION} ("who created Dogecoin?", "the Cold War", "Liverpool's 2005
 * final") may be fetched, but only to catch a reply that contradicts the live figure; its figures
 * are never required, it shows no card, its failure is not announced, and no fallback or override
 * answers it with a data block. The model's own answer to a mention reaches the user unchanged.
 *
 * <p>Intents made with the three-argument constructor or {@link #of} are asks with confidence 1, as
 * a host classifier that says nothing more means them.
 *
 * @param kind the kind, lower case: {@code weather}, {@code news}, {@code stocks}, {@code chat} …
 * @param subject what it is about ({@code Oslo}, {@code BTC}); empty when the kind says it all
 * @param parameters further details a fetcher can use ({@code currency=NOK}); may be empty
 * @param mode whether the user asked for the live data or only mentioned the subject
 * @param confidence how sure the classifier is of the mode, from 0 to 1
 * @param why why the classifier chose the mode, in a few words, for the trace; may be empty
 */
public record Intent(
    String kind,
    String subject,
    Map<String, String> parameters,
    Mode mode,
    double confidence,
    String why) {

  /** The kind of a turn that is conversation only. */
  public static final String CHAT = "chat";

  /** Whether the user asked for the live data or only mentioned its subject. */
  public enum Mode {
    /** The user wants the live figure: the price, the temperature now, the score, the rate. */
    ASK,
    /** The subject is only mentioned: history, how it works, a place or person of that name. */
    MENTION
  }

  /** Validates and copies. */
  public Intent {
    Objects.requireNonNull(kind, "kind");
    kind = kind.strip().toLowerCase(Locale.ROOT);
    if (kind.isEmpty()) {
      throw new IllegalArgumentException("kind is blank");
    }
    subject = subject == null ? "" : subject.strip();
    parameters = parameters == null ? Map.of() : Map.copyOf(parameters);
    Objects.requireNonNull(mode, "mode");
    if (!(confidence >= 0 && confidence <= 1)) {
      throw new IllegalArgumentException("confidence must be from 0 to 1: " + confidence);
    }
    why = why == null ? "" : why.strip();
  }

  /**
   * An ask with confidence 1.
   *
   * @param kind the kind
   * @param subject the subject
   * @param parameters further details; may be empty
   */
  public Intent(String kind, String subject, Map<String, String> parameters) {
    this(kind, subject, parameters, Mode.ASK, 1.0, "");
  }

  /**
   * An ask without parameters, with confidence 1.
   *
   * @param kind the kind
   * @param subject the subject
   * @return the intent
   */
  public static Intent of(String kind, String subject) {
    return new Intent(kind, subject, Map.of());
  }

  /**
   * A mention without parameters, with confidence 1.
   *
   * @param kind the kind
   * @param subject the subject
   * @return the intent
   */
  public static Intent mention(String kind, String subject) {
    return new Intent(kind, subject, Map.of(), Mode.MENTION, 1.0, "");
  }

  /**
   * The conversation-only intent.
   *
   * @return the chat intent
   */
  public static Intent chat() {
    return new Intent(CHAT, "", Map.of());
  }

  /**
   * Returns this intent with another mode.
   *
   * @param mode the mode
   * @param confidence how sure, from 0 to 1
   * @param why why, in a few words
   * @return a copy
   */
  public Intent withMode(Mode mode, double confidence, String why) {
    return new Intent(kind, subject, parameters, mode, confidence, why);
  }

  /**
   * Returns whether this is the conversation-only intent.
   *
   * @return true for {@code chat}
   */
  public boolean isChat() {
    return CHAT.equals(kind);
  }

  /**
   * Intents are equal when their kind, subject, parameters and mode are: the confidence and the why
   * only explain the choice.
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Intent i
        && kind.equals(i.kind)
        && subject.equals(i.subject)
        && parameters.equals(i.parameters)
        && mode == i.mode;
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, subject, parameters, mode);
  }

  /**
   * Returns whether the user asked for the live data.
   *
   * @return true for {@link Mode#ASK}
   */
  public boolean isAsk() {
    return mode == Mode.ASK;
  }
}
