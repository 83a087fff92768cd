package dev.vex.mcp.testing;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.mcp.server.VexMcpServer;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** VexMcpServer with one deterministic fetcher (no network), for the clients that test it. */
public final class TestServerMain {
  private TestServerMain() {}

  /** A crypto fetcher that always says bitcoin is 89,369 USD. */
  public static final GroundedFetcher COINS =
      intent ->
          new GroundTruth(
              "crypto",
              "fake-coins",
              List.of("https://prices.example/btc"),
              Instant.parse("2026-12-04T12:00:00Z"),
              Map.of("coin", intent.subject()),
              List.of(new KeyFigure("price", new BigDecimal("89369"), "USD")),
              Map.of("en", "Bitcoin is 89,369 USD."),
              null);

  /**
   * The server under test.
   *
   * @return the server
   */
  public static VexMcpServer server() {
    return VexMcpServer.builder()
        .without(
            "weather",
            "news",
            "search",
            "stocks",
            "crypto",
            "recipes",
            "sports",
            "currency",
            "translate")
        .fetcher("crypto", COINS)
        .build();
  }

  /**
   * Serves over stdio.
   *
   * @param args none
   */
  public static void main(String[] args) {
    server().serveStdio();
  }
}
