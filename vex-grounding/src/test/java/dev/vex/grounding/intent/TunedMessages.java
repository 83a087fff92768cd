package dev.vex.grounding.intent;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Every message of every intent table the rules and the ask model may be tuned on: all {@code .tsv}
 * tables in the test resources' {@code intent/} and the main resources' {@code
 * dev/vex/grounding/intent/} on the class path, except the held-out frozen parts (parts 6 and
 * later). A held-out part's rows that also occur here are not out of sample, however fresh the
 * part: writers of the same kind converge on short common forms ("ada?", "a penny for your
 * thoughts"). The holdout reports score the rest on a line of their own.
 */
final class TunedMessages {
  /** Parts 1 to 5 were retired to tuning in session 19; 6 and later are held out. */
  static final int FIRST_HELD_OUT_PART = 6;

  /**
   * Where the tables lie: the test resources' {@code intent/} and the main resources' folder the
   * ask model trains from (with the retired parts 1 to 5 and the early tuning tables).
   */
  private static final List<String> FOLDERS = List.of("intent", "dev/vex/grounding/intent");

  private static final Pattern HELD_OUT = Pattern.compile("frozen-(?:test|followup)(\\d+)");

  private static volatile Set<String> singles;
  private static volatile Set<String> pairs;

  private TunedMessages() {}

  /** The single messages (a follow-up table's previous and current messages included). */
  static Set<String> singles() {
    load();
    return singles;
  }

  /** The follow-up tables' pairs, as {@link #pair}. */
  static Set<String> pairs() {
    load();
    return pairs;
  }

  static String key(String message) {
    return message.strip().toLowerCase(Locale.ROOT);
  }

  static String pair(String previous, String current) {
    return key(previous) + '\t' + key(current);
  }

  static boolean heldOut(String fileName) {
    Matcher m = HELD_OUT.matcher(fileName);
    return m.find() && Integer.parseInt(m.group(1)) >= FIRST_HELD_OUT_PART;
  }

  private static synchronized void load() {
    if (singles != null) {
      return;
    }
    Set<String> s = new HashSet<>();
    Set<String> p = new HashSet<>();
    try {
      List<URL> folders = new ArrayList<>();
      for (String folder : FOLDERS) {
        folders.addAll(Collections.list(TunedMessages.class.getClassLoader().getResources(folder)));
      }
      for (URL url : folders) {
        if ("jar".equals(url.getProtocol())) {
          readJar(url, s, p);
          continue;
        }
        if (!"file".equals(url.getProtocol())) {
          continue;
        }
        try (Stream<Path> files = Files.list(Path.of(url.toURI()))) {
          for (Path f : files.filter(f -> f.toString().endsWith(".tsv")).sorted().toList()) {
            String name = f.getFileName().toString();
            if (!heldOut(name)) {
              try (BufferedReader r = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
                read(r, name.contains("followup"), s, p);
              }
            }
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
    pairs = Set.copyOf(p);
    singles = Set.copyOf(s);
  }

  /** The tables inside a jar (the benchmarks read this module's test-jar). */
  private static void readJar(URL url, Set<String> s, Set<String> p) throws IOException {
    JarURLConnection connection = (JarURLConnection) url.openConnection();
    connection.setUseCaches(false);
    String wanted = connection.getEntryName().replaceAll("/+$", "");
    try (JarFile jar = connection.getJarFile()) {
      for (JarEntry e : Collections.list(jar.entries())) {
        String name = e.getName();
        String folder = name.substring(0, Math.max(0, name.lastIndexOf('/')));
        if (folder.equals(wanted) && name.endsWith(".tsv") && !heldOut(name)) {
          try (BufferedReader r =
              new BufferedReader(
                  new InputStreamReader(jar.getInputStream(e), StandardCharsets.UTF_8))) {
            read(r, name.contains("followup"), s, p);
          }
        }
      }
    }
  }

  private static void read(BufferedReader r, boolean followUps, Set<String> s, Set<String> p)
      throws IOException {
    String line;
    while ((line = r.readLine()) != null) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] parts = line.split("\t", -1);
      s.add(key(parts[0]));
      if (followUps && parts.length > 2) {
        s.add(key(parts[1]));
        p.add(pair(parts[0], parts[1]));
      }
    }
  }
}
