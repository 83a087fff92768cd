package dev.vex.guards.stream;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The streamed-reply cases of {@code /stream/stream.tsv}, written by someone who had not read the
 * code: {@code id, chunks, must_not_release, must_release, note}, cells escaped with {@code \\},
 * {@code \t} and {@code \n}. The chunks are the model's deltas separated by {@code ||}; {@code
 * {{REPEAT n "template"}}} stands for the template n times with {@code {n}} numbered from 1. The
 * two lists are separated by {@code " ;; "}.
 */
record StreamCases(
    String id, List<String> chunks, List<String> mustNotRelease, List<String> mustRelease) {

  private static final Pattern REPEAT =
      Pattern.compile("\\{\\{REPEAT (\\d+) \"(.*?)\"}}", Pattern.DOTALL);

  /** Whether the case is a long reply that must keep flowing to its end. */
  boolean isLong() {
    return id.startsWith("L");
  }

  /** The reply the model writes: the chunks joined. */
  String reply() {
    return String.join("", chunks);
  }

  static List<StreamCases> load(String resource) {
    List<StreamCases> out = new ArrayList<>();
    try (InputStream in = StreamCases.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + resource);
      }
      String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
      for (int l = 1; l < lines.length; l++) {
        if (lines[l].isBlank()) {
          continue;
        }
        String[] cells = lines[l].split("\t", -1);
        String chunks = expand(unescape(cells[1]));
        out.add(
            new StreamCases(
                cells[0],
                Arrays.stream(chunks.split("\\|\\|", -1)).filter(c -> !c.isEmpty()).toList(),
                list(unescape(cells[2])),
                list(unescape(cells[3]))));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  private static List<String> list(String cell) {
    return cell.isEmpty() ? List.of() : List.of(cell.split(" ;; "));
  }

  static String expand(String s) {
    Matcher m = REPEAT.matcher(s);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      StringBuilder rep = new StringBuilder();
      int times = Integer.parseInt(m.group(1));
      for (int n = 1; n <= times; n++) {
        rep.append(m.group(2).replace("{n}", Integer.toString(n)));
      }
      m.appendReplacement(out, Matcher.quoteReplacement(rep.toString()));
    }
    m.appendTail(out);
    return out.toString();
  }

  static String unescape(String s) {
    StringBuilder out = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\\' && i + 1 < s.length()) {
        char n = s.charAt(++i);
        out.append(
            switch (n) {
              case 'n' -> '\n';
              case 't' -> '\t';
              default -> n;
            });
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }
}
