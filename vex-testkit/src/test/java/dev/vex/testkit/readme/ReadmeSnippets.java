package dev.vex.testkit.readme;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles every {@code ```java} block of a README with javac, against the test's own class and
 * module path. A block's {@code import} lines become its imports (beside the defaults given); the
 * rest becomes the body of a method, in which a {@code class} or {@code record} declared by the
 * block is a local one. The names earlier blocks introduce are fields of the wrapper, so a block
 * may use {@code ollama} or {@code agent} as the text around it does.
 */
final class ReadmeSnippets {
  private static final Pattern BLOCK = Pattern.compile("(?s)```java\\n(.*?)```");

  private ReadmeSnippets() {}

  /** The java blocks of the file, in order. */
  static List<String> blocks(Path readme) throws IOException {
    Matcher m = BLOCK.matcher(Files.readString(readme));
    List<String> blocks = new ArrayList<>();
    while (m.find()) {
      blocks.add(m.group(1));
    }
    return blocks;
  }

  /**
   * Compiles each block; returns javac's diagnostics, empty when every block compiled.
   *
   * @param blocks the blocks
   * @param imports the imports every block gets, such as {@code dev.vex.core.*}
   * @param fields field declarations every block may use, such as {@code OllamaSimulator ollama;}
   */
  static String compile(List<String> blocks, List<String> imports, List<String> fields)
      throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    List<JavaFileObject> sources = new ArrayList<>();
    for (int i = 0; i < blocks.size(); i++) {
      StringBuilder head = new StringBuilder();
      StringBuilder body = new StringBuilder();
      imports.forEach(x -> head.append("import ").append(x).append(";\n"));
      for (String line : blocks.get(i).split("\n", -1)) {
        if (line.startsWith("import ")) {
          head.append(line).append('\n');
        } else {
          body.append(line).append('\n');
        }
      }
      String name = "Snippet" + (i + 1);
      String source =
          head
              + "@SuppressWarnings(\"unused\") class "
              + name
              + " {\n"
              + String.join("\n", fields)
              + "\n  void run() throws Exception {\n"
              + body
              + "\n  }\n}\n";
      sources.add(
          new SimpleJavaFileObject(
              URI.create("string:///" + name + ".java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
              return source;
            }
          });
    }
    String path =
        Stream.of(System.getProperty("jdk.module.path"), System.getProperty("java.class.path"))
            .filter(p -> p != null && !p.isBlank())
            .collect(Collectors.joining(File.pathSeparator));
    Path out = Files.createTempDirectory("readme-snippets");
    StringWriter errors = new StringWriter();
    try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
      boolean ok =
          javac
              .getTask(
                  errors,
                  files,
                  null,
                  List.of("-classpath", path, "-d", out.toString(), "-proc:none"),
                  null,
                  sources)
              .call();
      return ok ? "" : errors.toString();
    } finally {
      try (Stream<Path> walk = Files.walk(out)) {
        walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }
}
