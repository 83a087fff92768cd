package dev.vex.benchmarks.backends;

import dev.vex.core.Agent;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.model.ModelCatalog;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.pool.ServerPool;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.openai.OpenAiClient;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Side by side, in one run: the same two-round tool turn through a Vex {@link Agent} whose backend
 * is the plain Ollama client (the baseline), the OpenAI-compatible client on the simulator's {@code
 * /v1}, a {@link ServerPool} of one Ollama server, and a pool of three. Reports p50 latency and
 * bytes allocated per turn (on the turn's thread) as ratios to the baseline. Blocks alternate to
 * spread the machine's noise.
 *
 * <p>Run: {@code mvn -q -pl benchmarks -am package -DskipTests exec:java
 * -Dvex.main=dev.vex.benchmarks.backends.BackendOverhead}
 */
public final class BackendOverhead {
  private static final int BLOCKS = Integer.getInteger("blocks", 6);
  private static final int TURNS = Integer.getInteger("turns", 400);

  private BackendOverhead() {}

  /**
   * Runs the benchmark.
   *
   * @param args {@code stream} to stream replies
   * @throws Exception on failure
   */
  public static void main(String[] args) throws Exception {
    boolean stream = args.length > 0 && args[0].equals("stream");
    List<OllamaSimulator> sims = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      OllamaSimulator sim = OllamaSimulator.builder().parallel(16).start();
      sim.setDispatcher(
          r -> {
            String last = r.lastMessage().get("role").getAsString();
            return "tool".equals(last)
                ? Reply.text("It is 12:00 in Oslo.")
                : Reply.toolCall("get_time", "{\"zone\":\"Europe/Oslo\"}");
          });
      sims.add(sim);
    }
    OllamaClient ollama = OllamaClient.builder().baseUrl(sims.get(0).baseUrl().toString()).build();
    try (OpenAiClient openAi =
        OpenAiClient.builder().baseUrl(sims.get(0).baseUrl() + "/v1").build()) {
      ServerPool one = ServerPool.builder().server("a", ollama, ollama, 16).build();
      ServerPool.Builder three = ServerPool.builder();
      for (int i = 0; i < sims.size(); i++) {
        OllamaClient c = OllamaClient.builder().baseUrl(sims.get(i).baseUrl().toString()).build();
        three.server("s" + i, c, c, 16);
      }
      ServerPool pool3 = three.build();
      Map<String, Agent> agents = new LinkedHashMap<>();
      agents.put("ollama client (baseline)", agent(ollama, ollama, stream));
      agents.put("openai-compatible client", agent(openAi, openAi, stream));
      agents.put("pool of 1 ollama server", agent(one, one, stream));
      agents.put("pool of 3 ollama servers", agent(pool3, pool3, stream));
      Map<String, List<Long>> nanos = new LinkedHashMap<>();
      Map<String, Long> bytes = new LinkedHashMap<>();
      Map<String, Long> turns = new LinkedHashMap<>();
      for (String name : agents.keySet()) {
        run(agents.get(name), TURNS / 4, new ArrayList<>(), new long[1]); // warm up
        nanos.put(name, new ArrayList<>());
        bytes.put(name, 0L);
        turns.put(name, 0L);
      }
      for (int block = 0; block < BLOCKS; block++) {
        for (String name : agents.keySet()) {
          long[] allocated = new long[1];
          run(agents.get(name), TURNS, nanos.get(name), allocated);
          bytes.merge(name, allocated[0], Long::sum);
          turns.merge(name, (long) TURNS, Long::sum);
        }
      }
      String base = agents.keySet().iterator().next();
      double baseP50 = p50(nanos.get(base));
      double baseBytes = (double) bytes.get(base) / turns.get(base);
      System.out.printf(
          Locale.ROOT,
          "%d blocks x %d two-round tool turns each, %s replies%n",
          BLOCKS,
          TURNS,
          stream ? "streamed" : "whole");
      System.out.printf(
          Locale.ROOT,
          "%-28s %10s %8s %12s %8s%n",
          "backend",
          "p50 us",
          "ratio",
          "B/turn",
          "ratio");
      for (String name : agents.keySet()) {
        double p = p50(nanos.get(name));
        double b = (double) bytes.get(name) / turns.get(name);
        System.out.printf(
            Locale.ROOT,
            "%-28s %10.0f %8.2f %12.0f %8.2f%n",
            name,
            p / 1000,
            p / baseP50,
            b,
            b / baseBytes);
      }
    } finally {
      sims.forEach(OllamaSimulator::close);
    }
  }

  private static Agent agent(ChatBackend backend, ModelCatalog catalog, boolean stream) {
    Tool time =
        Tool.of(
            "get_time",
            "The current local time in a time zone",
            ObjectSchema.builder().requiredString("zone", "IANA time zone").build(),
            a -> "12:00");
    return Agent.builder().backend(backend).catalog(catalog).model("qwen2.5:3b").tool(time).stream(
            stream)
        .build();
  }

  private static void run(Agent agent, int n, List<Long> nanos, long[] allocated) {
    com.sun.management.ThreadMXBean mx =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long tid = Thread.currentThread().getId();
    long before = mx.getThreadAllocatedBytes(tid);
    for (int i = 0; i < n; i++) {
      long start = System.nanoTime();
      String text = agent.chat("What time is it in Oslo?").text();
      nanos.add(System.nanoTime() - start);
      if (!text.contains("12:00")) {
        throw new IllegalStateException("unexpected reply: " + text);
      }
    }
    allocated[0] = mx.getThreadAllocatedBytes(tid) - before;
  }

  private static double p50(List<Long> values) {
    long[] a = values.stream().mapToLong(Long::longValue).toArray();
    Arrays.sort(a);
    return a[a.length / 2];
  }
}
