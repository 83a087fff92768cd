package dev.vex.grounding.testing;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;

/** Test resources: the real recordings under {@code fixtures/} and documented shapes. */
public final class Fixtures {
  private Fixtures() {}

  /**
   * Reads a test resource's bytes, unchanged.
   *
   * @param path the path below the resources root
   * @return the bytes
   */
  public static byte[] bytes(String path) {
    try (InputStream in = Fixtures.class.getClassLoader().getResourceAsStream(path)) {
      if (in == null) {
        throw new IllegalArgumentException("no test resource " + path);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * A 200 JSON response with a resource's bytes.
   *
   * @param path the resource
   * @return the response
   */
  public static ResponseDefinitionBuilder json(String path) {
    return json(200, path);
  }

  /**
   * A JSON response with a status and a resource's bytes.
   *
   * @param status the status
   * @param path the resource
   * @return the response
   */
  public static ResponseDefinitionBuilder json(int status, String path) {
    return aResponse()
        .withStatus(status)
        .withHeader("Content-Type", "application/json; charset=utf-8")
        .withBody(bytes(path));
  }

  /**
   * The first half of a recording: JSON cut off mid-document.
   *
   * @param path the resource
   * @return the response
   */
  public static ResponseDefinitionBuilder truncated(String path) {
    byte[] all = bytes(path);
    return aResponse()
        .withStatus(200)
        .withHeader("Content-Type", "application/json")
        .withBody(Arrays.copyOf(all, all.length / 2));
  }

  /**
   * An HTML page where JSON was expected (a captive portal, a login or an error page).
   *
   * @return the response
   */
  public static ResponseDefinitionBuilder html() {
    return aResponse()
        .withStatus(200)
        .withHeader("Content-Type", "text/html; charset=utf-8")
        .withBody(
            "<!DOCTYPE html><html><head><title>Just a moment...</title></head><body>…</body></html>");
  }
}
