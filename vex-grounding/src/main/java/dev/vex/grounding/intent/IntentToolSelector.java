package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.core.tool.ToolRegistry;
import dev.vex.core.tool.ToolSelector;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Shows the model only the tools relevant to the turn's intents: small models choose better from a
 * few. Each intent kind maps to tool names; tools named "always" are shown in every turn. A turn
 * without grounded intents shows every tool (or none, if so configured). Unknown tool names are
 * ignored, so the mapping may name tools a host has not registered. Immutable and thread-safe.
 *
 * <pre>{@code
 * ToolSelector selector = IntentToolSelector.builder()
 *     .map("search", "web_search", "fetch_url")
 *     .always("get_time")
 *     .build();
 * }</pre>
 */
public final class IntentToolSelector implements ToolSelector {
  private final Map<String, List<String>> byKind;
  private final List<String> always;
  private final boolean allWithoutIntents;
  private final int maxTools;

  private IntentToolSelector(Builder b) {
    Map<String, List<String>> m = new LinkedHashMap<>();
    b.byKind.forEach((k, v) -> m.put(k, List.copyOf(v)));
    this.byKind = Map.copyOf(m);
    this.always = List.copyOf(b.always);
    this.allWithoutIntents = b.allWithoutIntents;
    this.maxTools = b.maxTools;
  }

  /**
   * Returns a selector with the default mapping: search and news show {@code web_search} and {@code
   * fetch_url}; weather, stocks, crypto, recipes and sports show no tools (their ground truth is
   * already in the prompt); turns without grounded intents show every tool.
   *
   * @return the selector
   */
  public static IntentToolSelector defaults() {
    return builder().build();
  }

  /**
   * Starts a configuration holding the default mapping.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  @Override
  public ToolRegistry select(List<Intent> intents, ToolRegistry tools) {
    List<Intent> grounded = new ArrayList<>();
    for (Intent i : intents) {
      if (!i.isChat()) {
        grounded.add(i);
      }
    }
    if (grounded.isEmpty()) {
      return allWithoutIntents ? tools : tools.only(always);
    }
    Set<String> names = new LinkedHashSet<>();
    for (Intent i : grounded) {
      List<String> mapped = byKind.get(i.kind());
      if (mapped == null) {
        return tools;
      }
      names.addAll(mapped);
    }
    names.addAll(always);
    List<String> kept = new ArrayList<>();
    for (String n : tools.names()) {
      if (names.contains(n) && kept.size() < maxTools) {
        kept.add(n);
      }
    }
    return tools.only(kept);
  }

  /** Configures an {@link IntentToolSelector}. */
  public static final class Builder {
    private final Map<String, List<String>> byKind = new LinkedHashMap<>();
    private final List<String> always = new ArrayList<>();
    private boolean allWithoutIntents = true;
    private int maxTools = 5;

    private Builder() {
      byKind.put("search", List.of("web_search", "fetch_url"));
      byKind.put("news", List.of("web_search", "fetch_url"));
      for (String k : List.of("weather", "stocks", "crypto", "recipes", "sports")) {
        byKind.put(k, List.of());
      }
    }

    /**
     * Sets the tools shown for an intent kind, replacing the default for it. A kind without a
     * mapping shows every tool.
     *
     * @param kind the intent kind
     * @param toolNames the tool names, possibly none
     * @return this builder
     */
    public Builder map(String kind, String... toolNames) {
      byKind.put(kind.strip().toLowerCase(Locale.ROOT), List.of(toolNames));
      return this;
    }

    /**
     * Adds tools shown in every turn that has grounded intents. The default is none.
     *
     * @param toolNames the tool names
     * @return this builder
     */
    public Builder always(String... toolNames) {
      always.addAll(List.of(toolNames));
      return this;
    }

    /**
     * Sets whether a turn without grounded intents shows every tool ({@code true}, the default) or
     * only the "always" tools.
     *
     * @param all whether to show every tool
     * @return this builder
     */
    public Builder allToolsWithoutIntents(boolean all) {
      this.allWithoutIntents = all;
      return this;
    }

    /**
     * Sets the most tools shown in a turn with grounded intents. The default is 5.
     *
     * @param max 0 or more
     * @return this builder
     */
    public Builder maxTools(int max) {
      if (max < 0) {
        throw new IllegalArgumentException("maxTools must not be negative: " + max);
      }
      this.maxTools = max;
      return this;
    }

    /**
     * Builds the selector.
     *
     * @return the selector
     */
    public IntentToolSelector build() {
      return new IntentToolSelector(this);
    }
  }
}
