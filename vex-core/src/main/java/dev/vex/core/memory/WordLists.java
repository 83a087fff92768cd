package dev.vex.core.memory;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Named word lists read from a text resource beside this class: {@code [NAME]} starts a list, each
 * further line is one entry (a word or a phrase), {@code #} starts a comment line. Read once, at
 * class initialisation; a missing resource or list is a build error, not a silent empty list.
 */
final class WordLists {
  private final String resource;
  private final Map<String, List<String>> lists;
  private final Set<String> used = ConcurrentHashMap.newKeySet();

  private WordLists(String resource, Map<String, List<String>> lists) {
    this.resource = resource;
    this.lists = lists;
  }

  static WordLists read(String resource) {
    InputStream in = WordLists.class.getResourceAsStream(resource);
    if (in == null) {
      throw new IllegalStateException("word lists " + resource + " are missing from the jar");
    }
    Map<String, List<String>> lists = new LinkedHashMap<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      List<String> current = null;
      String line;
      while ((line = r.readLine()) != null) {
        String t = line.strip();
        if (t.isEmpty() || t.startsWith("#")) {
          continue;
        }
        if (t.startsWith("[") && t.endsWith("]")) {
          current = new ArrayList<>();
          if (lists.put(t.substring(1, t.length() - 1), current) != null) {
            throw new IllegalStateException("list " + t + " appears twice in " + resource);
          }
        } else if (current == null) {
          throw new IllegalStateException("an entry before the first [LIST] in " + resource);
        } else {
          current.add(t);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Map<String, List<String>> frozen = new HashMap<>();
    lists.forEach((k, v) -> frozen.put(k, List.copyOf(v)));
    return new WordLists(resource, Map.copyOf(frozen));
  }

  List<String> list(String name) {
    List<String> l = lists.get(name);
    if (l == null || l.isEmpty()) {
      throw new IllegalStateException("no list [" + name + "] in " + resource);
    }
    used.add(name);
    return l;
  }

  Set<String> set(String name) {
    return Set.copyOf(list(name));
  }

  /** Lines {@code short = long words}: each short form with the words it stands for. */
  Map<String, String[]> pairs(String name) {
    Map<String, String[]> out = new HashMap<>();
    for (String line : list(name)) {
      int eq = line.indexOf('=');
      if (eq < 0) {
        throw new IllegalStateException("[" + name + "] needs 'short = long' lines: " + line);
      }
      out.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip().split("\\s+"));
    }
    return Map.copyOf(out);
  }

  /** Each line as its words, in the file's order. */
  String[][] phrases(String name) {
    List<String> l = list(name);
    String[][] out = new String[l.size()][];
    for (int i = 0; i < out.length; i++) {
      out[i] = l.get(i).split("\\s+");
    }
    return out;
  }

  /** The lists the file holds that no one asked for; for the test that every list is used. */
  Set<String> unused() {
    Set<String> all = new java.util.TreeSet<>(lists.keySet());
    all.removeAll(used);
    return all;
  }
}
