package dev.vex.core.ollama;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.bounds.RawOllama;
import dev.vex.core.message.Message;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * The whole client over real HTTP on generated hostile replies (a raw socket server sends them as
 * they are): every call returns a reply or throws a typed {@link ModelException}, nothing else.
 * Fixed seed, small budget.
 */
class OllamaClientWirePropertiesTest {
  private static RawOllama raw;
  private static OllamaClient client;

  @BeforeContainer
  static void start() throws IOException {
    raw = new RawOllama();
    client =
        OllamaClient.builder()
            .baseUrl(raw.baseUrl().toString())
            .busyRetries(0, Duration.ZERO)
            .idleTimeout(Duration.ofSeconds(10))
            .maxReplyChars(ChatReaderInputs.LIMIT)
            .build();
  }

  @AfterContainer
  static void stop() throws IOException {
    raw.close();
  }

  @Property(tries = 150, seed = "20261203")
  void everyReplyOverHttpEndsInAReplyOrATypedError(
      @ForAll("replies") String body, @ForAll boolean stream) {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    raw.enqueue(out -> out.write(bytes));
    try {
      ChatResponse r =
          client.chat(ChatRequest.builder("m").message(Message.user("hi")).stream(stream).build());
      assertThat(r.content().length()).isLessThanOrEqualTo(ChatReaderInputs.LIMIT);
    } catch (ModelException expected) {
      assertThat(expected.kind()).isNotNull();
    }
  }

  @Provide
  Arbitrary<String> replies() {
    return ChatReaderInputs.reply();
  }
}
