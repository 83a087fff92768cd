package dev.vex.core.tool;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * An immutable, ordered set of tools with unique names. Immutable and thread-safe. Each backend
 * renders it in its own wire format (once per registry, so resending it every round costs nothing).
 *
 * <pre>{@code
 * ToolRegistry tools = ToolRegistry.of(weather, notes);
 * ToolRegistry small = tools.only("get_weather");
 * }</pre>
 */
public final class ToolRegistry {
  private static final ToolRegistry EMPTY = new ToolRegistry(Map.of());

  private final Map<String, Tool> tools;

  private ToolRegistry(Map<String, Tool> tools) {
    this.tools = tools;
  }

  /**
   * Returns the registry without tools.
   *
   * @return the empty registry
   */
  public static ToolRegistry empty() {
    return EMPTY;
  }

  /**
   * Creates a registry of the given tools.
   *
   * @param tools the tools, with unique names
   * @return the registry
   * @throws IllegalArgumentException when two tools share a name
   */
  public static ToolRegistry of(Tool... tools) {
    return of(List.of(tools));
  }

  /**
   * Creates a registry of the given tools.
   *
   * @param tools the tools, with unique names
   * @return the registry
   * @throws IllegalArgumentException when two tools share a name
   */
  public static ToolRegistry of(Collection<Tool> tools) {
    if (tools.isEmpty()) {
      return EMPTY;
    }
    Map<String, Tool> map = new LinkedHashMap<>();
    for (Tool t : tools) {
      if (map.put(t.name(), t) != null) {
        throw new IllegalArgumentException("two tools are named '" + t.name() + "'");
      }
    }
    return new ToolRegistry(Collections.unmodifiableMap(map));
  }

  /**
   * Returns a registry with this one's tools and the given ones.
   *
   * @param more the tools to add
   * @return a new registry
   * @throws IllegalArgumentException when a name is taken
   */
  public ToolRegistry plus(Tool... more) {
    List<Tool> all = new ArrayList<>(tools.values());
    all.addAll(List.of(more));
    return of(all);
  }

  /**
   * Returns the subset with the named tools, in this registry's order. Unknown names are ignored,
   * so a reduced-tools retry can ask for tools that may not be registered.
   *
   * @param names the tool names to keep
   * @return the subset
   */
  public ToolRegistry only(String... names) {
    return only(List.of(names));
  }

  /**
   * Returns the subset with the named tools, in this registry's order; unknown names are ignored.
   *
   * @param names the tool names to keep
   * @return the subset
   */
  public ToolRegistry only(Collection<String> names) {
    List<Tool> kept = new ArrayList<>();
    for (Tool t : tools.values()) {
      if (names.contains(t.name())) {
        kept.add(t);
      }
    }
    return kept.size() == tools.size() ? this : of(kept);
  }

  /**
   * Finds a tool by its exact name.
   *
   * @param name the name
   * @return the tool, or empty
   */
  public Optional<Tool> get(String name) {
    return Optional.ofNullable(tools.get(name));
  }

  /**
   * Resolves a name a model sent: the exact name, else the one tool whose name matches ignoring
   * case, {@code -} versus {@code _}, or a {@code functions.} prefix.
   *
   * @param name the name the model sent
   * @return the tool, or empty
   */
  public Optional<Tool> resolve(String name) {
    Tool exact = tools.get(name);
    if (exact != null) {
      return Optional.of(exact);
    }
    String wanted = canonical(name);
    Tool found = null;
    for (Tool t : tools.values()) {
      if (canonical(t.name()).equals(wanted)) {
        if (found != null) {
          return Optional.empty();
        }
        found = t;
      }
    }
    return Optional.ofNullable(found);
  }

  /**
   * Returns up to {@code limit} tool names closest to a name the model got wrong, nearest first. A
   * name counts as near when its edit distance is at most a third of its length (at least 2), or
   * when one contains the other.
   *
   * @param name the unknown name
   * @param limit how many to return at most
   * @return the nearest names, possibly empty
   */
  public List<String> nearest(String name, int limit) {
    String wanted = canonical(name);
    List<Map.Entry<String, Integer>> scored = new ArrayList<>();
    for (String candidate : tools.keySet()) {
      String c = canonical(candidate);
      int d = EditDistance.between(wanted, c);
      int allowed = Math.max(2, Math.max(wanted.length(), c.length()) / 3);
      boolean contains = !wanted.isEmpty() && (c.contains(wanted) || wanted.contains(c));
      if (d <= allowed || contains) {
        scored.add(Map.entry(candidate, contains ? Math.min(d, allowed) : d));
      }
    }
    scored.sort(Map.Entry.comparingByValue(Comparator.naturalOrder()));
    return scored.stream().limit(limit).map(Map.Entry::getKey).toList();
  }

  /**
   * Returns the tool names in order.
   *
   * @return the names
   */
  public List<String> names() {
    return List.copyOf(tools.keySet());
  }

  /**
   * Returns the tools in order.
   *
   * @return the tools
   */
  public Collection<Tool> tools() {
    return tools.values();
  }

  /**
   * Returns the number of tools.
   *
   * @return the size
   */
  public int size() {
    return tools.size();
  }

  /**
   * Returns whether there are no tools.
   *
   * @return true when empty
   */
  public boolean isEmpty() {
    return tools.isEmpty();
  }

  private static String canonical(String name) {
    String n = name.strip().toLowerCase(Locale.ROOT).replace('-', '_');
    if (n.startsWith("functions.")) {
      n = n.substring("functions.".length());
    }
    return n;
  }

  @Override
  public String toString() {
    return "ToolRegistry" + names();
  }
}
