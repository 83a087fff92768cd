package dev.vex.guards.digits;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The word lists of this package's rules, kept in one text resource ({@value #FILE}) instead of
 * array initialisers: a list compiled into a class costs a few bytes of bytecode and constant pool
 * per word beside the word itself, and the lists are most of what the rules' classes weigh (issue
 * #23's footprint). A line {@code = Class.FIELD} starts a list; every line after it, up to the next
 * such line, is one entry, kept exactly as written (no trimming, no empty entries); lines that
 * start with {@code #} are comments. The file is read once, by the first class that asks for a list
 * (on a cold start, the read-ahead thread that initialises the rule tables). A set is built with
 * {@link Set#of(Object...)} and a list with {@link List#of(Object...)}, as the initialisers did: a
 * word twice in a set fails the class's initialisation in the same way.
 */
final class WordLists {
  static final String FILE = "words.txt";

  private static final Map<String, String[]> LISTS = read();

  private WordLists() {}

  /**
   * The list of the key, as an unmodifiable set.
   *
   * @param key {@code Class.FIELD}, as the file names it
   * @return its words
   * @throws IllegalStateException when the file has no such list
   */
  static Set<String> set(String key) {
    return Set.of(words(key));
  }

  /**
   * The list of the key, as an unmodifiable list in the file's order.
   *
   * @param key {@code Class.FIELD}, as the file names it
   * @return its words
   * @throws IllegalStateException when the file has no such list
   */
  static List<String> list(String key) {
    return List.of(words(key));
  }

  private static String[] words(String key) {
    String[] words = LISTS.get(key);
    if (words == null) {
      throw new IllegalStateException(FILE + " has no list " + key);
    }
    return words;
  }

  private static Map<String, String[]> read() {
    String text;
    try (InputStream in = WordLists.class.getResourceAsStream(FILE)) {
      if (in == null) {
        throw new IllegalStateException(
            FILE + " is not on the class path beside " + WordLists.class);
      }
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Map<String, String[]> lists = new HashMap<>();
    String key = null;
    List<String> words = new ArrayList<>();
    int at = 0;
    while (at < text.length()) {
      int end = text.indexOf('\n', at);
      if (end < 0) {
        end = text.length();
      }
      String line = text.substring(at, end);
      at = end + 1;
      if (line.startsWith("= ")) {
        put(lists, key, words);
        key = line.substring(2);
        words.clear();
      } else if (!line.isEmpty() && line.charAt(0) != '#') {
        words.add(line);
      }
    }
    put(lists, key, words);
    return lists;
  }

  private static void put(Map<String, String[]> lists, String key, List<String> words) {
    if (key != null && lists.put(key, words.toArray(new String[0])) != null) {
      throw new IllegalStateException(FILE + " has the list " + key + " twice");
    }
  }
}
