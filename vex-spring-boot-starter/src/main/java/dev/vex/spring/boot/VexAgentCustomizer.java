package dev.vex.spring.boot;

import dev.vex.core.Agent;

/**
 * Adjusts the agent's builder after the starter has configured it and before the agent is built,
 * for what the properties do not cover (fallbacks, recovery steps, memory, a listener). Beans of
 * this type run in their {@code @Order}.
 */
@FunctionalInterface
public interface VexAgentCustomizer {
  /**
   * Adjusts the builder.
   *
   * @param builder the agent's builder
   */
  void customize(Agent.Builder builder);
}
