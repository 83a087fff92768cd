package dev.vex.benchmarks.stream;

import dev.vex.core.Agent;
import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.guards.Guards;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * What guarded release costs as a reply grows: the same grounded turn (a BTC price, the default
 * guards) with replies of about 1, 10 and 100 KB, every other sentence stating the real price,
 * streamed word by word by the Ollama simulator with no delay, through two agents that differ only
 * in {@code rawStream}, alternating turn by turn. The release cost is the median whole turn guarded
 * minus raw (both run the final guards; only the guarded one judges sentences as they stream). It
 * is printed in milliseconds and per KB of reply: linear release keeps the per-KB figure flat as
 * the reply grows. Also printed: how much of the reply the host saw while the model was writing.
 *
 * <p>Run: {@code mvn -o -q -pl benchmarks -am compile exec:java
 * -Dvex.main=dev.vex.benchmarks.stream.ReleaseCostBenchmark} ({@code -Dvex.turns=9}).
 */
public final class ReleaseCostBenchmark {
  private static final String PRICE = "Bitcoin costs $86,123.45 right now according to CoinGecko. ";
  private static final String PROSE = "Prices change fast, so check again before you trade. ";

  private ReleaseCostBenchmark() {}

  /** Counts the characters shown while a model call was still writing. */
  private static final class Early implements AgentListener {
    private boolean writing;
    long early;

    @Override
    public void modelCallStarted(String model, int round) {
      writing = true;
    }

    @Override
    public void modelCallEnded(String model, int round, ChatResponse response) {
      writing = false;
    }

    @Override
    public void contentDelta(String text) {
      early += writing ? text.length() : 0;
    }

    @Override
    public void contentReplaced(String fullText, String reason) {
      early = writing ? fullText.length() : early;
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

  private static Agent agent(OllamaSimulator sim, boolean raw, AgentListener listener) {
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

  static String reply(int kb) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; s.length() < kb * 1024; i++) {
      s.append(i % 2 == 0 ? PRICE : PROSE);
    }
    return s.toString().strip();
  }

  /**
   * Runs the comparison and prints the figures.
   *
   * @param args unused
   */
  public static void main(String[] args) {
    int turns = Integer.getInteger("vex.turns", 7);
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      for (int kb : new int[] {1, 10, 100}) {
        String reply = reply(kb);
        int n = kb == 100 ? turns : kb == 10 ? turns * 3 : turns * 10;
        long[][] times = new long[2][n];
        Early early = new Early();
        for (int warm = 0; warm < 2; warm++) {
          run(sim, true, reply, new Early());
          run(sim, false, reply, new Early());
        }
        for (int i = 0; i < n; i++) {
          times[0][i] = run(sim, false, reply, early);
          times[1][i] = run(sim, true, reply, new Early());
        }
        double guarded = median(times[0]);
        double raw = median(times[1]);
        double cost = guarded - raw;
        System.out.printf(
            "%3d KB reply (%d chars): guarded %.1f ms, raw %.1f ms, release cost %.1f ms ="
                + " %.2f ms per KB; shown while the model wrote: %.0f%% of the reply%n",
            kb,
            reply.length(),
            guarded,
            raw,
            cost,
            cost / (reply.length() / 1024.0),
            100.0 * early.early / n / reply.length());
      }
    }
  }

  /** One turn's wall time, ns. */
  private static long run(OllamaSimulator sim, boolean raw, String reply, AgentListener listener) {
    Agent agent = agent(sim, raw, listener);
    sim.enqueue(Reply.text(reply));
    long start = System.nanoTime();
    agent.chat("What is the bitcoin price?");
    return System.nanoTime() - start;
  }

  private static double median(long[] nanos) {
    long[] s = nanos.clone();
    Arrays.sort(s);
    return s[s.length / 2] / 1e6;
  }
}
