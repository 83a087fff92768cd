package dev.vex.benchmarks.guards;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/**
 * The differential check of a guard speed-up: two builds of vex-guards (each a class path that also
 * holds these benchmark classes and the guards' dependencies) judge the same generated texts
 * through every guard of {@link GuardPerMb} in one JVM, and every verdict (its kind, text and
 * reason) must be the same. The texts join random pieces: the lines of the given corpus files (cut
 * at their {@code |} and {@code ;;} columns too), the words of GuardPerMb's prose and weather
 * prose, its input classes' units, and runs of a piece repeated up to 400 times.
 *
 * <p>Run: {@code java -cp <benchmarks classes> dev.vex.benchmarks.guards.GuardDiff OLD_CP NEW_CP
 * [TEXTS] [CORPUS_FILE_OR_DIR...]}; prints the first differences and their count, and exits with 1
 * when there is any.
 */
public final class GuardDiff {
  private static final String[] GUARDS = GuardPerMb.GUARDS.toArray(new String[0]);

  private GuardDiff() {}

  /**
   * Runs the check.
   *
   * @param args the old class path, the new class path, the number of texts (default 3,000), then
   *     corpus files or directories
   * @throws Exception when a build cannot be loaded
   */
  public static void main(String[] args) throws Exception {
    Method old = verdictOf(args[0]);
    Method neu = verdictOf(args[1]);
    int texts = args.length > 2 ? Integer.parseInt(args[2]) : 3000;
    List<String> pieces = pieces(List.of(args).subList(Math.min(3, args.length), args.length));
    Random random = new Random(24);
    int differences = 0;
    for (int i = 0; i < texts; i++) {
      String text = text(pieces, random);
      for (String guard : GUARDS) {
        String o = (String) old.invoke(null, guard, text);
        String n = (String) neu.invoke(null, guard, text);
        if (!o.equals(n)) {
          differences++;
          if (differences <= 10) {
            System.out.printf(
                "DIFFERENT %s%n  text: %s%n  old:  %s%n  new:  %s%n",
                guard, clip(text), clip(o), clip(n));
          }
        }
      }
    }
    System.out.printf(
        "%d texts x %d guards from %d pieces, differences: %d%n",
        texts, GUARDS.length, pieces.size(), differences);
    System.exit(differences == 0 ? 0 : 1);
  }

  private static String clip(String s) {
    String one = s.replace("\n", "\\n");
    return one.length() > 600 ? one.substring(0, 600) + "…(" + one.length() + " chars)" : one;
  }

  /** One text: one to eight pieces, sometimes a piece repeated into a long run. */
  static String text(List<String> pieces, Random random) {
    StringBuilder b = new StringBuilder();
    int k = 1 + random.nextInt(8);
    for (int j = 0; j < k; j++) {
      String piece = pieces.get(random.nextInt(pieces.size()));
      int times = random.nextInt(10) == 0 ? 2 + random.nextInt(400) : 1;
      for (int t = 0; t < times; t++) {
        b.append(piece);
      }
      int gap = random.nextInt(6);
      b.append(gap < 3 ? " " : gap == 3 ? "\n" : gap == 4 ? "\n\n" : "");
    }
    return b.toString();
  }

  static List<String> pieces(List<String> corpora) throws IOException {
    List<String> out = new ArrayList<>(GuardPerMb.INPUTS.values());
    for (String word : GuardPerMb.PROSE.split(" ")) {
      out.add(word);
    }
    out.add(GuardPerMb.PROSE);
    for (String word : GuardPerMb.WEATHER_PROSE.split(" ")) {
      out.add(word);
    }
    for (String c : corpora) {
      List<Path> files;
      try (Stream<Path> walk = Files.walk(Path.of(c))) {
        files = walk.filter(Files::isRegularFile).sorted().toList();
      }
      for (Path f : files) {
        for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
          if (line.isBlank()) {
            continue;
          }
          String unescaped = line.replace("\\n", "\n");
          out.add(unescaped);
          for (String column : unescaped.split("\\||;;|\t")) {
            if (!column.isBlank()) {
              out.add(column.strip());
            }
          }
        }
      }
    }
    return out;
  }

  private static Method verdictOf(String classPath) throws Exception {
    List<URL> urls = new ArrayList<>();
    for (String p : classPath.split(File.pathSeparator)) {
      if (!p.isEmpty()) {
        urls.add(new File(p).toURI().toURL());
      }
    }
    @SuppressWarnings("resource") // lives as long as the check
    ClassLoader loader =
        new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
    Method m =
        Class.forName(GuardPerMb.class.getName(), true, loader)
            .getDeclaredMethod("verdict", String.class, String.class);
    m.setAccessible(true);
    return m;
  }
}
