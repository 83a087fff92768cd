package dev.vex.core.internal.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonPrimitive;
import java.util.Iterator;
import java.util.Map;

/**
 * The parsed trees of tool-call argument texts Vex read or wrote a moment ago, so that one call's
 * arguments are parsed once per turn instead of at each step that needs them (the reply reader, the
 * history, the schema check, the request writer of the next round). A {@link
 * dev.vex.core.message.ToolCall} keeps its arguments as text; whoever made that text from a tree
 * {@link #remember remembers} the pair here, and whoever needs the tree {@link #parse asks} here
 * first.
 *
 * <p>Entries are keyed by the identity of the text (a String is immutable, so its tree is always
 * the same), in a small fixed table where a newer entry replaces an older one: a miss only costs
 * the parse the caller would have made anyway, and at most {@value #SLOTS} texts of at most {@value
 * #MAX_CHARS} characters are held. The trees handed out are shared: callers read them and never
 * modify them. Thread-safe: an entry is an immutable record published through its final fields, so
 * a racing reader sees either a whole entry or another (a miss).
 */
public final class ArgumentTrees {
  /** Entries in the table: a power of two. */
  static final int SLOTS = 256;

  /** The longest text kept; a longer one is parsed each time (its parse dwarfs a lookup). */
  static final int MAX_CHARS = 4096;

  private record Entry(String text, JsonElement tree, boolean canonical) {}

  private static final Entry[] TABLE = new Entry[SLOTS];

  private ArgumentTrees() {}

  /**
   * Remembers that {@code text} is {@code tree.toString()}: the caller made the text from the tree
   * and drops the tree, or keeps it unmodified.
   *
   * @param text the text, the tree's own {@code toString()}
   * @param tree the tree, never modified afterwards
   * @return the text
   */
  public static String remember(String text, JsonElement tree) {
    put(text, tree, true);
    return text;
  }

  /**
   * Parses argument text, or returns the tree remembered for this very text.
   *
   * @param text the text; null or blank reads as JSON null
   * @return the tree, shared: do not modify it
   * @throws JsonParseException when the text is not JSON
   */
  public static JsonElement parse(String text) {
    Entry e = lookup(text);
    if (e != null) {
      return e.tree();
    }
    JsonElement tree = PlainJson.parse(text);
    put(text, tree, false);
    return tree;
  }

  /**
   * Returns whether {@code text} is known to be exactly the text Gson writes for its tree, so that
   * writing the tree again would give the same characters.
   *
   * @param text the text
   * @return true when remembered as such
   */
  public static boolean canonical(String text) {
    Entry e = lookup(text);
    return e != null && e.canonical();
  }

  /**
   * Parses argument text and returns it when it is an object, as {@link
   * PlainJson#objectOrEmpty(String)} does, through the table.
   *
   * @param text the text
   * @return the object, shared: do not modify it; a new empty object when the text is not one
   */
  public static JsonObject objectOrEmpty(String text) {
    try {
      JsonElement e = parse(text);
      return e.isJsonObject() ? e.getAsJsonObject() : new JsonObject();
    } catch (JsonParseException | IllegalStateException e) {
      return new JsonObject();
    }
  }

  /**
   * Returns the text Gson writes for {@code tree}: {@code text} itself when it is {@link
   * #canonical} and its remembered tree holds the same members in the same order with values that
   * Gson writes the same way, else {@code tree.toString()}. A tool call's checked arguments are
   * most often the model's own, unchanged: their text is then not written again.
   *
   * @param tree the tree to write
   * @param text a text that may already be its writing
   * @return {@code tree.toString()}, or an equal text made before
   */
  public static String write(JsonElement tree, String text) {
    Entry e = lookup(text);
    if (e != null && e.canonical() && sameText(e.tree(), tree)) {
      return text;
    }
    return tree.toString();
  }

  /** Whether Gson writes both trees as the same characters: member order and number text count. */
  static boolean sameText(JsonElement a, JsonElement b) {
    if (a == b) {
      return true;
    }
    if (a.isJsonObject() && b.isJsonObject()) {
      JsonObject x = a.getAsJsonObject();
      JsonObject y = b.getAsJsonObject();
      if (x.size() != y.size()) {
        return false;
      }
      Iterator<Map.Entry<String, JsonElement>> ys = y.entrySet().iterator();
      for (Map.Entry<String, JsonElement> xe : x.entrySet()) {
        Map.Entry<String, JsonElement> ye = ys.next();
        if (!xe.getKey().equals(ye.getKey()) || !sameText(xe.getValue(), ye.getValue())) {
          return false;
        }
      }
      return true;
    }
    if (a.isJsonArray() && b.isJsonArray()) {
      JsonArray x = a.getAsJsonArray();
      JsonArray y = b.getAsJsonArray();
      if (x.size() != y.size()) {
        return false;
      }
      for (int i = 0; i < x.size(); i++) {
        if (!sameText(x.get(i), y.get(i))) {
          return false;
        }
      }
      return true;
    }
    if (a.isJsonNull() || b.isJsonNull()) {
      return a.isJsonNull() && b.isJsonNull();
    }
    if (a.isJsonPrimitive() && b.isJsonPrimitive()) {
      JsonPrimitive x = a.getAsJsonPrimitive();
      JsonPrimitive y = b.getAsJsonPrimitive();
      if (x.isString() && y.isString()) {
        return x.getAsString().equals(y.getAsString());
      }
      if (x.isBoolean() && y.isBoolean()) {
        return x.getAsBoolean() == y.getAsBoolean();
      }
      if (x.isNumber() && y.isNumber()) {
        return x.getAsNumber().toString().equals(y.getAsNumber().toString());
      }
    }
    return false;
  }

  private static Entry lookup(String text) {
    if (text == null) {
      return null;
    }
    Entry e = TABLE[slot(text)];
    return e != null && e.text() == text ? e : null;
  }

  private static void put(String text, JsonElement tree, boolean canonical) {
    if (text != null && text.length() <= MAX_CHARS) {
      TABLE[slot(text)] = new Entry(text, tree, canonical);
    }
  }

  private static int slot(String text) {
    int h = System.identityHashCode(text);
    return (h ^ (h >>> 16)) & (SLOTS - 1);
  }
}
