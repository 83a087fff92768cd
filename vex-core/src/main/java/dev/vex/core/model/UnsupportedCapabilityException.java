package dev.vex.core.model;

/** The model lacks a capability the request used, such as tools or thinking (HTTP 400). */
public class UnsupportedCapabilityException extends ModelException {
  private static final long serialVersionUID = 1L;

  private final String capability;

  /**
   * Creates the exception.
   *
   * @param capability the missing capability: {@code tools}, {@code thinking}, {@code chat}
   * @param status the HTTP status
   * @param serverMessage the server's own message
   * @param message the full message, saying what to do next
   */
  public UnsupportedCapabilityException(
      String capability, int status, String serverMessage, String message) {
    super(Kind.UNSUPPORTED_CAPABILITY, status, serverMessage, message, null);
    this.capability = capability;
  }

  /**
   * Returns the capability the model lacks.
   *
   * @return {@code tools}, {@code thinking}, {@code chat} or another capability name
   */
  public String capability() {
    return capability;
  }
}
