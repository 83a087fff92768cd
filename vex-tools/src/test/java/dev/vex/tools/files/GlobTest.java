package dev.vex.tools.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.testkit.CpuBudget;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class GlobTest {
  private static final List<String> GLOBS =
      List.of(
          "*.md",
          "*",
          "?",
          "a?c",
          "*.{md,txt}",
          "notes/*.md",
          "**/*.md",
          "**.md",
          "[abc]*",
          "[!abc]*",
          "[a-c]x",
          "*[0-9].txt",
          "{a,b*,}x",
          "a*b*c",
          "*a*a*b",
          "docs/**",
          "x[-]y");
  private static final List<String> NAMES =
      List.of(
          "a.md",
          "notes/a.md",
          "notes/deep/a.md",
          "b.txt",
          "abc",
          "a/c",
          "x",
          "",
          ".md",
          "dx",
          "bx",
          "bbbx",
          "ax",
          "x",
          "aXbYc",
          "a/b/c",
          "aaab",
          "docs/a/b",
          "file7.txt",
          "x-y",
          "]z",
          "cx");

  @Test
  void matchesAsTheJdkGlobDoes() {
    for (String g : GLOBS) {
      PathMatcher jdk = FileSystems.getDefault().getPathMatcher("glob:" + g);
      Glob ours = Glob.compile(g);
      for (String n : NAMES) {
        boolean expected = !n.isEmpty() && jdk.matches(Path.of(n));
        if (n.isEmpty()) {
          continue;
        }
        assertThat(ours.matches(n)).as("%s against %s", g, n).isEqualTo(expected);
      }
    }
  }

  @Test
  void aPatternThatMakesARegexBacktrackMatchesInLinearTime() {
    Glob g = Glob.compile("*a*a*a*a*a*a*a*a*a*a*b");
    String name = "a".repeat(100_000);
    long start = System.nanoTime();
    CpuBudget.within(Duration.ofSeconds(10), () -> assertThat(g.matches(name)).isFalse());
    System.out.printf(
        "glob with 11 stars over 100,000 characters: %d ms%n",
        (System.nanoTime() - start) / 1_000_000);
    assertThat(g.matches(name + "b")).isTrue();
  }

  @Test
  void malformedGlobsAreRefusedWithTheReason() {
    assertThatThrownBy(() -> Glob.compile("[abc")).hasMessageContaining("a [ is not closed");
    assertThatThrownBy(() -> Glob.compile("{a,b")).hasMessageContaining("a { is not closed");
    assertThatThrownBy(() -> Glob.compile("{a,{b}}")).hasMessageContaining("cannot be nested");
    assertThatThrownBy(() -> Glob.compile("[z-a]")).hasMessageContaining("backwards");
  }
}
