package dev.vex.core.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.VexRuntime;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

class VexRuntimeCloseHookTest {

  @Test
  void resourcesCloseWithTheRuntimeInReverseOrderAndOneThatThrowsDoesNotStopTheRest() {
    VexRuntime runtime = VexRuntime.builder().build();
    List<String> closed = new CopyOnWriteArrayList<>();
    runtime.closeWithRuntime(() -> closed.add("first"));
    runtime.closeWithRuntime(
        () -> {
          throw new IllegalStateException("broken resource");
        });
    runtime.closeWithRuntime(() -> closed.add("last"));
    assertThat(closed).isEmpty();

    runtime.close();
    runtime.close();

    assertThat(closed).containsExactly("last", "first");
  }

  @Test
  void aResourceHandedToAClosedRuntimeIsClosedAtOnceAndTheCallerIsTold() {
    VexRuntime runtime = VexRuntime.builder().build();
    runtime.close();
    List<String> closed = new CopyOnWriteArrayList<>();

    assertThatThrownBy(() -> runtime.closeWithRuntime(() -> closed.add("late")))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("closed");
    assertThat(closed).containsExactly("late");
  }
}
