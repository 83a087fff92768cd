package dev.vex.spring.boot;

import dev.vex.core.guard.Guard;
import java.util.List;

/**
 * The guards the starter gives the agent before the application's own {@link Guard} beans. Declare
 * a bean of this type to replace them: {@code new VexGuards(List.of(...))}.
 *
 * @param guards the guards, in the order they run
 */
public record VexGuards(List<Guard> guards) {
  /** Copies. */
  public VexGuards {
    guards = List.copyOf(guards);
  }
}
