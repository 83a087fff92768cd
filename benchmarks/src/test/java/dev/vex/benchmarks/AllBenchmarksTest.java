package dev.vex.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AllBenchmarksTest {
  private final List<String> order = new ArrayList<>();

  /** A section whose n-th run reports the n-th of {@code values} against a floor. */
  private Section section(String name, boolean repeated, double... values) {
    return new Section() {
      int runs;

      @Override
      public String name() {
        return name;
      }

      @Override
      public boolean repeated() {
        return repeated;
      }

      @Override
      public Run run(Settings settings) {
        order.add(name);
        double v = values[runs++];
        return new Run(
            "## " + name + "\n\nrun " + runs + " table\n",
            List.of(Headline.ratio(name + " p50", "the floor", v, Target.atMost(1.00))));
      }
    };
  }

  @Test
  void repeatedSectionsRunInterleavedAndTheGlanceHasMinMedianMaxAgainstTheTarget()
      throws Exception {
    Section.Settings settings = new Section.Settings(false, Path.of("x"), 3);
    String md =
        AllBenchmarks.run(
            settings,
            List.of(
                section("a", true, 1.10, 0.90, 1.00),
                section("b", false, 1.20),
                section("c", true, 0.50, 0.70, 0.60)),
            "the command");

    assertThat(order).containsExactly("a", "b", "c", "a", "c", "a", "c");
    assertThat(md)
        .startsWith("# Vex benchmarks\n")
        .contains("- command: `the command`")
        .contains("| a p50 | the floor | 0.90 | 1.00 | 1.10 | ≤ 1.00 | yes |")
        .contains("| b p50 | the floor | — | 1.20 | — | ≤ 1.00 | **no** |")
        .contains("| c p50 | the floor | 0.50 | 0.60 | 0.70 | ≤ 1.00 | yes |")
        // the tables of the median run, and every run's headline
        .contains("run 3 table")
        .doesNotContain("run 1 table\n\n## b")
        .contains("| a p50 | the floor | 1.10 | 0.90 | 1.00 | 0.90 | 1.00 | 1.10 |");
    assertThat(md.indexOf("## At a glance")).isLessThan(md.indexOf("## a"));
    assertThat(md.indexOf("## a")).isLessThan(md.indexOf("## b"));
  }

  @Test
  void benchmarksMdIsOnlyWrittenWhole(@TempDir Path dir) {
    assertThatThrownBy(
            () ->
                AllBenchmarks.main(
                    new String[] {
                      "--only", "footprint", "--out", dir.resolve("BENCHMARKS.md").toString()
                    }))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("written whole");
    assertThatThrownBy(() -> AllBenchmarks.main(new String[] {"--only", "nope"}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unknown section nope");
  }

  @Test
  void everySectionHasADistinctName() {
    assertThat(AllBenchmarks.SECTIONS.stream().map(Section::name).distinct())
        .hasSize(AllBenchmarks.SECTIONS.size())
        .contains(
            "tool-turn",
            "telemetry",
            "grounded",
            "cold-start",
            "memory",
            "footprint",
            "guard-cost",
            "classify",
            "intent",
            "eval");
  }
}
