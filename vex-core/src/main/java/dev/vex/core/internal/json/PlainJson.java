package dev.vex.core.internal.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import java.lang.reflect.Array;
import java.math.BigDecimal;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Converts between Gson's tree and the plain Java values the public API speaks: {@code null},
 * {@link String}, {@link Boolean}, {@link Long} (whole numbers that fit), {@link Double} (other
 * numbers that fit), {@link BigDecimal} (the rest), {@code List<Object>} and {@code Map<String,
 * Object>} (insertion-ordered, unmodifiable). Gson stays behind this class: no public signature of
 * Vex names a Gson type.
 */
public final class PlainJson {
  private PlainJson() {}

  /**
   * Parses JSON text into a tree.
   *
   * @param text the text; null or blank reads as JSON null
   * @return the tree
   * @throws JsonParseException when the text is not JSON
   */
  public static JsonElement parse(String text) {
    if (text == null || text.isBlank()) {
      return JsonNull.INSTANCE;
    }
    return JsonParser.parseString(text);
  }

  /**
   * Parses JSON text and returns it when it is an object.
   *
   * @param text the text
   * @return the object, or a new empty object when the text is not a JSON object
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
   * Converts a tree to plain values.
   *
   * @param e the tree, or null
   * @return the plain value
   */
  public static Object toPlain(JsonElement e) {
    if (e == null || e.isJsonNull()) {
      return null;
    }
    if (e.isJsonObject()) {
      return toMap(e.getAsJsonObject());
    }
    if (e.isJsonArray()) {
      List<Object> list = new ArrayList<>();
      for (JsonElement item : e.getAsJsonArray()) {
        list.add(toPlain(item));
      }
      return Collections.unmodifiableList(list);
    }
    JsonPrimitive p = e.getAsJsonPrimitive();
    if (p.isBoolean()) {
      return p.getAsBoolean();
    }
    if (p.isString()) {
      return p.getAsString();
    }
    return number(p.getAsNumber());
  }

  /**
   * Converts an object tree to a plain map. The map keeps the tree, so that {@link #treeOf(Map)}
   * gives it back without building another: the caller does not modify {@code o} afterwards.
   *
   * @param o the object
   * @return an unmodifiable, insertion-ordered map, immutable all through
   */
  public static Map<String, Object> toMap(JsonObject o) {
    return new Frozen(plain(o), o);
  }

  /**
   * As {@link #toMap(JsonObject)}, converting the tree when the map is first read rather than now.
   * Only for a tree whose values all convert (the argument binder's output: its numbers are already
   * checked and held as {@code Long}, {@code Double} or {@code BigDecimal}), so that no conversion
   * error moves from here to the reader.
   *
   * @param o the object, never modified afterwards
   * @return an unmodifiable, insertion-ordered map, immutable all through
   */
  public static Map<String, Object> boundMap(JsonObject o) {
    return new Frozen(null, o);
  }

  private static Map<String, Object> plain(JsonObject o) {
    Map<String, Object> map = new LinkedHashMap<>();
    for (Map.Entry<String, JsonElement> en : o.entrySet()) {
      map.put(en.getKey(), toPlain(en.getValue()));
    }
    return Collections.unmodifiableMap(map);
  }

  /**
   * Returns whether a map was made by {@link #toMap(JsonObject)}: immutable all through, so it
   * needs no defensive copy.
   *
   * @param map the map
   * @return true when made here
   */
  public static boolean immutable(Map<?, ?> map) {
    return map instanceof Frozen;
  }

  /**
   * Returns the tree of a plain map for reading: the tree a map made by {@link #toMap(JsonObject)}
   * was made from, else a new one as {@link #toObject(Map)} makes.
   *
   * @param map the map, or null for an empty object
   * @return the object; shared when the map was made here, so never modified
   * @throws IllegalArgumentException when a value is not a JSON value
   */
  public static JsonObject treeOf(Map<String, ?> map) {
    return map instanceof Frozen f ? f.tree : toObject(map);
  }

  /**
   * A map made from an object tree, which it keeps. Unmodifiable; its values are too. A map made
   * {@link #boundMap lazily} converts the tree on its first read, once: a tool that never reads its
   * arguments as a map costs no map. The map is published through a volatile field, so every thread
   * sees it whole.
   */
  private static final class Frozen extends AbstractMap<String, Object> {
    private volatile Map<String, Object> map;
    private final JsonObject tree;

    Frozen(Map<String, Object> map, JsonObject tree) {
      this.map = map;
      this.tree = tree;
    }

    private Map<String, Object> map() {
      Map<String, Object> m = map;
      if (m == null) {
        m = plain(tree);
        map = m; // two threads may both convert; each gets an equal map
      }
      return m;
    }

    @Override
    public Set<Map.Entry<String, Object>> entrySet() {
      return map().entrySet();
    }

    @Override
    public Object get(Object key) {
      return map().get(key);
    }

    @Override
    public boolean containsKey(Object key) {
      return map().containsKey(key);
    }

    @Override
    public int size() {
      return tree.size();
    }

    @Override
    public boolean isEmpty() {
      return tree.size() == 0;
    }
  }

  private static Object number(Number n) {
    if (n instanceof Long || n instanceof Integer || n instanceof Short || n instanceof Byte) {
      return n.longValue();
    }
    if (n instanceof Double || n instanceof Float) {
      return n.doubleValue();
    }
    BigDecimal d = n instanceof BigDecimal b ? b : new BigDecimal(n.toString());
    try {
      return d.longValueExact();
    } catch (ArithmeticException notLong) {
      double v = d.doubleValue();
      if (Double.isFinite(v) && new BigDecimal(Double.toString(v)).compareTo(d) == 0) {
        return v;
      }
      return d;
    }
  }

  /**
   * Converts a plain value to a tree.
   *
   * @param value null, a String, Number, Boolean, Character, Map, Iterable or array of them
   * @return the tree
   * @throws IllegalArgumentException when a value is of another type, or a number is not finite
   */
  public static JsonElement toTree(Object value) {
    if (value == null) {
      return JsonNull.INSTANCE;
    }
    if (value instanceof JsonElement e) {
      return e.deepCopy();
    }
    if (value instanceof String s) {
      return new JsonPrimitive(s);
    }
    if (value instanceof Boolean b) {
      return new JsonPrimitive(b);
    }
    if (value instanceof Character c) {
      return new JsonPrimitive(c.toString());
    }
    if (value instanceof Number n) {
      if ((n instanceof Double d && !Double.isFinite(d))
          || (n instanceof Float f && !Float.isFinite(f))) {
        throw new IllegalArgumentException("a JSON number must be finite: " + n);
      }
      return new JsonPrimitive(n);
    }
    if (value instanceof Map<?, ?> m) {
      JsonObject o = new JsonObject();
      for (Map.Entry<?, ?> en : m.entrySet()) {
        o.add(String.valueOf(en.getKey()), toTree(en.getValue()));
      }
      return o;
    }
    if (value instanceof Iterable<?> it) {
      JsonArray a = new JsonArray();
      for (Object item : it) {
        a.add(toTree(item));
      }
      return a;
    }
    if (value.getClass().isArray()) {
      JsonArray a = new JsonArray();
      for (int i = 0; i < Array.getLength(value); i++) {
        a.add(toTree(Array.get(value, i)));
      }
      return a;
    }
    throw new IllegalArgumentException(
        "a "
            + value.getClass().getName()
            + " is not a JSON value: use a String, Number, Boolean,"
            + " Map, List or null");
  }

  /**
   * Converts a plain map to an object tree.
   *
   * @param map the map, or null for an empty object
   * @return the object
   */
  public static JsonObject toObject(Map<String, ?> map) {
    return map == null ? new JsonObject() : toTree(map).getAsJsonObject();
  }

  /**
   * Writes a plain value as JSON text.
   *
   * @param value the value
   * @return the text
   */
  public static String write(Object value) {
    return toTree(value).toString();
  }
}
