package dev.vex.benchmarks.stream;

import dev.vex.core.Agent;
import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.guards.Guards;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Time to first text the host can show, guarded release against the raw stream, side by side in one
 * run: the same grounded turn (a BTC price with the default guards) through two agents that differ
 * only in {@code rawStream}, alternating turn by turn, against the Ollama simulator streaming one
 * word every {@code -Dvex.tokenMillis} (default 20 ms, a small local model's pace).
 *
 * <p>Two replies: one whose first sentence states the real price, and one that opens with a
 * sentence holding a number that is no key figure (held until the end by design). Prints the
 * medians and the ratios guarded/raw for first text and for the whole turn.
 *
 * <p>Run: {@code mvn -q -f benchmarks/pom.xml exec:java
 * -Dvex.main=dev.vex.benchmarks.stream.FirstTextBenchmark} ({@code -Dvex.turns=40}).
 */
public final class FirstTextBenchmark {
  private static final String STATES_FIGURE =
      "Bitcoin costs $86,123.45 right now according to CoinGecko. It has moved little today."
          + " Prices change fast, so check again before you trade.";
  private static final String OPENS_WITH_OTHER_NUMBER =
      "Over the last 7 days Bitcoin has been calm. It costs $86,123.45 right now according to"
          + " CoinGecko. Prices change fast, so check again before you trade.";

  private FirstTextBenchmark() {}

  /** Listener that records when the first text arrived. */
  private static final class FirstText implements AgentListener {
    volatile long first;

    @Override
    public void contentDelta(String text) {
      if (first == 0) {
        first = System.nanoTime();
      }
    }

    @Override
    public void contentReplaced(String fullText, String reason) {
      contentDelta(fullText);
    }
  }

  private static GroundTruth btc() {
    return new GroundTruth(
        "crypto",
        "CoinGecko",
        List.of("https://www.coingecko.com/en/coins/bitcoin"),
        Instant.now(),
        Map.of(),
        List.of(new KeyFigure("BTC price", new BigDecimal("86123.45"), "USD")),
        Map.of("en", "Bitcoin (BTC) costs 86,123.45 USD (source: CoinGecko)."),
        null);
  }

  private static Agent agent(OllamaSimulator sim, boolean raw, FirstText listener) {
    Agent.Builder b =
        Agent.builder()
            .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
            .model("qwen2.5:3b")
            .rawStream(raw)
            .listener(listener)
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher("crypto", i -> btc());
    Guards.defaults().forEach(b::guard);
    return b.build();
  }

  /**
   * Runs the comparison and prints the medians and ratios.
   *
   * @param args unused
   */
  public static void main(String[] args) {
    int turns = Integer.getInteger("vex.turns", 20);
    Duration token = Duration.ofMillis(Long.getLong("vex.tokenMillis", 20));
    try (OllamaSimulator sim = OllamaSimulator.builder().tokenDelay(token).start()) {
      for (String reply : List.of(STATES_FIGURE, OPENS_WITH_OTHER_NUMBER)) {
        long[][] first = new long[2][turns];
        long[][] whole = new long[2][turns];
        for (int warm = 0; warm < 3; warm++) {
          run(sim, true, reply);
          run(sim, false, reply);
        }
        for (int i = 0; i < turns; i++) {
          for (int raw = 0; raw < 2; raw++) {
            long[] t = run(sim, raw == 1, reply);
            first[raw][i] = t[0];
            whole[raw][i] = t[1];
          }
        }
        double guardedFirst = median(first[0]);
        double rawFirst = median(first[1]);
        double guardedWhole = median(whole[0]);
        double rawWhole = median(whole[1]);
        System.out.printf(
            "%s%n  first text: guarded %.1f ms, raw %.1f ms, ratio guarded/raw %.2f%n"
                + "  whole turn: guarded %.1f ms, raw %.1f ms, ratio guarded/raw %.2f%n",
            reply == STATES_FIGURE
                ? "reply whose first sentence states the real price"
                : "reply that opens with a number that is no key figure",
            guardedFirst,
            rawFirst,
            guardedFirst / rawFirst,
            guardedWhole,
            rawWhole,
            guardedWhole / rawWhole);
      }
    }
  }

  /** One turn: {first text ns, whole turn ns}. */
  private static long[] run(OllamaSimulator sim, boolean raw, String reply) {
    FirstText listener = new FirstText();
    Agent agent = agent(sim, raw, listener);
    sim.enqueue(Reply.text(reply));
    long start = System.nanoTime();
    agent.chat("What is the bitcoin price?");
    long end = System.nanoTime();
    return new long[] {listener.first - start, end - start};
  }

  private static double median(long[] nanos) {
    long[] s = nanos.clone();
    Arrays.sort(s);
    return s[s.length / 2] / 1e6;
  }
}
