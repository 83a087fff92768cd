package dev.vex.openai;

import java.net.URI;

/**
 * What a client must never show: its API key and the password of a base URL written as {@code
 * http://user:password@host/v1}. Text from the server (an error body, an error event, a reply that
 * is not JSON) may echo either, so it is {@linkplain #scrub scrubbed} before it becomes part of a
 * message; URLs are {@linkplain #shown shown} without the password. Immutable.
 */
final class Secrets {
  static final String MASK = "***";

  private final String apiKey;
  private final String password;
  private final String rawPassword;

  Secrets(String apiKey, URI baseUrl) {
    this.apiKey = apiKey;
    this.rawPassword = password(baseUrl.getRawUserInfo());
    this.password = password(baseUrl.getUserInfo());
  }

  /** Replaces every occurrence of the key or the password by {@value #MASK}. */
  String scrub(String text) {
    if (text == null) {
      return null;
    }
    String out = text;
    if (apiKey != null && out.contains(apiKey)) {
      out = out.replace(apiKey, MASK);
    }
    if (password != null && out.contains(password)) {
      out = out.replace(password, MASK);
    }
    if (rawPassword != null && out.contains(rawPassword)) {
      out = out.replace(rawPassword, MASK);
    }
    return out;
  }

  /**
   * Checks an API key the way the JDK checks a header value, without ever putting the key in the
   * message: visible ASCII only ({@code !} to {@code ~}), at least one character.
   *
   * @throws IllegalArgumentException when the key cannot be sent
   */
  static void checkApiKey(String apiKey) {
    if (apiKey.isEmpty()) {
      throw new IllegalArgumentException("the API key is empty");
    }
    for (int i = 0; i < apiKey.length(); i++) {
      char c = apiKey.charAt(i);
      if (c < 0x21 || c > 0x7e) {
        throw new IllegalArgumentException(
            String.format(
                "the API key holds a character that cannot be sent in an HTTP header (U+%04X at"
                    + " position %d of %d); an API key is visible ASCII: copy it again without"
                    + " spaces, line breaks or control characters",
                (int) c, i, apiKey.length()));
      }
    }
  }

  /** The URL as it may be shown: the password of its user info, if any, masked. */
  static String shown(URI uri) {
    String info = uri.getRawUserInfo();
    String text = uri.toString();
    int colon = info == null ? -1 : info.indexOf(':');
    if (colon < 0) {
      return text;
    }
    return text.replace("//" + info + "@", "//" + info.substring(0, colon + 1) + MASK + "@");
  }

  private static String password(String info) {
    int colon = info == null ? -1 : info.indexOf(':');
    if (colon < 0 || colon == info.length() - 1) {
      return null;
    }
    return info.substring(colon + 1);
  }
}
