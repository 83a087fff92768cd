package dev.vex.benchmarks.loop;

import dev.vex.benchmarks.Measure;
import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Two builds of Vex side by side in one JVM, for a change on the tool turn's path: the tool turn of
 * {@link ToolTurnProfile} through build A, build B and the floor (the plain loop with a direct
 * executor, from build A's class path), each loaded from its own class path into a class loader of
 * its own (the JDK shared), each on a simulator and runtime of its own. Blocks of turns take turns,
 * the first of each block rotating, so that a drift in the machine's load falls on all three; each
 * block reports allocation and client CPU per turn ({@link Measure#allocationAndCpu}) and the p50,
 * and the end the medians of the per-block ratios B / A and A, B / floor. On a loaded machine read
 * the allocation first: it holds still under load, CPU and wall time do not.
 *
 * <p>Run: {@code java -cp benchmarks/target/classes:<gson, slf4j>
 * dev.vex.benchmarks.loop.ToolTurnBuilds <class path of build A> <class path of build B> [blocks]
 * [turns per block] [warm-up rounds]}, each class path holding that build's benchmarks, vex-core
 * and vex-simulator classes, gson and slf4j.
 */
public final class ToolTurnBuilds {
  private static final String[] NAMES = {"A", "B", "floor"};

  private ToolTurnBuilds() {}

  /**
   * Runs the comparison.
   *
   * @param args build A's class path, build B's, blocks (default 7), turns per block (default 500),
   *     warm-up rounds of that many turns per client (default 4)
   * @throws Exception on failure
   */
  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      throw new IllegalArgumentException("usage: ToolTurnBuilds <class path A> <class path B> ...");
    }
    int blocks = args.length > 2 ? Integer.parseInt(args[2]) : 7;
    int turns = args.length > 3 ? Integer.parseInt(args[3]) : 500;
    int warmUp = args.length > 4 ? Integer.parseInt(args[4]) : 4;
    List<Map.Entry<Supplier<String>, AutoCloseable>> clients = new ArrayList<>();
    List<URLClassLoader> loaders = new ArrayList<>();
    try {
      clients.add(open(args[0], false, loaders));
      clients.add(open(args[1], false, loaders));
      clients.add(open(args[0], true, loaders));
      for (int w = 0; w < warmUp; w++) {
        for (Map.Entry<Supplier<String>, AutoCloseable> c : clients) {
          for (int i = 0; i < turns; i++) {
            c.getKey().get();
          }
        }
      }
      // [client][measure: 0 bytes, 1 CPU us, 2 p50 us][block]
      double[][][] f = new double[3][3][blocks];
      for (int b = 0; b < blocks; b++) {
        for (int k = 0; k < 3; k++) {
          int c = (b + k) % 3;
          Supplier<String> turn = clients.get(c).getKey();
          double[] ac = Measure.allocationAndCpu(turn, turns);
          long[] lat = Measure.latencies(turn, turns);
          f[c][0][b] = ac[0];
          f[c][1][b] = ac[1] / 1e3;
          f[c][2][b] = lat[lat.length / 2] / 1e3;
        }
        System.out.printf(
            Locale.ROOT,
            "block %d: bytes/turn A %.0f B %.0f floor %.0f; CPU us/turn A %.1f B %.1f floor %.1f;"
                + " p50 us A %.0f B %.0f floor %.0f%n",
            b + 1,
            f[0][0][b],
            f[1][0][b],
            f[2][0][b],
            f[0][1][b],
            f[1][1][b],
            f[2][1][b],
            f[0][2][b],
            f[1][2][b],
            f[2][2][b]);
      }
      String[] measures = {"allocation", "CPU", "p50"};
      for (int m = 0; m < 3; m++) {
        System.out.printf(
            Locale.ROOT,
            "median %s: A %.1f, B %.1f, floor %.1f; B/A %.3f, A/floor %.3f, B/floor %.3f%n",
            measures[m],
            Measure.median(f[0][m]),
            Measure.median(f[1][m]),
            Measure.median(f[2][m]),
            Measure.median(ratios(f[1][m], f[0][m])),
            Measure.median(ratios(f[0][m], f[2][m])),
            Measure.median(ratios(f[1][m], f[2][m])));
      }
    } finally {
      for (Map.Entry<Supplier<String>, AutoCloseable> c : clients) {
        c.getValue().close();
      }
      for (URLClassLoader l : loaders) {
        l.close();
      }
    }
  }

  private static double[] ratios(double[] a, double[] b) {
    double[] out = new double[a.length];
    for (int i = 0; i < a.length; i++) {
      out[i] = a[i] / b[i];
    }
    return out;
  }

  /** Loads {@link ToolTurnProfile} from {@code classPath} alone and opens its turn. */
  private static Map.Entry<Supplier<String>, AutoCloseable> open(
      String classPath, boolean floor, List<URLClassLoader> loaders) throws Exception {
    URLClassLoader loader =
        new URLClassLoader(
            NAMES[loaders.size()] + (floor ? "" : "-build"),
            urls(classPath),
            ClassLoader.getPlatformClassLoader());
    loaders.add(loader);
    Class<?> profile = loader.loadClass(ToolTurnProfile.class.getName());
    @SuppressWarnings("unchecked")
    Map.Entry<Supplier<String>, AutoCloseable> turn =
        (Map.Entry<Supplier<String>, AutoCloseable>)
            profile.getMethod("open", boolean.class).invoke(null, floor);
    return turn;
  }

  private static URL[] urls(String classPath) throws MalformedURLException {
    String[] parts = classPath.split(File.pathSeparator);
    URL[] out = new URL[parts.length];
    for (int i = 0; i < parts.length; i++) {
      out[i] = new File(parts[i]).toURI().toURL();
    }
    return out;
  }
}
