package dev.vex.benchmarks.loop;

import dev.vex.benchmarks.Measure;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Cold start, side by side: the wall time of a fresh JVM (same class path, same flags) that answers
 * one two-round tool turn through the plain loop, Vex ({@link ColdStartClient}) or LangChain4j
 * ({@link Lc4jColdStartClient}), on one simulator. Runs alternate; medians are reported. Each run
 * must print the model's answer, or the comparison stops.
 */
public final class ColdStartComparison {
  /** The plain loop whose JDK client has a direct executor, as Vex's have: the floor. */
  public static final String DIRECT = "plain, direct executor";

  /** The names of the clients, in table order. */
  public static final List<String> CLIENTS = List.of("plain", "Vex", "LangChain4j", DIRECT);

  /**
   * The outcome.
   *
   * @param medianMillis per client, the median wall time of a fresh JVM answering one turn
   * @param runs runs per client
   */
  public record Result(Map<String, Double> medianMillis, int runs) {}

  private ColdStartComparison() {}

  /**
   * Runs the comparison.
   *
   * @param runs runs per client (after one unmeasured run each)
   * @return the medians
   * @throws Exception when a run fails
   */
  public static Result run(int runs) throws Exception {
    String classpath = Measure.classpath();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    try (OllamaSimulator sim = OllamaSimulator.builder().parallel(4).start()) {
      sim.setDispatcher(
          r ->
              "tool".equals(r.lastMessage().get("role").getAsString())
                  ? Reply.text(ToolTurnComparison.ANSWER)
                  : Reply.toolCall("get_time", "{\"zone\":\"Europe/Oslo\"}"));
      String url = sim.baseUrl().toString();
      Map<String, List<String>> commands = new LinkedHashMap<>();
      commands.put("plain", List.of(ColdStartClient.class.getName(), "plain", url));
      commands.put("Vex", List.of(ColdStartClient.class.getName(), "vex", url));
      commands.put("LangChain4j", List.of(Lc4jColdStartClient.class.getName(), url));
      commands.put(DIRECT, List.of(ColdStartClient.class.getName(), "plain-direct", url));
      Map<String, double[]> times = new LinkedHashMap<>();
      for (String c : CLIENTS) {
        once(sim, java, classpath, c, commands.get(c));
        times.put(c, new double[runs]);
      }
      for (int i = 0; i < runs; i++) {
        for (String c : CLIENTS) {
          times.get(c)[i] = once(sim, java, classpath, c, commands.get(c)) / 1e6;
        }
      }
      Map<String, Double> medians = new LinkedHashMap<>();
      for (String c : CLIENTS) {
        medians.put(c, Measure.median(times.get(c)));
      }
      System.err.printf(Locale.ROOT, "cold start medians (ms): %s%n", medians);
      return new Result(medians, runs);
    }
  }

  private static long once(
      OllamaSimulator sim, String java, String classpath, String client, List<String> args)
      throws Exception {
    List<String> command = new ArrayList<>(List.of(java, "-cp", classpath));
    command.addAll(args);
    int before = sim.chatRequests().size();
    long t = System.nanoTime();
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(process.getInputStream().readAllBytes());
    int code = process.waitFor();
    long elapsed = System.nanoTime() - t;
    if (code != 0 || !out.contains(ToolTurnComparison.ANSWER)) {
      throw new IllegalStateException(client + " failed (exit " + code + "): " + out);
    }
    if (sim.chatRequests().size() != before + 2) {
      throw new IllegalStateException(client + " did not make two chat requests");
    }
    return elapsed;
  }
}
