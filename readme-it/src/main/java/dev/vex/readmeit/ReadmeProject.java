package dev.vex.readmeit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes a Maven project from the README's blocks marked {@code <!-- readme-it: PATH -->}: each
 * marked fenced block becomes the file PATH, byte for byte. Adds the invoker's goals and a check of
 * what the program printed. Fails when the README has no pom.xml, Main or test block.
 */
public final class ReadmeProject {
  private static final Pattern MARKED =
      Pattern.compile("(?s)<!-- readme-it: (\\S+) -->\\s*\\n```[a-z]*\\n(.*?)```");

  private ReadmeProject() {}

  /**
   * Writes the project.
   *
   * @param args the README, the project folder to write, this build's vex-bom/pom.xml, the
   *     invoker's local repository and the version: the BOM is put there as this build made it
   *     (invoker:install installs only what this module depends on, and a BOM import is none)
   * @throws IOException when a file cannot be read or written
   */
  public static void main(String[] args) throws IOException {
    Path readme = Path.of(args[0]);
    Path out = Path.of(args[1]);
    Map<String, String> files = blocks(Files.readString(readme, StandardCharsets.UTF_8));
    for (String needed :
        new String[] {
          "pom.xml",
          "src/main/java/com/example/Main.java",
          "src/test/java/com/example/MainTest.java"
        }) {
      if (!files.containsKey(needed)) {
        throw new IllegalStateException(readme + " has no block marked readme-it: " + needed);
      }
    }
    for (Map.Entry<String, String> f : files.entrySet()) {
      Path target = out.resolve(f.getKey()).normalize();
      if (!target.startsWith(out)) {
        throw new IllegalStateException("a marked path leaves the project: " + f.getKey());
      }
      Files.createDirectories(target.getParent());
      Files.writeString(target, f.getValue(), StandardCharsets.UTF_8);
    }
    // What the README says to run: the tests, then the program.
    Files.writeString(
        out.resolve("invoker.properties"),
        "invoker.goals = verify org.codehaus.mojo:exec-maven-plugin:3.5.1:java"
            + " -Dexec.mainClass=com.example.Main\n",
        StandardCharsets.UTF_8);
    Files.writeString(
        out.resolve("verify.groovy"),
        "def log = new File(basedir, 'build.log').getText('UTF-8')\n"
            + "assert log.contains('Tests run: 1, Failures: 0, Errors: 0, Skipped: 0')\n"
            + "assert log.contains('It is late afternoon in Oslo.')\n"
            + "assert log.contains('get_time -> ')\n",
        StandardCharsets.UTF_8);
    Path bom = Path.of(args[3], "dev", "vex", "vex-bom", args[4], "vex-bom-" + args[4] + ".pom");
    Files.createDirectories(bom.getParent());
    Files.copy(Path.of(args[2]), bom, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    System.out.println("README project written to " + out + ": " + files.keySet());
  }

  static Map<String, String> blocks(String readme) {
    Map<String, String> files = new LinkedHashMap<>();
    Matcher m = MARKED.matcher(readme);
    while (m.find()) {
      files.put(m.group(1), m.group(2));
    }
    return files;
  }
}
