package dev.vex.simulator;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The client × call table of the conformance tests: each test writes its rows to
 * target/conformance/NAME.rows, then target/conformance/table.md is rebuilt from all rows there.
 */
final class ConformanceTable {
  static final Path DIR = Path.of("target/conformance");

  private ConformanceTable() {}

  static void write(String name, String rows) throws IOException {
    Files.createDirectories(DIR);
    Files.writeString(DIR.resolve(name + ".rows"), rows, StandardCharsets.UTF_8);
    StringBuilder md = new StringBuilder("| client | call |");
    for (String v : OllamaSimulator.PROFILES) {
      md.append(" Ollama ").append(v).append(" |");
    }
    md.append("\n|---|---|").append("---|".repeat(OllamaSimulator.PROFILES.size())).append('\n');
    List<Path> files = new ArrayList<>();
    try (DirectoryStream<Path> all = Files.newDirectoryStream(DIR, "*.rows")) {
      all.forEach(files::add);
    }
    files.sort(null);
    for (Path f : files) {
      md.append(Files.readString(f, StandardCharsets.UTF_8));
    }
    Files.writeString(DIR.resolve("table.md"), md.toString(), StandardCharsets.UTF_8);
  }
}
