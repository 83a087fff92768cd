package dev.vex.benchmarks.grounding;

import dev.vex.benchmarks.Measure;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.VexRuntime;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.grounding.Grounding;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.guards.Guards;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Side by side, in one run: the grounded "BTC price" turn of {@link GroundedTurnBenchmark} through
 * the hand-written loop, a Vex {@link Agent} (grounding, one CoinGecko fetch with the cache off,
 * one {@code /api/chat}, the default guards) and LangChain4j ({@link Lc4jGroundedTurn}: the same
 * prefetch, one chat call, an {@code OutputGuardrail}), on one simulator and one local server
 * serving the CoinGecko recording. Blocks alternate; figures are medians over blocks.
 *
 * <p>A smoke check first proves, for each client, that one turn makes one GET to the source and one
 * {@code /api/chat} whose messages carry the fetched price, that the model's answer comes back, and
 * that a reply stating a wrong price is replaced by one with the real price.
 */
public final class GroundedTurnComparison {
  static final String QUESTION = "What is the bitcoin price?";
  static final String ANSWER = "Bitcoin costs 65,603 USD right now.";
  static final String WRONG = "Bitcoin costs 12,345 USD right now.";
  static final String SYSTEM = "You are a helpful assistant. Answer briefly.";
  static final String MODEL = "qwen2.5:3b";

  /**
   * The name of the hand-written loop that sends Vex's prompt text, with a direct executor as the
   * floor has: beside the floor, it measures what the larger prompt alone costs.
   */
  public static final String SAME_PROMPT = "hand-written, Vex's prompt, direct executor";

  /** The name of the hand-written loop whose JDK client has a direct executor, as Vex's have. */
  public static final String DIRECT = "hand-written, direct executor";

  /** The names of the clients, in table order. */
  public static final List<String> CLIENTS =
      List.of("hand-written", "Vex", "LangChain4j", SAME_PROMPT, DIRECT);

  /**
   * One client's figures, medians over blocks.
   *
   * @param p50Micros median turn latency, microseconds
   * @param p90Micros 90th percentile, microseconds
   * @param bytesPerTurn bytes allocated per turn outside the simulator
   * @param cpuMicrosPerTurn client CPU per turn (source server included), microseconds
   */
  public record Figures(
      double p50Micros, double p90Micros, double bytesPerTurn, double cpuMicrosPerTurn) {}

  /**
   * The comparison's outcome.
   *
   * @param figures per client
   * @param ratios per pair ({@code "Vex/hand-written"}, …): p50, p90, allocation, CPU
   * @param turns turns per block
   * @param blocks blocks
   * @param endedThreads per client, threads that ended while its allocation was counted (their last
   *     counts are missing from its figures; none in a sound run)
   * @param warmUp how the clients were warmed up before the first block
   * @param vexPhases where a Vex turn's time goes, medians in microseconds over {@code turns} turns
   *     run after the blocks (see {@link #PHASES})
   * @param chatBytes the body of one chat request in UTF-8 bytes, per client: Vex, {@link
   *     #SAME_PROMPT} and {@link #DIRECT}
   */
  public record Result(
      Map<String, Figures> figures,
      Map<String, double[]> ratios,
      int turns,
      int blocks,
      Map<String, Integer> endedThreads,
      Measure.WarmUp warmUp,
      Map<String, Double> vexPhases,
      Map<String, Integer> chatBytes) {}

  /**
   * The parts of a Vex turn measured after the blocks, in table order: the turn, its grounding and
   * its guards as its trace times them, each guard alone, and the agent's classifier called alone
   * on the same message (the turn runs it first, before the fetch). Kept apart from the blocks, so
   * that reading traces costs the measured turns nothing.
   */
  public static final List<String> PHASES =
      List.of("turn", "grounding (trace)", "guards (trace)", "classifier (alone)");

  private GroundedTurnComparison() {}

  /**
   * Runs the comparison.
   *
   * @param fixtures the folder holding {@code coingecko/…}
   * @param turns turns per block (and for warm-up)
   * @param blocks blocks
   * @return the figures
   * @throws IOException when the local source server cannot start
   */
  public static Result run(Path fixtures, int turns, int blocks) throws IOException {
    try (RecordingServer source = new RecordingServer(fixtures);
        OllamaSimulator sim = OllamaSimulator.builder().parallel(4).start();
        VexRuntime runtime = VexRuntime.builder().build()) {
      URI base = source.base();
      AtomicReference<String> answer = new AtomicReference<>(ANSWER);
      sim.setDispatcher(r -> Reply.text(answer.get()));
      Grounding grounding = vexGrounding(base);
      Agent agent = vexAgent(runtime, grounding, sim.baseUrl());
      GroundedTurnBenchmark.HandWritten hand =
          new GroundedTurnBenchmark.HandWritten(base, sim.baseUrl());
      GroundedTurnBenchmark.HandWritten samePrompt =
          new GroundedTurnBenchmark.HandWritten(base, sim.baseUrl(), true, true);
      GroundedTurnBenchmark.HandWritten direct =
          new GroundedTurnBenchmark.HandWritten(base, sim.baseUrl(), false, true);
      Lc4jGroundedTurn lc4j = new Lc4jGroundedTurn(base, sim.baseUrl(), MODEL, SYSTEM);

      Map<String, Supplier<String>> turn = new LinkedHashMap<>();
      turn.put("hand-written", () -> hand.turn(QUESTION));
      turn.put(
          "Vex",
          () -> {
            AgentReply r = agent.chat(QUESTION);
            if (r.trace().grounding().isEmpty() || r.trace().fellBack()) {
              throw new IllegalStateException("the grounded turn did not fetch: " + r.trace());
            }
            return r.text();
          });
      turn.put("LangChain4j", () -> lc4j.turn(QUESTION));
      turn.put(SAME_PROMPT, () -> samePrompt.turn(QUESTION));
      turn.put(DIRECT, () -> direct.turn(QUESTION));
      for (Map.Entry<String, Supplier<String>> e : turn.entrySet()) {
        smoke(sim, source, e.getKey(), e.getValue(), ANSWER);
        answer.set(WRONG);
        try {
          smoke(sim, source, e.getKey(), e.getValue(), null);
        } finally {
          answer.set(ANSWER);
        }
      }
      Map<String, Integer> chatBytes = checkSamePrompt(sim, turn);
      if (lc4j.guardrail().replaced() != 1 || lc4j.guardrail().checked() != 2) {
        throw new IllegalStateException("the LangChain4j output guardrail did not run per turn");
      }

      // Warm-up until the JIT compilers are quiet (at least `turns`, at most 40 times `turns`
      // rounds): the figures are the clients' steady state.
      Measure.WarmUp warmUp =
          Measure.warmUp(List.copyOf(turn.values()), Math.max(1, turns / 2), 2, 80);
      Map<String, Integer> endedThreads = new LinkedHashMap<>();
      Map<String, List<double[]>> raw = new LinkedHashMap<>();
      CLIENTS.forEach(c -> raw.put(c, new ArrayList<>()));
      for (int block = 0; block < blocks; block++) {
        for (String c : CLIENTS) {
          long[] lat = Measure.latencies(turn.get(c), turns);
          double[] ac = Measure.allocationAndCpu(turn.get(c), turns);
          endedThreads.merge(c, (int) ac[2], Integer::sum);
          if (ac[2] > 0) {
            System.err.printf(
                Locale.ROOT, "%s: %.0f threads ended while allocation was counted%n", c, ac[2]);
          }
          raw.get(c)
              .add(
                  new double[] {
                    Measure.pct(lat, 50) / 1e3, Measure.pct(lat, 90) / 1e3, ac[0], ac[1] / 1e3
                  });
        }
        System.err.printf(
            Locale.ROOT,
            "grounded turn block %d/%d: p50 hand-written %.0f us, Vex %.0f us, LangChain4j %.0f"
                + " us, hand-written with Vex's prompt (direct executor) %.0f us, with a direct executor %.0f us%n",
            block + 1,
            blocks,
            raw.get("hand-written").get(block)[0],
            raw.get("Vex").get(block)[0],
            raw.get("LangChain4j").get(block)[0],
            raw.get(SAME_PROMPT).get(block)[0],
            raw.get(DIRECT).get(block)[0]);
      }
      Map<String, Figures> figures = new LinkedHashMap<>();
      for (String c : CLIENTS) {
        double[] m = medians(raw.get(c));
        figures.put(c, new Figures(m[0], m[1], m[2], m[3]));
      }
      Map<String, double[]> ratios = new LinkedHashMap<>();
      ratios.put("Vex/hand-written", ratios(raw.get("Vex"), raw.get("hand-written")));
      ratios.put(
          "LangChain4j/hand-written", ratios(raw.get("LangChain4j"), raw.get("hand-written")));
      ratios.put("Vex/LangChain4j", ratios(raw.get("Vex"), raw.get("LangChain4j")));
      ratios.put("Vex/" + SAME_PROMPT, ratios(raw.get("Vex"), raw.get(SAME_PROMPT)));
      ratios.put("Vex/" + DIRECT, ratios(raw.get("Vex"), raw.get(DIRECT)));
      ratios.put(SAME_PROMPT + "/" + DIRECT, ratios(raw.get(SAME_PROMPT), raw.get(DIRECT)));
      Map<String, Double> phases = phases(agent, grounding.classifier(), Math.max(turns, 1));
      return new Result(figures, ratios, turns, blocks, endedThreads, warmUp, phases, chatBytes);
    }
  }

  /**
   * Runs {@code n} Vex turns, each followed by the classifier alone on the same message, and
   * returns the medians in microseconds: the turn's wall time, its grounding and guards as its
   * trace times them (each guard also by its name, {@code "guard <name>"}), and the classifier.
   */
  static Map<String, Double> phases(
      Agent agent, dev.vex.core.intent.IntentClassifier classifier, int n) {
    dev.vex.core.message.Message question = dev.vex.core.message.Message.user(QUESTION);
    long[] turn = new long[n];
    long[] grounding = new long[n];
    long[] guards = new long[n];
    long[] classify = new long[n];
    Map<String, long[]> perGuard = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      long t = System.nanoTime();
      AgentReply r = agent.chat(QUESTION);
      turn[i] = System.nanoTime() - t;
      if (r.trace().grounding().isEmpty() || r.trace().fellBack()) {
        throw new IllegalStateException("the grounded turn did not fetch: " + r.trace());
      }
      for (var g : r.trace().grounding()) {
        grounding[i] += g.duration().toNanos();
      }
      for (var g : r.trace().guards()) {
        guards[i] += g.duration().toNanos();
        perGuard.computeIfAbsent("guard " + g.guard(), k -> new long[n])[i] =
            g.duration().toNanos();
      }
      long c = System.nanoTime();
      if (classifier.classify(question).isEmpty()) {
        throw new IllegalStateException("the classifier found no ask in " + QUESTION);
      }
      classify[i] = System.nanoTime() - c;
    }
    Map<String, Double> out = new LinkedHashMap<>();
    out.put(PHASES.get(0), Measure.pct(sorted(turn), 50) / 1e3);
    out.put(PHASES.get(1), Measure.pct(sorted(grounding), 50) / 1e3);
    out.put(PHASES.get(2), Measure.pct(sorted(guards), 50) / 1e3);
    out.put(PHASES.get(3), Measure.pct(sorted(classify), 50) / 1e3);
    perGuard.forEach((k, v) -> out.put(k, Measure.pct(sorted(v), 50) / 1e3));
    return out;
  }

  private static long[] sorted(long[] a) {
    long[] c = a.clone();
    java.util.Arrays.sort(c);
    return c;
  }

  /**
   * One turn must make one source GET and one chat request carrying the price; with {@code
   * expected} null the model said a wrong price, and the reply must state the real one instead.
   */
  private static void smoke(
      OllamaSimulator sim,
      RecordingServer source,
      String client,
      Supplier<String> turn,
      String expected) {
    int chats = sim.chatRequests().size();
    long hits = source.hits();
    String reply = turn.get();
    List<RecordedRequest> all = sim.chatRequests();
    if (all.size() != chats + 1 || source.hits() != hits + 1) {
      throw new IllegalStateException(
          client
              + " made "
              + (all.size() - chats)
              + " chat requests and "
              + (source.hits() - hits)
              + " source GETs for one turn, not 1 and 1");
    }
    if (!all.get(all.size() - 1).messages().toString().contains("65,603")) {
      throw new IllegalStateException(client + " did not put the price in the prompt");
    }
    if (expected != null && !expected.equals(reply)) {
      throw new IllegalStateException(client + " replied " + reply + " instead of " + expected);
    }
    if (expected == null && (reply.contains("12,345") || !reply.contains("65,603"))) {
      throw new IllegalStateException(client + " let a wrong price through: " + reply);
    }
  }

  /**
   * The same-prompt loop must send what Vex sends, give or take its own fact line: the same
   * messages, roles and note, a body within 64 bytes of Vex's. Returns the length of one chat
   * request's body of Vex, the same-prompt loop and the floor.
   */
  private static Map<String, Integer> checkSamePrompt(
      OllamaSimulator sim, Map<String, Supplier<String>> turn) {
    turn.get("Vex").get();
    RecordedRequest v = last(sim);
    turn.get(SAME_PROMPT).get();
    RecordedRequest h = last(sim);
    turn.get(DIRECT).get();
    RecordedRequest d = last(sim);
    if (v.messages().size() != h.messages().size()
        || Math.abs(v.body().length() - h.body().length()) > 64
        || !v.messages().get(0).toString().equals(h.messages().get(0).toString())) {
      throw new IllegalStateException(
          "the hand-written loop no longer sends Vex's prompt:\n" + v.body() + "\n" + h.body());
    }
    Map<String, Integer> bytes = new LinkedHashMap<>();
    bytes.put("Vex", utf8(v));
    bytes.put(SAME_PROMPT, utf8(h));
    bytes.put(DIRECT, utf8(d));
    return bytes;
  }

  private static int utf8(RecordedRequest r) {
    return r.body().getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
  }

  private static RecordedRequest last(OllamaSimulator sim) {
    List<RecordedRequest> all = sim.chatRequests();
    return all.get(all.size() - 1);
  }

  private static double[] medians(List<double[]> blocks) {
    int n = blocks.get(0).length;
    double[] m = new double[n];
    for (int i = 0; i < n; i++) {
      int k = i;
      m[i] = Measure.median(blocks.stream().mapToDouble(b -> b[k]).toArray());
    }
    return m;
  }

  private static double[] ratios(List<double[]> a, List<double[]> b) {
    int n = a.get(0).length;
    double[] out = new double[n];
    for (int i = 0; i < n; i++) {
      double[] r = new double[a.size()];
      for (int block = 0; block < a.size(); block++) {
        r[block] = a.get(block)[i] / b.get(block)[i];
      }
      out[i] = Measure.median(r);
    }
    return out;
  }

  /** The Vex client's grounding: the CoinGecko fetcher at {@code source}, cache off. */
  static Grounding vexGrounding(URI source) {
    return Grounding.builder()
        .crypto(
            CryptoFetcher.builder()
                .baseUrl(source.toString())
                .timeout(Duration.ofSeconds(10))
                .cacheTtl(Duration.ZERO)
                .build())
        // Roomy, as the fetch is local: a slow first fetch on a busy machine is not an error.
        .deadline(Duration.ofSeconds(20))
        .build();
  }

  /**
   * The Vex client of the comparison, also profiled alone by {@link GroundedTurnProfile}: the
   * grounding, the model on the simulator at {@code model}, the default guards.
   */
  static Agent vexAgent(VexRuntime runtime, Grounding grounding, URI model) {
    Agent.Builder builder =
        grounding.applyTo(
            Agent.builder()
                .runtime(runtime)
                .ollama(OllamaClient.builder().baseUrl(model.toString()).runtime(runtime).build())
                .model(MODEL)
                .systemPrompt(SYSTEM)
                .stream(false));
    Guards.defaults().forEach(builder::guard);
    return builder.build();
  }
}
