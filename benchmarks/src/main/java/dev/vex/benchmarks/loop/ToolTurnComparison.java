package dev.vex.benchmarks.loop;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.vex.benchmarks.Measure;
import dev.vex.core.Agent;
import dev.vex.core.VexRuntime;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Side by side, in one run, on one loopback {@link OllamaSimulator}: the two-round tool turn of
 * {@link LoopBenchmark} through the plain java.net.http loop, a Vex {@link Agent} (set up as in
 * {@code LoopBenchmark}) and a LangChain4j {@code AiServices} assistant with a {@code @Tool} over
 * its {@code OllamaChatModel}. Blocks alternate between the three; each figure is the median over
 * blocks, each ratio the median of the per-block ratios.
 *
 * <p>A smoke check first proves that every client's requests reach the simulator (two {@code
 * /api/chat} calls per turn, the second carrying the tool result) and that each gets the model's
 * answer; anything else stops the run.
 *
 * <p>Run: {@code mvn -q -pl benchmarks -am package -DskipTests exec:java
 * -Dvex.main=dev.vex.benchmarks.AllBenchmarks -Dexec.args="--only tool-turn"}.
 */
public final class ToolTurnComparison {
  static final String SYSTEM = "You are a helpful assistant. Answer briefly.";
  static final String QUESTION = "What time is it in Oslo?";
  static final String ANSWER = "It is 12:00 in Oslo.";
  static final String MODEL = "qwen2.5:3b";

  /** The names of the three clients, in table order. */
  public static final List<String> CLIENTS =
      List.of("plain", "Vex", "LangChain4j", ToolTurnComparison.DIRECT);

  /** The plain loop whose JDK client has a direct executor, as Vex's have. */
  public static final String DIRECT = "plain, direct executor";

  /**
   * One client's figures, medians over blocks.
   *
   * @param p50Micros median turn latency, microseconds
   * @param p90Micros 90th percentile turn latency, microseconds
   * @param turnsPerSecond turns per second with 8 threads
   * @param bytesPerTurn bytes allocated per turn outside the simulator
   * @param cpuMicrosPerTurn client CPU per turn, microseconds
   */
  public record Figures(
      double p50Micros,
      double p90Micros,
      double turnsPerSecond,
      double bytesPerTurn,
      double cpuMicrosPerTurn) {}

  /**
   * The comparison's outcome.
   *
   * @param figures per client name (see {@link #CLIENTS})
   * @param ratios per pair name ({@code "Vex/plain"}, …) the per-measure medians of block ratios,
   *     in the order p50, p90, throughput, allocation, CPU
   * @param turns turns per latency and allocation block
   * @param blocks blocks per measure
   * @param endedThreads per client, threads that ended while its allocation was counted (their last
   *     counts are missing from its figures; none in a sound run)
   * @param warmUp how the clients were warmed up before the first block
   */
  public record Result(
      Map<String, Figures> figures,
      Map<String, double[]> ratios,
      int turns,
      int blocks,
      Map<String, Integer> endedThreads,
      Measure.WarmUp warmUp) {}

  private ToolTurnComparison() {}

  /**
   * Runs the comparison.
   *
   * @param turns turns per latency and allocation block (the warm-up runs at least as many, and
   *     more until the JIT compilers are quiet)
   * @param blocks blocks per measure
   * @param throughputMillis how long each 8-thread throughput block counts
   * @return the figures
   * @throws InterruptedException when interrupted
   */
  public static Result run(int turns, int blocks, long throughputMillis)
      throws InterruptedException {
    // Vex holds at most maxRequestsPerServer chat requests at once per server (default 4, what an
    // Ollama server runs in parallel); the other two clients have no such limit, so it is set to
    // the 8 threads here and all three send 8 requests at once: the throughput compares the
    // libraries' cost, not a queue that only one of them keeps.
    try (OllamaSimulator sim = OllamaSimulator.builder().parallel(16).start();
        VexRuntime runtime = VexRuntime.builder().maxRequestsPerServer(8).build()) {
      Agent agent = vexAgent(sim, runtime);
      JsonArray tools = PlainLoop.ollamaTools(agent.tools().tools());
      PlainLoop plain =
          new PlainLoop(sim.baseUrl(), MODEL, tools, (JsonObject a) -> "12:00", false);
      PlainLoop direct =
          new PlainLoop(sim.baseUrl(), MODEL, tools, (JsonObject a) -> "12:00", false, true);
      Lc4jToolTurn lc4j = new Lc4jToolTurn(sim.baseUrl().toString(), MODEL, SYSTEM);

      Map<String, Supplier<String>> turn = new LinkedHashMap<>();
      turn.put("plain", () -> plain.turn(SYSTEM, QUESTION));
      turn.put("Vex", () -> agent.chat(QUESTION).text());
      turn.put("LangChain4j", () -> lc4j.turn(QUESTION));
      turn.put(DIRECT, () -> direct.turn(SYSTEM, QUESTION));
      for (Map.Entry<String, Supplier<String>> e : turn.entrySet()) {
        smoke(sim, e.getKey(), e.getValue());
      }
      long before = lc4j.toolCalls();
      lc4j.turn(QUESTION);
      if (lc4j.toolCalls() != before + 1) {
        throw new IllegalStateException("LangChain4j did not run its @Tool once per turn");
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
          double tput = Measure.throughput(turn.get(c), ANSWER, 8, throughputMillis);
          double[] ac = Measure.allocationAndCpu(turn.get(c), turns);
          endedThreads.merge(c, (int) ac[2], Integer::sum);
          if (ac[2] > 0) {
            System.err.printf(
                Locale.ROOT, "%s: %.0f threads ended while allocation was counted%n", c, ac[2]);
          }
          raw.get(c)
              .add(
                  new double[] {
                    Measure.pct(lat, 50) / 1e3, Measure.pct(lat, 90) / 1e3, tput, ac[0], ac[1] / 1e3
                  });
        }
        System.err.printf(
            Locale.ROOT,
            "tool turn block %d/%d: p50 plain %.0f us, Vex %.0f us, LangChain4j %.0f us%n",
            block + 1,
            blocks,
            raw.get("plain").get(block)[0],
            raw.get("Vex").get(block)[0],
            raw.get("LangChain4j").get(block)[0]);
      }
      Map<String, Figures> figures = new LinkedHashMap<>();
      for (String c : CLIENTS) {
        figures.put(c, figures(raw.get(c)));
      }
      Map<String, double[]> ratios = new LinkedHashMap<>();
      ratios.put("Vex/plain", ratios(raw.get("Vex"), raw.get("plain")));
      ratios.put("LangChain4j/plain", ratios(raw.get("LangChain4j"), raw.get("plain")));
      ratios.put("Vex/LangChain4j", ratios(raw.get("Vex"), raw.get("LangChain4j")));
      ratios.put("Vex/" + DIRECT, ratios(raw.get("Vex"), raw.get(DIRECT)));
      return new Result(figures, ratios, turns, blocks, endedThreads, warmUp);
    }
  }

  /**
   * Sets the simulator's script for the tool turn and builds the Vex agent that runs it: a
   * classifier, the tool with argument checks (it answers interrupts, so its call runs on the
   * turn's thread, as the plain loop runs it), a guard and the trace.
   */
  static Agent vexAgent(OllamaSimulator sim, VexRuntime runtime) {
    sim.setDispatcher(
        r ->
            "tool".equals(r.lastMessage().get("role").getAsString())
                ? Reply.text(ANSWER)
                : Reply.toolCall("get_time", "{\"zone\":\"Europe/Oslo\"}"));
    Tool time =
        Tool.of(
                "get_time",
                "The current local time in a time zone",
                ObjectSchema.builder().requiredString("zone", "IANA time zone").build(),
                a -> "12:00")
            // It only computes, so it answers interrupts: its call runs on the turn's thread,
            // as the plain loop runs it.
            .answeringInterrupts();
    return Agent.builder()
        .runtime(runtime)
        .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).runtime(runtime).build())
        .model(MODEL)
        .systemPrompt(SYSTEM)
        .tool(time)
        .stream(false)
        .classifier(
            m -> m.content().contains("time") ? List.of(Intent.of("time", "Oslo")) : List.of())
        .guard(
            Guard.named(
                "length",
                (d, c) ->
                    d.text().length() < 10_000
                        ? GuardVerdict.pass()
                        : GuardVerdict.rewritten(d.text().substring(0, 10_000), "cut")))
        .build();
  }

  /**
   * Proves that one turn of {@code client} sends two chat requests to the simulator, the first
   * offering {@code get_time}, the second carrying the tool's result, and returns the answer.
   */
  static void smoke(OllamaSimulator sim, String client, Supplier<String> turn) {
    int before = sim.chatRequests().size();
    String reply = turn.get();
    List<RecordedRequest> all = sim.chatRequests();
    List<RecordedRequest> mine = all.subList(before, all.size());
    if (!ANSWER.equals(reply)) {
      throw new IllegalStateException(client + " replied " + reply + " instead of " + ANSWER);
    }
    if (mine.size() != 2) {
      throw new IllegalStateException(
          client + " sent " + mine.size() + " chat requests for one tool turn, not 2");
    }
    if (!mine.get(0).toolNames().contains("get_time")) {
      throw new IllegalStateException(client + " did not offer get_time: " + mine.get(0).json());
    }
    JsonObject last = mine.get(1).lastMessage();
    if (!"tool".equals(last.get("role").getAsString())
        || !last.get("content").getAsString().contains("12:00")) {
      throw new IllegalStateException(client + " did not send the tool result: " + last);
    }
  }

  private static Figures figures(List<double[]> blocks) {
    double[] m = new double[5];
    for (int i = 0; i < 5; i++) {
      int k = i;
      m[i] = Measure.median(blocks.stream().mapToDouble(b -> b[k]).toArray());
    }
    return new Figures(m[0], m[1], m[2], m[3], m[4]);
  }

  private static double[] ratios(List<double[]> a, List<double[]> b) {
    double[] out = new double[5];
    for (int i = 0; i < 5; i++) {
      double[] r = new double[a.size()];
      for (int block = 0; block < a.size(); block++) {
        r[block] = a.get(block)[i] / b.get(block)[i];
      }
      out[i] = Measure.median(r);
    }
    return out;
  }

  /**
   * Runs the comparison and prints it.
   *
   * @param args none
   * @throws Exception on failure
   */
  public static void main(String[] args) throws Exception {
    Result r = run(Integer.getInteger("turns", 1000), Integer.getInteger("blocks", 3), 2_000);
    System.out.println(dev.vex.benchmarks.Report.toolTurn(r, "(run directly)"));
  }
}
