package dev.vex.benchmarks;

import java.util.List;

/**
 * Section {@code footprint}: the jars a user's application gets, from {@link Footprint}, against
 * the targets (vex-core with its dependencies at most 700 KiB; with vex-grounding and vex-guards at
 * most 1.9 MiB) and LangChain4j.
 */
public final class FootprintSection implements Section {
  /** The target for vex-core with its dependencies, KiB. */
  static final double CORE_KIB = 700;

  /** The target for vex-core + vex-grounding + vex-guards with their dependencies, MiB. */
  static final double GROUNDED_MIB = 1.9;

  @Override
  public String name() {
    return "footprint";
  }

  @Override
  public boolean repeated() {
    return false; // sizes do not vary
  }

  @Override
  public Run run(Settings settings) {
    Footprint index = Footprint.ofClasspath();
    Footprint.Closure vex = index.closure("dev.vex:vex-core");
    Footprint.Closure lc4j =
        index.closure("dev.langchain4j:langchain4j", "dev.langchain4j:langchain4j-ollama");
    Footprint.Closure grounded =
        index.closure("dev.vex:vex-core", "dev.vex:vex-grounding", "dev.vex:vex-guards");
    // jsoup is an optional dependency of vex-guards (raw HTML in a reply is removed unread without
    // it): the set with it is shown beside, for a host that adds it to keep allowed raw HTML
    Footprint.Closure withJsoup =
        index.closure(
            "dev.vex:vex-core", "dev.vex:vex-grounding", "dev.vex:vex-guards", "org.jsoup:jsoup");
    return new Run(
        Report.footprint(vex, grounded, lc4j, settings.command(name())),
        List.of(
            new Headline(
                "vex-core with its dependencies",
                "jar bytes (KiB = 1,024 bytes)",
                vex.bytes() / 1024.0,
                "KiB",
                Target.atMost(CORE_KIB)),
            new Headline(
                "vex-core + vex-grounding + vex-guards with their dependencies",
                "jar bytes (MiB = 1,048,576 bytes)",
                grounded.bytes() / (1024.0 * 1024),
                "MiB",
                Target.atMost(GROUNDED_MIB)),
            new Headline(
                "vex-core + vex-grounding + vex-guards + jsoup (optional: keeps allowed raw HTML)",
                "jar bytes (MiB = 1,048,576 bytes)",
                withJsoup.bytes() / (1024.0 * 1024),
                "MiB",
                null),
            Headline.ratio(
                "vex-core with its dependencies",
                "langchain4j + langchain4j-ollama with theirs",
                (double) vex.bytes() / lc4j.bytes(),
                null)));
  }
}
