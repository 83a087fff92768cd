package dev.vex.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Loads scenarios: the built-in ones listed in {@code scenarios/index.txt} on the classpath, and a
 * user's own from a folder of {@code .json} files (recordings they name are looked up next to them
 * first, then on the classpath).
 */
public final class ScenarioLoader {
  private static final int MAX_FILE_BYTES = 1024 * 1024;

  private ScenarioLoader() {}

  /**
   * Loads the built-in scenarios.
   *
   * @return the scenarios, in the index's order
   */
  public static List<Scenario> builtIn() {
    List<Scenario> out = new ArrayList<>();
    for (String line : resource("scenarios/index.txt").split("\n")) {
      String name = line.strip();
      if (!name.isEmpty() && !name.startsWith("#")) {
        out.add(Scenario.parse(name.replace(".json", ""), resource("scenarios/" + name)));
      }
    }
    return out;
  }

  /**
   * Loads every {@code .json} file of a folder, sorted by name.
   *
   * @param folder the folder
   * @return the scenarios
   * @throws UncheckedIOException when the folder cannot be read
   */
  public static List<Scenario> folder(Path folder) {
    List<Scenario> out = new ArrayList<>();
    try (Stream<Path> files = Files.list(folder)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
        if (Files.size(f) > MAX_FILE_BYTES) {
          throw new IllegalArgumentException(f + " is larger than " + MAX_FILE_BYTES + " bytes");
        }
        String name = f.getFileName().toString();
        out.add(
            Scenario.parse(
                name.substring(0, name.length() - ".json".length()),
                Files.readString(f, StandardCharsets.UTF_8)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read scenarios from " + folder, e);
    }
    return out;
  }

  static String resource(String path) {
    return new String(bytes(path), StandardCharsets.UTF_8);
  }

  static byte[] bytes(String path) {
    try (InputStream in = ScenarioLoader.class.getResourceAsStream("/" + path)) {
      if (in == null) {
        throw new IllegalArgumentException("no such resource: " + path);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
