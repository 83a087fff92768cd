package dev.vex.benchmarks.loop;

import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Cold start, side by side: wall time of a fresh JVM that runs one two-round tool turn through Vex,
 * against the same with the plain java.net.http loop, on one simulator. Runs alternate; the ratio
 * of medians is reported.
 *
 * <p>Run: {@code mvn -q -pl benchmarks -am package -DskipTests exec:java
 * -Dvex.main=dev.vex.benchmarks.loop.ColdStartBenchmark}
 */
public final class ColdStartBenchmark {
  private ColdStartBenchmark() {}

  /**
   * Runs the benchmark.
   *
   * @param args ignored
   * @throws Exception on failure
   */
  public static void main(String[] args) throws Exception {
    int runs = Integer.getInteger("runs", 9);
    String classpath = classpath();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    try (OllamaSimulator sim = OllamaSimulator.builder().parallel(4).start()) {
      sim.setDispatcher(
          r ->
              "tool".equals(r.lastMessage().get("role").getAsString())
                  ? Reply.text("It is 12:00 in Oslo.")
                  : Reply.toolCall("get_time", "{\"zone\":\"Europe/Oslo\"}"));
      String url = sim.baseUrl().toString();
      run(java, classpath, "vex", url);
      run(java, classpath, "plain", url);
      long[] vex = new long[runs];
      long[] plain = new long[runs];
      for (int i = 0; i < runs; i++) {
        vex[i] = run(java, classpath, "vex", url);
        plain[i] = run(java, classpath, "plain", url);
      }
      Arrays.sort(vex);
      Arrays.sort(plain);
      long v = vex[runs / 2];
      long p = plain[runs / 2];
      System.out.printf(
          Locale.ROOT,
          "cold start (JVM start to answered two-round turn), median of %d: vex %d ms, plain %d ms,"
              + " ratio %.2f%n",
          runs,
          v / 1_000_000,
          p / 1_000_000,
          (double) v / p);
    }
  }

  private static long run(String java, String classpath, String which, String url)
      throws Exception {
    long t = System.nanoTime();
    Process process =
        new ProcessBuilder(java, "-cp", classpath, ColdStartClient.class.getName(), which, url)
            .redirectErrorStream(true)
            .start();
    String out = new String(process.getInputStream().readAllBytes());
    if (process.waitFor() != 0 || !out.contains("It is 12:00 in Oslo.")) {
      throw new IllegalStateException(which + " failed: " + out);
    }
    return System.nanoTime() - t;
  }

  private static String classpath() {
    ClassLoader loader = ColdStartBenchmark.class.getClassLoader();
    if (loader instanceof URLClassLoader urls) {
      List<String> parts = new ArrayList<>();
      for (URL u : urls.getURLs()) {
        try {
          parts.add(Path.of(u.toURI()).toString());
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      }
      return String.join(File.pathSeparator, parts);
    }
    return System.getProperty("java.class.path");
  }
}
