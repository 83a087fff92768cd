package dev.vex.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Reads recorded responses from the test resources, byte for byte. */
public final class Fixtures {
  private Fixtures() {}

  /**
   * Reads a fixture.
   *
   * @param path the path under {@code fixtures/}
   * @return its bytes
   */
  public static byte[] bytes(String path) {
    try (InputStream in = Fixtures.class.getResourceAsStream("/fixtures/" + path)) {
      if (in == null) {
        throw new IllegalArgumentException("no fixture " + path);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Reads a fixture as UTF-8 text.
   *
   * @param path the path under {@code fixtures/}
   * @return its text
   */
  public static String text(String path) {
    return new String(bytes(path), StandardCharsets.UTF_8);
  }
}
