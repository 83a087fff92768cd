package dev.vex.tools.delegation;

import dev.vex.core.tool.Tool;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A named specialist agent that {@code delegate_to_agent} can hand a task to.
 *
 * @param name the name the model uses: letters, digits, {@code _} and {@code -}
 * @param description what it is good at, in a few words the model reads
 * @param systemPrompt its own system prompt
 * @param model its own model, such as {@code qwen2.5:3b}
 * @param tools its own tools
 * @param delegatesTo the specialists it may hand work on to; empty for none
 */
public record Specialist(
    String name,
    String description,
    String systemPrompt,
    String model,
    List<Tool> tools,
    Set<String> delegatesTo) {

  /** Validates and copies. */
  public Specialist {
    Objects.requireNonNull(name, "name");
    if (!name.matches("[A-Za-z0-9_-]{1,40}")) {
      throw new IllegalArgumentException("specialist name must be 1-40 letters, digits, _ or -");
    }
    description = description == null ? "" : description.strip();
    Objects.requireNonNull(systemPrompt, "systemPrompt");
    Objects.requireNonNull(model, "model");
    tools = List.copyOf(tools);
    delegatesTo = Set.copyOf(delegatesTo);
  }

  /**
   * A specialist that hands work to nobody.
   *
   * @param name the name
   * @param description what it is good at
   * @param systemPrompt its system prompt
   * @param model its model
   * @param tools its tools
   * @return the specialist
   */
  public static Specialist of(
      String name, String description, String systemPrompt, String model, Tool... tools) {
    return new Specialist(name, description, systemPrompt, model, List.of(tools), Set.of());
  }

  /**
   * Returns a copy that may hand work on to the named specialists.
   *
   * @param names their names
   * @return the copy
   */
  public Specialist delegatingTo(String... names) {
    return new Specialist(name, description, systemPrompt, model, tools, Set.of(names));
  }
}
