package dev.vex.benchmarks;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URL;
import java.net.URLClassLoader;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * The measuring helpers the side-by-side comparisons share: latency percentiles, multi-thread
 * throughput, and bytes allocated and CPU used per turn by every thread but the simulator's (the
 * same method as {@code LoopBenchmark}).
 */
public final class Measure {
  private Measure() {}

  /**
   * How a comparison was warmed up.
   *
   * @param turnsPerClient warm-up turns each client ran
   * @param compileMillis time the JIT compilers spent during the warm-up, milliseconds (summed over
   *     compiler threads; -1 when the JVM does not report it)
   * @param settled whether the compilers had gone quiet when the warm-up ended (otherwise it ended
   *     at its limit)
   */
  public record WarmUp(int turnsPerClient, long compileMillis, boolean settled) {}

  /**
   * Runs the clients' turns in turn, in blocks of {@code turnsPerBlock} rounds, until the JIT
   * compilers have gone quiet: two blocks in a row during which compiling took under 2% of the
   * block's wall time (summed over compiler threads), after at least {@code minBlocks} blocks and
   * at most {@code maxBlocks}. On a machine with two cores the compilers lag far behind a library
   * with more code than a hand-written loop; a fixed, short warm-up then measures which of them the
   * JIT has reached yet, not their steady state. A JVM that does not report compilation time gets
   * {@code minBlocks} blocks.
   *
   * @param clients one turn per client
   * @param turnsPerBlock rounds per block
   * @param minBlocks the fewest blocks
   * @param maxBlocks the most blocks
   * @return how the warm-up went
   */
  public static WarmUp warmUp(
      List<Supplier<String>> clients, int turnsPerBlock, int minBlocks, int maxBlocks) {
    java.lang.management.CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    boolean timed = jit != null && jit.isCompilationTimeMonitoringSupported();
    long start = timed ? jit.getTotalCompilationTime() : 0;
    int quiet = 0;
    int blocks = 0;
    while (blocks < maxBlocks && (blocks < minBlocks || (timed && quiet < 2))) {
      long c0 = timed ? jit.getTotalCompilationTime() : 0;
      long t0 = System.nanoTime();
      for (int i = 0; i < turnsPerBlock; i++) {
        for (Supplier<String> t : clients) {
          t.get();
        }
      }
      long wallMillis = (System.nanoTime() - t0) / 1_000_000;
      long compiled = timed ? jit.getTotalCompilationTime() - c0 : 0;
      quiet = compiled * 50 < wallMillis ? quiet + 1 : 0;
      blocks++;
    }
    return new WarmUp(
        blocks * turnsPerBlock, timed ? jit.getTotalCompilationTime() - start : -1, quiet >= 2);
  }

  /**
   * Times {@code n} turns one after another.
   *
   * @param turn one turn
   * @param n how many
   * @return the sorted wall times in nanoseconds
   */
  public static long[] latencies(Supplier<String> turn, int n) {
    long[] out = new long[n];
    for (int i = 0; i < n; i++) {
      long t = System.nanoTime();
      turn.get();
      out[i] = System.nanoTime() - t;
    }
    Arrays.sort(out);
    return out;
  }

  /**
   * Returns a percentile of sorted values.
   *
   * @param sorted sorted values
   * @param p the percentile, 0 to 100
   * @return the value
   */
  public static long pct(long[] sorted, int p) {
    return sorted[Math.min(sorted.length - 1, sorted.length * p / 100)];
  }

  /**
   * Turns per second with {@code threads} threads running turns back to back for {@code millis}
   * after half a second of warm-up. Every turn's reply must equal {@code expected}.
   *
   * @param turn one turn
   * @param expected the reply every turn must give
   * @param threads how many threads
   * @param millis how long to count
   * @return turns per second
   * @throws InterruptedException when interrupted
   * @throws IllegalStateException when a turn failed or gave another reply
   */
  public static double throughput(Supplier<String> turn, String expected, int threads, long millis)
      throws InterruptedException {
    AtomicBoolean stop = new AtomicBoolean();
    AtomicLong done = new AtomicLong();
    AtomicReference<RuntimeException> failure = new AtomicReference<>();
    CountDownLatch finished = new CountDownLatch(threads);
    for (int i = 0; i < threads; i++) {
      Thread t =
          new Thread(
              () -> {
                try {
                  while (!stop.get()) {
                    String reply = turn.get();
                    if (!expected.equals(reply)) {
                      throw new IllegalStateException("a turn replied " + reply);
                    }
                    done.incrementAndGet();
                  }
                } catch (RuntimeException e) {
                  failure.compareAndSet(null, e);
                  stop.set(true);
                } finally {
                  finished.countDown();
                }
              },
              "bench-" + i);
      t.setDaemon(true);
      t.start();
    }
    Thread.sleep(500);
    long start = done.get();
    long t0 = System.nanoTime();
    Thread.sleep(millis);
    // On a busy machine a short window can close before any turn in it has ended (a test's 100 ms
    // window read 0 turns per second at load 30): it stays open until one has, or a turn failed.
    while (done.get() == start && !stop.get()) {
      Thread.sleep(1);
    }
    long count = done.get() - start;
    double seconds = (System.nanoTime() - t0) / 1e9;
    stop.set(true);
    finished.await();
    if (failure.get() != null) {
      throw new IllegalStateException("a turn failed under load", failure.get());
    }
    return count / seconds;
  }

  /**
   * Bytes allocated and CPU nanoseconds used per turn by every thread except the simulator's own
   * ({@code ollama-sim*}), summed per thread as the growth of its counters over the run. A thread
   * that ends within the run takes its last counts with it; the number of such threads is returned
   * so a caller can tell.
   *
   * @param turn one turn
   * @param n how many turns
   * @return {bytes per turn, CPU ns per turn, threads that ended during the run}
   */
  public static double[] allocationAndCpu(Supplier<String> turn, int n) {
    com.sun.management.ThreadMXBean mx =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    Map<Long, long[]> before = client(mx);
    for (int i = 0; i < n; i++) {
      turn.get();
    }
    Map<Long, long[]> after = client(mx);
    long bytes = 0;
    long cpu = 0;
    for (Map.Entry<Long, long[]> e : after.entrySet()) {
      long[] b = before.getOrDefault(e.getKey(), new long[2]);
      bytes += e.getValue()[0] - b[0];
      cpu += e.getValue()[1] - b[1];
    }
    long ended = before.keySet().stream().filter(id -> !after.containsKey(id)).count();
    return new double[] {(double) bytes / n, (double) cpu / n, ended};
  }

  private static Map<Long, long[]> client(com.sun.management.ThreadMXBean mx) {
    Map<Long, long[]> out = new HashMap<>();
    for (Thread t : Thread.getAllStackTraces().keySet()) {
      if (!t.getName().startsWith("ollama-sim")) {
        long bytes = mx.getThreadAllocatedBytes(t.getId());
        long cpu = mx.getThreadCpuTime(t.getId());
        // -1: the thread ended between the listing and the reading. Left out as if it had ended
        // before the listing; read as 0 it would subtract its whole past allocation.
        if (bytes >= 0 && cpu >= 0) {
          out.put(t.getId(), new long[] {bytes, cpu});
        }
      }
    }
    return out;
  }

  /**
   * Returns the median.
   *
   * @param values at least one value
   * @return the median
   */
  public static double median(List<Double> values) {
    double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  }

  /**
   * Returns the median.
   *
   * @param values at least one value
   * @return the median
   */
  public static double median(double[] values) {
    double[] v = values.clone();
    Arrays.sort(v);
    return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  }

  /**
   * The class path this code runs with: the class loader's URLs under {@code mvn exec:java}, else
   * {@code java.class.path}. Fresh JVMs (cold start, JMH forks) are started with it.
   *
   * @return the class path
   */
  public static String classpath() {
    ClassLoader loader = Measure.class.getClassLoader();
    if (loader instanceof URLClassLoader urls && urls.getURLs().length > 0) {
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

  /**
   * Sends as a hand-written loop does, but a connection lost before any response byte (the JDK
   * client's race with its own pool over a reused connection, not rare against a fast local server)
   * is tried once more, as OkHttp and Vex do, so that a long run is not ended by it.
   *
   * @param http the client
   * @param request the request
   * @param handler the body handler
   * @param <T> the body type
   * @return the response
   * @throws IOException when the exchange fails otherwise, or twice
   * @throws InterruptedException when interrupted
   */
  public static <T> HttpResponse<T> send(
      HttpClient http, HttpRequest request, HttpResponse.BodyHandler<T> handler)
      throws IOException, InterruptedException {
    try {
      return http.send(request, handler);
    } catch (IOException e) {
      if (!String.valueOf(e.getMessage()).contains("header parser received no bytes")) {
        throw e;
      }
      return http.send(request, handler);
    }
  }
}
