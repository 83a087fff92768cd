package dev.vex.benchmarks;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One section of {@code BENCHMARKS.md}: a comparison {@link AllBenchmarks} runs once or several
 * times, what one run found (its Markdown and its headline figures), and nothing else. A new
 * benchmark becomes part of the report by implementing this and adding one line to {@link
 * AllBenchmarks#SECTIONS}.
 */
public interface Section {
  /**
   * The name {@code --only} selects it by, lower case with dashes.
   *
   * @return the name
   */
  String name();

  /**
   * Whether its figures vary from run to run, so that {@link AllBenchmarks} runs it {@code
   * --repeats} times, interleaved with the other repeated sections, and reports the minimum, median
   * and maximum of each headline. Deterministic sections (sizes, counts) run once.
   *
   * @return true unless overridden
   */
  default boolean repeated() {
    return true;
  }

  /**
   * Runs the section once.
   *
   * @param settings the run's settings
   * @return what it found
   * @throws Exception when a comparison fails its checks or cannot run
   */
  Run run(Settings settings) throws Exception;

  /**
   * The settings of one {@code AllBenchmarks} run.
   *
   * @param full the longer, steadier settings ({@code --full}) instead of the quick ones
   * @param fixtures the recorded source responses
   * @param repeats how many times each repeated section runs
   */
  record Settings(boolean full, Path fixtures, int repeats) {
    /** Checks the values. */
    public Settings {
      Objects.requireNonNull(fixtures, "fixtures");
      if (repeats < 1) {
        throw new IllegalArgumentException("repeats must be at least 1: " + repeats);
      }
    }

    /**
     * The command that runs one section with these settings.
     *
     * @param section the section's name
     * @return the command line
     */
    public String command(String section) {
      return Report.command(section, full);
    }
  }

  /**
   * What one run of a section found.
   *
   * @param markdown the section, from its {@code ## } title on, with this run's tables
   * @param headlines the figures that go into "At a glance", in order
   */
  record Run(String markdown, List<Headline> headlines) {
    /** Copies the list. */
    public Run {
      Objects.requireNonNull(markdown, "markdown");
      headlines = List.copyOf(headlines);
    }
  }

  /**
   * A headline figure: a ratio to a floor (unit empty) or an absolute figure with its unit.
   *
   * @param measure what is measured, e.g. "grounded turn p50"
   * @param against the floor or what the figure is compared with, e.g. "hand-written loop, direct
   *     executor"
   * @param value the ratio or the figure
   * @param unit empty for a ratio, else the unit of {@code value} ("ms", "KiB", "%")
   * @param target the target, or null when there is none
   */
  record Headline(String measure, String against, double value, String unit, Target target) {
    /** Checks the values. */
    public Headline {
      Objects.requireNonNull(measure, "measure");
      Objects.requireNonNull(against, "against");
      Objects.requireNonNull(unit, "unit");
    }

    /**
     * A ratio with a target.
     *
     * @param measure what is measured
     * @param against the floor
     * @param value the ratio
     * @param target the target, or null
     * @return the headline
     */
    public static Headline ratio(String measure, String against, double value, Target target) {
      return new Headline(measure, against, value, "", target);
    }

    /**
     * Formats a value of this headline's unit.
     *
     * @param v the value
     * @return e.g. "0.97" or "4.74 ms"
     */
    public String format(double v) {
      if (unit.isEmpty()) {
        return String.format(Locale.ROOT, "%.2f", v);
      }
      return String.format(Locale.ROOT, v >= 100 ? "%.0f %s" : "%.2f %s", v, unit);
    }
  }

  /**
   * A target a headline should meet.
   *
   * @param atMost true for "at most {@code bound}", false for "at least"
   * @param bound the bound, in the headline's unit
   */
  record Target(boolean atMost, double bound) {
    /**
     * At most {@code bound}.
     *
     * @param bound the bound
     * @return the target
     */
    public static Target atMost(double bound) {
      return new Target(true, bound);
    }

    /**
     * At least {@code bound}.
     *
     * @param bound the bound
     * @return the target
     */
    public static Target atLeast(double bound) {
      return new Target(false, bound);
    }

    /**
     * Whether a value meets it.
     *
     * @param v the value
     * @return true when it does
     */
    public boolean met(double v) {
      return atMost ? v <= bound : v >= bound;
    }
  }
}
