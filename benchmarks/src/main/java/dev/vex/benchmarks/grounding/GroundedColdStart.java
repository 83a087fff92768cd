package dev.vex.benchmarks.grounding;

import dev.vex.benchmarks.Measure;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.grounding.Grounding;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.guards.Guards;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Cold start to the first grounded reply, side by side: the wall time of a fresh JVM (same class
 * path, same flags) that answers the grounded "bitcoin price" turn of {@link
 * GroundedTurnComparison} once, through the hand-written loop (the JDK client's default executor,
 * and a direct executor as Vex's clients have: the floor), a Vex {@link Agent} (grounding, the
 * CoinGecko fetcher with its cache off, the default guards) or LangChain4j ({@link
 * Lc4jGroundedTurn}), on one simulator and one local server serving the CoinGecko recording. Runs
 * alternate; medians are reported. Each run must print the model's answer after one source GET and
 * one chat request carrying the price, or the comparison stops.
 */
public final class GroundedColdStart {
  /** The hand-written loop whose JDK client has a direct executor, as Vex's have: the floor. */
  public static final String DIRECT = GroundedTurnComparison.DIRECT;

  /** The floor's name in the headlines, as the grounded-turn section names it. */
  public static final String FLOOR = GroundedTurnSection.FLOOR;

  /** The names of the clients, in table order. */
  public static final List<String> CLIENTS =
      List.of("hand-written", "Vex", "LangChain4j", GroundedTurnComparison.DIRECT);

  private static final Map<String, String> ARG =
      Map.of(
          "hand-written",
          "hand",
          "Vex",
          "vex",
          "LangChain4j",
          "lc4j",
          GroundedTurnComparison.DIRECT,
          "hand-direct");

  /**
   * The outcome.
   *
   * @param medianMillis per client, the median wall time of a fresh JVM answering one turn
   * @param runs runs per client
   */
  public record Result(Map<String, Double> medianMillis, int runs) {}

  private GroundedColdStart() {}

  /**
   * One grounded turn in a fresh JVM, then exit.
   *
   * @param args {@code vex}, {@code hand}, {@code hand-direct} or {@code lc4j}, then the source's
   *     base URL and the simulator's
   */
  public static void main(String[] args) {
    URI source = URI.create(args[1]);
    URI ollama = URI.create(args[2]);
    String q = GroundedTurnComparison.QUESTION;
    String reply =
        switch (args[0]) {
          case "vex" -> vex(source, ollama);
          case "hand" -> new GroundedTurnBenchmark.HandWritten(source, ollama).turn(q);
          case "hand-direct" ->
              new GroundedTurnBenchmark.HandWritten(source, ollama, false, true).turn(q);
          case "lc4j" ->
              new Lc4jGroundedTurn(
                      source, ollama, GroundedTurnComparison.MODEL, GroundedTurnComparison.SYSTEM)
                  .turn(q);
          default -> throw new IllegalArgumentException("no client " + args[0]);
        };
    System.out.println(reply);
    System.out.flush();
    // the same exit for every client, whatever threads its HTTP clients left
    System.exit(0);
  }

  private static String vex(URI source, URI ollama) {
    Agent.Builder builder =
        Grounding.builder()
            .crypto(
                CryptoFetcher.builder()
                    .baseUrl(source.toString())
                    .timeout(Duration.ofSeconds(10))
                    .cacheTtl(Duration.ZERO)
                    .build())
            .deadline(Duration.ofSeconds(20))
            .build()
            .applyTo(
                Agent.builder()
                    .ollama(OllamaClient.builder().baseUrl(ollama.toString()).build())
                    .model(GroundedTurnComparison.MODEL)
                    .systemPrompt(GroundedTurnComparison.SYSTEM)
                    .stream(false));
    Guards.defaults().forEach(builder::guard);
    AgentReply r = builder.build().chat(GroundedTurnComparison.QUESTION);
    if (r.trace().grounding().isEmpty() || r.trace().fellBack()) {
      throw new IllegalStateException("the grounded turn did not fetch: " + r.trace());
    }
    return r.text();
  }

  /**
   * Runs the comparison.
   *
   * @param fixtures the folder holding {@code coingecko/…}
   * @param runs runs per client (after one unmeasured run each)
   * @return the medians
   * @throws Exception when a run fails
   */
  public static Result run(Path fixtures, int runs) throws Exception {
    String classpath = Measure.classpath();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    try (RecordingServer source = new RecordingServer(fixtures);
        OllamaSimulator sim = OllamaSimulator.builder().parallel(4).start()) {
      sim.setDispatcher(r -> Reply.text(GroundedTurnComparison.ANSWER));
      Map<String, double[]> times = new LinkedHashMap<>();
      for (String c : CLIENTS) {
        once(sim, source, java, classpath, c, ARG.get(c));
        times.put(c, new double[runs]);
      }
      for (int i = 0; i < runs; i++) {
        for (String c : CLIENTS) {
          times.get(c)[i] = once(sim, source, java, classpath, c, ARG.get(c)) / 1e6;
        }
      }
      Map<String, Double> medians = new LinkedHashMap<>();
      for (String c : CLIENTS) {
        medians.put(c, Measure.median(times.get(c)));
      }
      System.err.printf(Locale.ROOT, "grounded cold start medians (ms): %s%n", medians);
      return new Result(medians, runs);
    }
  }

  /**
   * One fresh JVM's grounded turn, checked to make one source GET and one chat request carrying the
   * price.
   *
   * @return the wall time in nanoseconds
   */
  static long once(
      OllamaSimulator sim,
      RecordingServer source,
      String java,
      String classpath,
      String client,
      String clientArg)
      throws Exception {
    List<String> command =
        new ArrayList<>(
            List.of(
                java,
                "-cp",
                classpath,
                GroundedColdStart.class.getName(),
                clientArg,
                source.base().toString(),
                sim.baseUrl().toString()));
    int chats = sim.chatRequests().size();
    long hits = source.hits();
    long t = System.nanoTime();
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(process.getInputStream().readAllBytes());
    int code = process.waitFor();
    long elapsed = System.nanoTime() - t;
    if (code != 0 || !out.contains(GroundedTurnComparison.ANSWER)) {
      throw new IllegalStateException(client + " failed (exit " + code + "): " + out);
    }
    var all = sim.chatRequests();
    if (all.size() != chats + 1 || source.hits() != hits + 1) {
      throw new IllegalStateException(
          client + " did not make one source GET and one chat request: " + out);
    }
    if (!all.get(all.size() - 1).messages().toString().contains("65,603")) {
      throw new IllegalStateException(client + " did not put the price in the prompt");
    }
    return elapsed;
  }

  /**
   * The section's table.
   *
   * @param r the outcome
   * @return Markdown
   */
  public static String markdown(Result r) {
    Map<String, Double> m = r.medianMillis();
    double h = m.get("hand-written");
    double v = m.get("Vex");
    double l = m.get("LangChain4j");
    double d = m.get(DIRECT);
    StringBuilder b = new StringBuilder("### Cold start to the first grounded reply\n\n");
    b.append(
        "Wall time from starting a fresh JVM (same class path, default flags) to its printing"
            + " the answer of one grounded turn (\"What is the bitcoin price?\": one GET of the"
            + " recorded CoinGecko response from a local server, one chat request carrying the"
            + " price), runs alternating; each run must print the answer after one source GET and"
            + " one chat request with the price. Vex: an agent with grounding (the CoinGecko"
            + " fetcher, cache off) and the default guards; the hand-written loop and LangChain4j"
            + " as in the grounded-turn section.\n\n");
    b.append(
        "| | hand-written | Vex | LangChain4j | Vex / hand-written | LangChain4j /"
            + " hand-written | Vex / LangChain4j |\n|---|---|---|---|---|---|---|\n");
    b.append(
        String.format(
            Locale.ROOT,
            "| median of %d runs | %.0f ms | %.0f ms | %.0f ms | %.2f | %.2f | %.2f |%n%n",
            r.runs(),
            h,
            v,
            l,
            v / h,
            l / h,
            v / l));
    b.append(
        String.format(
            Locale.ROOT,
            "The hand-written loop with a direct executor, as Vex's clients have (the floor),"
                + " measured in the same runs: %.0f ms; Vex / it: %.2f.%n%n",
            d,
            v / d));
    return b.toString();
  }
}
