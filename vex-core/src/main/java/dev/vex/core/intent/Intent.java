package dev.vex.core.intent;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Something the user asks for that Vex can ground or route: {@code weather} about {@code Oslo},
 * {@code crypto} about {@code BTC}, or plain {@code chat}.
 *
 * @param kind the kind, lower case: {@code weather}, {@code news}, {@code stocks}, {@code chat} …
 * @param subject what it is about ({@code Oslo}, {@code BTC}); empty when the kind says it all
 * @param parameters further details a fetcher can use ({@code currency=NOK}); may be empty
 */
public record Intent(String kind, String subject, Map<String, String> parameters) {

  /** The kind of a turn that is conversation only. */
  public static final String CHAT = "chat";

  /** Validates and copies. */
  public Intent {
    Objects.requireNonNull(kind, "kind");
    kind = kind.strip().toLowerCase(Locale.ROOT);
    if (kind.isEmpty()) {
      throw new IllegalArgumentException("kind is blank");
    }
    subject = subject == null ? "" : subject.strip();
    parameters = parameters == null ? Map.of() : Map.copyOf(parameters);
  }

  /**
   * An intent without parameters.
   *
   * @param kind the kind
   * @param subject the subject
   * @return the intent
   */
  public static Intent of(String kind, String subject) {
    return new Intent(kind, subject, Map.of());
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
   * Returns whether this is the conversation-only intent.
   *
   * @return true for {@code chat}
   */
  public boolean isChat() {
    return CHAT.equals(kind);
  }
}
