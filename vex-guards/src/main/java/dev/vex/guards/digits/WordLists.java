package dev.vex.guards.digits;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
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
    byte[] bytes;
    try (InputStream in = WordLists.class.getResourceAsStream(FILE)) {
      if (in == null) {
        throw new IllegalStateException(
            FILE + " is not on the class path beside " + WordLists.class);
      }
      bytes = in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return split(bytes);
  }

  /**
   * The lists of the file's bytes, in one pass over them: each entry is decoded from its own bytes
   * (no string of the whole file, no list per list), on the first grounded turn's path.
   */
  static Map<String, String[]> split(byte[] bytes) {
    Map<String, String[]> lists = new HashMap<>(512);
    String key = null;
    String[] words = new String[64];
    int count = 0;
    int at = 0;
    while (at < bytes.length) {
      int end = at;
      while (end < bytes.length && bytes[end] != '\n') {
        end++;
      }
      if (end > at) {
        byte first = bytes[at];
        if (first == '=' && end - at > 1 && bytes[at + 1] == ' ') {
          put(lists, key, words, count);
          key = new String(bytes, at + 2, end - at - 2, StandardCharsets.UTF_8);
          count = 0;
        } else if (first != '#') {
          if (count == words.length) {
            words = Arrays.copyOf(words, 2 * count);
          }
          words[count++] = new String(bytes, at, end - at, StandardCharsets.UTF_8);
        }
      }
      at = end + 1;
    }
    put(lists, key, words, count);
    return lists;
  }

  private static void put(Map<String, String[]> lists, String key, String[] words, int count) {
    if (key != null && lists.put(key, Arrays.copyOf(words, count)) != null) {
      throw new IllegalStateException(FILE + " has the list " + key + " twice");
    }
  }
}
