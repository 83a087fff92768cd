package dev.vex.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.module.ModuleDescriptor;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Compares each library module's public API with its committed baseline, {@code api/<module>.api}:
 * the public and protected signatures ({@code javap -protected}) of the public classes in the
 * packages the module exports (every package but {@code internal} ones when it has no {@code
 * module-info}). A change to the public surface fails the build until the baseline is updated in
 * the same commit, so API changes are deliberate:
 *
 * <pre>
 * mvn -o -pl api -am test -Dtest=ApiBaselineTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dvex.api.update=true
 * </pre>
 *
 * <p>It also holds the rule that the API speaks Vex: no signature of a library module names a Gson
 * type, except the simulator's, which is a test server built on Gson.
 */
class ApiBaselineTest {
  /** The library modules, whose API is checked; examples and benchmarks are not libraries. */
  static final List<String> MODULES =
      List.of(
          "vex-core",
          "vex-simulator",
          "vex-grounding",
          "vex-guards",
          "vex-openai",
          "vex-memory",
          "vex-tools",
          "vex-testkit",
          "vex-eval",
          "vex-mcp",
          "vex-opentelemetry",
          "vex-langchain4j",
          "vex-spring-boot-starter",
          "vex-spring-ai");

  /** Modules whose API may name Gson types. */
  private static final Set<String> GSON_ALLOWED = Set.of("vex-simulator");

  private static final Path DIR = Path.of(System.getProperty("vex.api.dir", "."));
  private static final boolean UPDATE = Boolean.getBoolean("vex.api.update");

  @TestFactory
  Stream<DynamicTest> eachModulesApiMatchesItsBaseline() throws IOException {
    Map<String, Path> roots = moduleRoots();
    List<DynamicTest> tests = new ArrayList<>();
    for (String module : MODULES) {
      tests.add(
          DynamicTest.dynamicTest(
              module,
              () -> {
                Path root = roots.get(module);
                assertTrue(root != null, module + " is not on the test classpath");
                String api = describe(root);
                Path baseline = DIR.resolve(module + ".api");
                if (UPDATE) {
                  Files.writeString(baseline, api, StandardCharsets.UTF_8);
                  return;
                }
                assertTrue(
                    Files.exists(baseline),
                    "no API baseline "
                        + baseline
                        + "; write it with -Dvex.api.update=true (see api/README.md)");
                String expected = Files.readString(baseline, StandardCharsets.UTF_8);
                if (!expected.equals(api)) {
                  fail(
                      "The public API of "
                          + module
                          + " differs from "
                          + baseline.getFileName()
                          + ":\n"
                          + diff(expected, api)
                          + "If the change is deliberate, update the baseline and commit it:\n"
                          + "  mvn -o -pl api -am test -Dtest=ApiBaselineTest"
                          + " -Dsurefire.failIfNoSpecifiedTests=false -Dvex.api.update=true");
                }
              }));
      tests.add(
          DynamicTest.dynamicTest(
              module + " names no Gson type",
              () -> {
                if (GSON_ALLOWED.contains(module)) {
                  return;
                }
                Path root = roots.get(module);
                assertTrue(root != null, module + " is not on the test classpath");
                List<String> gson =
                    describe(root)
                        .lines()
                        .filter(l -> l.contains("com.google.gson."))
                        .map(String::strip)
                        .toList();
                assertEquals(
                    List.of(),
                    gson,
                    module
                        + "'s public API names Gson types; give them a Vex type or keep Gson"
                        + " behind the backend");
              }));
    }
    return tests.stream();
  }

  @Test
  void everyBaselineBelongsToALibraryModule() throws IOException {
    try (Stream<Path> files = Files.list(DIR)) {
      List<String> stray =
          files
              .map(p -> p.getFileName().toString())
              .filter(n -> n.endsWith(".api"))
              .map(n -> n.substring(0, n.length() - ".api".length()))
              .filter(n -> !MODULES.contains(n))
              .toList();
      assertEquals(List.of(), stray, "baselines of modules the check does not know");
    }
  }

  /** Maps each module to its classes: a reactor {@code target/classes} directory or a jar. */
  static Map<String, Path> moduleRoots() {
    Map<String, Path> roots = new LinkedHashMap<>();
    for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
      Path p = Path.of(entry);
      String module = null;
      if (Files.isDirectory(p)
          && p.endsWith(Path.of("target", "classes"))
          && p.getNameCount() >= 3) {
        module = p.getName(p.getNameCount() - 3).toString();
      } else if (p.getFileName() != null && p.getFileName().toString().endsWith(".jar")) {
        String name = p.getFileName().toString();
        for (String m : MODULES) {
          if (name.startsWith(m + "-") && Character.isDigit(name.charAt(m.length() + 1))) {
            module = m;
          }
        }
      }
      if (module != null && MODULES.contains(module)) {
        roots.put(module, p);
      }
    }
    return roots;
  }

  /** The module's API as text: one block per public class, sorted by class name. */
  static String describe(Path root) throws IOException {
    if (Files.isDirectory(root)) {
      return describe(root, root);
    }
    try (FileSystem jar = FileSystems.newFileSystem(root)) {
      return describe(jar.getPath("/"), root);
    }
  }

  private static String describe(Path top, Path classpath) throws IOException {
    Set<String> exported = exportedPackages(top);
    List<String> classes = new ArrayList<>();
    try (Stream<Path> files = Files.walk(top)) {
      files
          .filter(f -> f.toString().endsWith(".class"))
          .forEach(
              f -> {
                String rel = top.relativize(f).toString().replace('\\', '/');
                String name = rel.substring(0, rel.length() - ".class".length()).replace('/', '.');
                int dot = name.lastIndexOf('.');
                String pkg = dot < 0 ? "" : name.substring(0, dot);
                String simple = name.substring(dot + 1);
                if (simple.equals("module-info") || simple.equals("package-info")) {
                  return;
                }
                if (exported == null
                    ? !pkg.isEmpty() && !(pkg + ".").contains(".internal.")
                    : exported.contains(pkg)) {
                  classes.add(name);
                }
              });
    }
    if (classes.isEmpty()) {
      return "";
    }
    List<String> args = new ArrayList<>(List.of("-protected", "-cp", classpath.toString()));
    args.addAll(new TreeSet<>(classes));
    ToolProvider javap =
        ToolProvider.findFirst("javap").orElseThrow(() -> new AssertionError("no javap"));
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int rc = javap.run(new PrintWriter(out), new PrintWriter(err), args.toArray(String[]::new));
    if (rc != 0) {
      throw new AssertionError("javap failed (" + rc + "): " + err);
    }
    return publicBlocks(out.toString());
  }

  /** Keeps the blocks of public classes, sorted by their header. */
  private static String publicBlocks(String javap) {
    Map<String, String> blocks = new TreeMap<>();
    StringBuilder block = null;
    String header = null;
    for (String line : javap.split("\n", -1)) {
      if (line.startsWith("Compiled from")) {
        continue;
      }
      if (block == null) {
        if (line.isBlank()) {
          continue;
        }
        header = line;
        block = new StringBuilder(line).append('\n');
        if (line.strip().equals("}") || line.endsWith("}")) {
          block = null;
        }
        continue;
      }
      block.append(line).append('\n');
      if (line.equals("}")) {
        if (header.startsWith("public ")) {
          blocks.put(className(header), block.toString());
        }
        block = null;
      }
    }
    return String.join("", blocks.values());
  }

  private static String className(String header) {
    for (String word : header.split("[ <{]")) {
      if (word.startsWith("dev.")) {
        return word;
      }
    }
    return header;
  }

  /** The unqualified exports of the module, or null when it has no module descriptor. */
  private static Set<String> exportedPackages(Path top) throws IOException {
    Path info = top.resolve("module-info.class");
    if (!Files.exists(info)) {
      return null;
    }
    try (InputStream in = Files.newInputStream(info)) {
      Set<String> out = new LinkedHashSet<>();
      for (ModuleDescriptor.Exports e : ModuleDescriptor.read(in).exports()) {
        if (!e.isQualified()) {
          out.add(e.source());
        }
      }
      return out;
    }
  }

  /** Lines only in the baseline ({@code -}) and only in the build ({@code +}). */
  private static String diff(String expected, String actual) {
    Set<String> was = new LinkedHashSet<>(expected.lines().toList());
    Set<String> now = new LinkedHashSet<>(actual.lines().toList());
    StringBuilder b = new StringBuilder();
    String cls = null;
    for (String l : expected.lines().toList()) {
      if (!l.startsWith(" ")) {
        cls = l;
      }
      if (!now.contains(l)) {
        b.append("- ").append(l.startsWith(" ") ? cls + " :: " + l.strip() : l).append('\n');
      }
    }
    for (String l : actual.lines().toList()) {
      if (!l.startsWith(" ")) {
        cls = l;
      }
      if (!was.contains(l)) {
        b.append("+ ").append(l.startsWith(" ") ? cls + " :: " + l.strip() : l).append('\n');
      }
    }
    return b.length() == 0 ? "(the same lines, in another order)\n" : b.toString();
  }
}
