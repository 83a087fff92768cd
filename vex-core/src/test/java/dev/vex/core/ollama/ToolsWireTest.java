package dev.vex.core.ollama;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolRegistry;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

class ToolsWireTest {
  private final ToolRegistry registry =
      ToolRegistry.of(
          Tool.of(
              "get_weather",
              "Current weather",
              ObjectSchema.builder().requiredString("city", "City name").build(),
              a -> "sunny"),
          Tool.of("get_time", "", ObjectSchema.empty(), a -> "noon"));

  @Test
  void rendersOllamasToolsFormatOncePerRegistry() {
    JsonArray tools = JsonParser.parseString(ToolsWire.json(registry)).getAsJsonArray();

    assertThat(tools).hasSize(2);
    JsonObject first = tools.get(0).getAsJsonObject();
    assertThat(first.get("type").getAsString()).isEqualTo("function");
    JsonObject fn = first.getAsJsonObject("function");
    assertThat(fn.get("name").getAsString()).isEqualTo("get_weather");
    assertThat(fn.get("description").getAsString()).isEqualTo("Current weather");
    assertThat(fn.getAsJsonObject("parameters").getAsJsonArray("required").toString())
        .isEqualTo("[\"city\"]");
    assertThat(tools.get(1).getAsJsonObject().getAsJsonObject("function").get("description"))
        .hasToString("\"\"");
    assertThat(ToolsWire.json(registry)).isSameAs(ToolsWire.json(registry));
  }

  @Test
  void aRegistryRenderedBeforeIsServedWhileAnotherThreadHoldsTheCachesLock() throws Exception {
    String first = ToolsWire.json(registry);
    CountDownLatch held = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    Thread holder =
        new Thread(
            () -> {
              synchronized (ToolsWire.RENDERED) { // what a turn rendering a new registry holds
                held.countDown();
                try {
                  release.await();
                } catch (InterruptedException e) {
                  Thread.currentThread().interrupt();
                }
              }
            });
    holder.start();
    try {
      held.await();
      // every chat request of every turn asks for its registry: none waits for that lock
      String again =
          assertTimeoutPreemptively(Duration.ofSeconds(10), () -> ToolsWire.json(registry));
      assertThat(again).isSameAs(first);
    } finally {
      release.countDown();
      holder.join();
    }
  }
}
