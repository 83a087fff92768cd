package dev.vex.tools.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Recorded responses from test resources, byte for byte. */
public final class Fixtures {
  private Fixtures() {}

  public static byte[] bytes(String resource) {
    try (InputStream in = Fixtures.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalArgumentException("no test resource " + resource);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
