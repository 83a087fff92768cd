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
 * Hides the tools a grounded turn does not need: small models choose better from a few. Each intent
 * kind maps to tool names; tools named "always" are shown in every turn. The tools the mapping
 * names are grounding's: in a turn with grounded intents only those mapped to its kinds are shown.
 * Every other tool is the host's own and stays offered ("email my boss the bitcoin price" still
 * offers {@code send_email}), unless {@link Builder#keepOtherTools(boolean)} says otherwise. A turn
 * without grounded intents shows every tool (or only the "always" and the host's tools, if so
 * configured). Unknown tool names are ignored, so the mapping may name tools a host has not
 * registered. Immutable and thread-safe.
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
  private final boolean keepOtherTools;
  private final Set<String> mappedNames;

  private IntentToolSelector(Builder b) {
    Map<String, List<String>> m = new LinkedHashMap<>();
    // loops, no lambdas: built with the first agent, where a lambda's first call costs a class
    for (Map.Entry<String, List<String>> e : b.byKind.entrySet()) {
      m.put(e.getKey(), List.copyOf(e.getValue()));
    }
    this.byKind = Map.copyOf(m);
    this.always = List.copyOf(b.always);
    this.allWithoutIntents = b.allWithoutIntents;
    this.maxTools = b.maxTools;
    this.keepOtherTools = b.keepOtherTools;
    Set<String> mapped = new LinkedHashSet<>(b.always);
    for (List<String> names : b.byKind.values()) {
      mapped.addAll(names);
    }
    this.mappedNames = Set.copyOf(mapped);
  }

  /**
   * Returns a selector with the default mapping: search and news show {@code web_search} and {@code
   * fetch_url}; weather, stocks, crypto, recipes and sports show none of those two (their ground
   * truth is already in the prompt); the host's own tools are always shown; turns without grounded
   * intents show every tool.
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
      return allWithoutIntents ? tools : tools.only(withOthers(always, tools));
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
    int shown = 0;
    for (String n : tools.names()) {
      if (names.contains(n)) {
        if (shown < maxTools) {
          kept.add(n);
          shown++;
        }
      } else if (keepOtherTools && !mappedNames.contains(n)) {
        kept.add(n);
      }
    }
    return tools.only(kept);
  }

  private List<String> withOthers(List<String> names, ToolRegistry tools) {
    List<String> out = new ArrayList<>(names);
    if (keepOtherTools) {
      for (String n : tools.names()) {
        if (!mappedNames.contains(n)) {
          out.add(n);
        }
      }
    }
    return out;
  }

  /** Configures an {@link IntentToolSelector}. */
  public static final class Builder {
    private final Map<String, List<String>> byKind = new LinkedHashMap<>();
    private final List<String> always = new ArrayList<>();
    private boolean allWithoutIntents = true;
    private int maxTools = 5;
    private boolean keepOtherTools = true;

    private Builder() {
      byKind.put("search", List.of("web_search", "fetch_url"));
      byKind.put("news", List.of("web_search", "fetch_url"));
      for (String k :
          List.of("weather", "stocks", "crypto", "recipes", "sports", "currency", "translate")) {
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
     * only the "always" tools and, when kept, the host's own.
     *
     * @param all whether to show every tool
     * @return this builder
     */
    public Builder allToolsWithoutIntents(boolean all) {
      this.allWithoutIntents = all;
      return this;
    }

    /**
     * Sets whether the host's own tools (those no mapping and no "always" names) stay offered in
     * every turn ({@code true}, the default) or are hidden when grounded intents fire, as the
     * mapped tools of other kinds are.
     *
     * @param keep whether to keep them
     * @return this builder
     */
    public Builder keepOtherTools(boolean keep) {
      this.keepOtherTools = keep;
      return this;
    }

    /**
     * Sets the most of grounding's mapped tools shown in a turn with grounded intents; the host's
     * own tools are not counted. The default is 5.
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
