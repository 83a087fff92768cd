package dev.vex.benchmarks;

import java.util.Collection;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/** Runs a JMH class for a section and reads its scores. */
public final class Jmh {
  private Jmh() {}

  /**
   * Runs one JMH class in a forked JVM with this class path.
   *
   * @param benchmark the class
   * @param full the class's own iterations; otherwise 3 warm-up and 3 measured of 1 s
   * @return the results
   * @throws Exception when JMH fails or runs nothing
   */
  public static Collection<RunResult> run(Class<?> benchmark, boolean full) throws Exception {
    // Under mvn exec:java, java.class.path is Maven's own; JMH forks with that property.
    System.setProperty("java.class.path", Measure.classpath());
    OptionsBuilder o = new OptionsBuilder();
    o.include(benchmark.getName().replace(".", "\\.") + "\\.")
        .forks(1)
        .verbosity(VerboseMode.SILENT)
        .shouldFailOnError(true);
    if (!full) {
      o.warmupIterations(3)
          .warmupTime(TimeValue.seconds(1))
          .measurementIterations(3)
          .measurementTime(TimeValue.seconds(1));
    }
    Collection<RunResult> results = new Runner(o.build()).run();
    if (results.isEmpty()) {
      throw new IllegalStateException("JMH ran nothing for " + benchmark.getName());
    }
    return results;
  }

  /**
   * The "Reproduce" line of a JMH section.
   *
   * @param section the section's name
   * @param full whether the full settings were used
   * @return Markdown
   */
  public static String command(String section, boolean full) {
    return "Reproduce: `"
        + Report.command(section, full)
        + "` (JMH, one fork, "
        + (full
            ? "the iterations the class declares"
            : "3 warm-up and 3 measured iterations of 1 s; `--full` takes the class's own")
        + ")\n";
  }

  /**
   * A score in microseconds per operation.
   *
   * @param r a result
   * @return microseconds
   */
  public static double micros(RunResult r) {
    double v = r.getPrimaryResult().getScore();
    String unit = r.getPrimaryResult().getScoreUnit();
    return switch (unit) {
      case "ns/op" -> v / 1e3;
      case "us/op" -> v;
      case "ms/op" -> v * 1e3;
      case "s/op" -> v * 1e6;
      default -> throw new IllegalStateException("unexpected JMH unit " + unit);
    };
  }

  /**
   * A score in operations per second.
   *
   * @param r a result
   * @return operations per second
   */
  public static double perSecond(RunResult r) {
    double v = r.getPrimaryResult().getScore();
    String unit = r.getPrimaryResult().getScoreUnit();
    return switch (unit) {
      case "ops/s" -> v;
      case "ops/ms" -> v * 1e3;
      case "ops/us" -> v * 1e6;
      default -> throw new IllegalStateException("unexpected JMH unit " + unit);
    };
  }
}
