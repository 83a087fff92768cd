package dev.vex.core.bounds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.vex.core.message.Message;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.ModelTimeoutException;
import dev.vex.core.model.ReplyTooLargeException;
import dev.vex.core.model.StreamBrokenException;
import dev.vex.core.model.StreamHandler;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A hostile or broken model server cannot make the client read without end, buffer without limit,
 * or throw anything but a typed {@link ModelException}: over real HTTP, with the simulator where it
 * can misbehave that way and a raw socket server where it cannot.
 */
class OllamaClientBoundsTest {
  /**
   * Only a hang lasts this long: each bounded read ends well before, and each endless one (the
   * simulator's 100,000 chunks at 20 ms, over half an hour) well after.
   */
  private static final Duration GENEROUS = Duration.ofMinutes(3);

  private OllamaSimulator sim;
  private RawOllama raw;

  @BeforeEach
  void start() throws IOException {
    sim = OllamaSimulator.start();
    raw = new RawOllama();
  }

  @AfterEach
  void stop() throws IOException {
    sim.close();
    raw.close();
  }

  private static ChatRequest request(boolean stream) {
    return ChatRequest.builder("qwen2.5:3b").message(Message.user("hi")).stream(stream).build();
  }

  private OllamaClient.Builder simClient() {
    return OllamaClient.builder().baseUrl(sim.baseUrl().toString()).busyRetries(0, Duration.ZERO);
  }

  private OllamaClient rawClient() {
    return OllamaClient.builder()
        .baseUrl(raw.baseUrl().toString())
        .busyRetries(0, Duration.ZERO)
        .idleTimeout(Duration.ofSeconds(10))
        .build();
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void aReplyPastTheSizeLimitIsReplyTooLargeAndNotHandedOver(boolean stream) {
    sim.enqueue(Reply.text("blah ".repeat(4_000))); // 20,000 characters
    OllamaClient client = simClient().maxReplyChars(8_192).build();
    AtomicLong streamed = new AtomicLong();
    StreamHandler counting = delta -> streamed.addAndGet(delta.length());

    assertThatThrownBy(() -> client.chat(request(stream), counting))
        .isInstanceOfSatisfying(
            ReplyTooLargeException.class,
            e -> {
              assertThat(e.kind()).isEqualTo(ModelException.Kind.REPLY_TOO_LARGE);
              assertThat(e.limit()).isEqualTo(8_192);
              assertThat(e.getMessage()).contains("maxReplyChars");
            });
    assertThat(streamed.get()).isLessThanOrEqualTo(8_192);
  }

  @Test
  void aReplyJustUnderTheLimitIsReadWhole() {
    String text = "blah ".repeat(1_600); // 8,000 characters
    sim.enqueue(Reply.text(text));

    ChatResponse r = simClient().maxReplyChars(8_192).build().chat(request(true));

    assertThat(r.content()).isEqualTo(text);
  }

  @Test
  void oneFiftyMegabyteChunkIsCutAfterTheLimitWithoutReadingItAll() {
    long fifty = 50L * 1024 * 1024;
    raw.enqueue(
        out -> {
          out.write(
              "{\"model\":\"m\",\"message\":{\"role\":\"assistant\",\"content\":\""
                  .getBytes(StandardCharsets.US_ASCII));
          byte[] block = "a".repeat(64 * 1024).getBytes(StandardCharsets.US_ASCII);
          for (long n = 0; n < fifty; n += block.length) {
            out.write(block);
          }
          out.write("\"},\"done\":true}\n".getBytes(StandardCharsets.US_ASCII));
        });

    assertTimeoutPreemptively(
        GENEROUS,
        () ->
            assertThatThrownBy(() -> rawClient().chat(request(true)))
                .isInstanceOf(ReplyTooLargeException.class));
    assertThat(raw.bytesWritten())
        .as("the client hung up long before 50 MB; socket buffers hold a few MB at most")
        .isLessThan(fifty / 2);
  }

  @Test
  void anEndlessStreamOfValidChunksEndsAtTheReadTimeout() {
    sim.enqueue(Reply.text("tick ".repeat(100_000)).withTokenDelay(Duration.ofMillis(20)));
    OllamaClient client =
        simClient().idleTimeout(Duration.ofSeconds(10)).readTimeout(Duration.ofSeconds(1)).build();

    assertTimeoutPreemptively(
        GENEROUS,
        () ->
            assertThatThrownBy(() -> client.chat(request(true)))
                .isInstanceOfSatisfying(
                    ModelTimeoutException.class,
                    e -> {
                      assertThat(e.phase()).isEqualTo(ModelTimeoutException.Phase.READ);
                      assertThat(e.getMessage()).contains("read timeout");
                    }));
  }

  @Test
  void anEndlessStreamEndsAtTheCallersAbsoluteDeadline() {
    OllamaClient client = simClient().idleTimeout(Duration.ofSeconds(10)).build();
    // A first call loads the client and opens the connection, so that on a busy machine the
    // endless reply's head arrives before the deadline (else it is a FIRST_BYTE timeout).
    sim.enqueue(Reply.text("warm"));
    assertThat(client.chat(request(true)).content()).isEqualTo("warm");
    // The cut is a READ one only when the endless reply's head arrived before the deadline; when a
    // loaded machine did not get it there in time (a FIRST_BYTE timeout), the test tries again
    // with twice the room, so that the outcome does not hang on the machine's speed.
    for (Duration room = Duration.ofSeconds(3); ; room = room.multipliedBy(2)) {
      sim.enqueue(Reply.text("tick ".repeat(100_000)).withTokenDelay(Duration.ofMillis(20)));
      long deadline = System.nanoTime() + room.toNanos();
      ModelTimeoutException e =
          assertTimeoutPreemptively(
              GENEROUS, () -> endlessCallFails(client, deadline), "the deadline did not cut it");
      if (e.phase() == ModelTimeoutException.Phase.FIRST_BYTE && room.toSeconds() < 24) {
        continue;
      }
      assertThat(e.phase()).isEqualTo(ModelTimeoutException.Phase.READ);
      assertThat(e.getMessage()).contains("deadline");
      return;
    }
  }

  private static ModelTimeoutException endlessCallFails(OllamaClient client, long deadline) {
    try {
      client.chat(request(true), StreamHandler.NONE, deadline);
    } catch (ModelTimeoutException e) {
      return e;
    }
    throw new AssertionError("the endless reply ended without a timeout");
  }

  @Test
  void noDeadlineMeansTheOrdinaryTimeouts() {
    sim.enqueue(Reply.text("fine"));

    ChatResponse r =
        simClient().build().chat(request(true), StreamHandler.NONE, ChatBackend.NO_DEADLINE);

    assertThat(r.content()).isEqualTo("fine");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "\"eval_count\":1e30000000",
        "\"eval_count\":18446744073709551617",
        "\"eval_count\":1.5",
        "\"eval_count\":\"many\"",
        "\"prompt_eval_count\":-1e400",
        "\"total_duration\":{\"ns\":1}"
      })
  void aMalformedMetricIsATypedStreamBrokenError(String field) {
    raw.enqueue(out -> out.write((RawOllama.chunk("Hi") + RawOllama.done(field)).getBytes()));

    assertThatThrownBy(() -> rawClient().chat(request(true)))
        .isInstanceOf(StreamBrokenException.class)
        .hasMessageContaining(field.substring(1, field.indexOf('"', 1)));
  }

  @Test
  void aMetricWithAMillionDigitsIsRefusedAfterReadingIt() {
    String digits = "9".repeat(1_000_000);
    raw.enqueue(out -> out.write(RawOllama.done("\"eval_count\":" + digits).getBytes()));

    assertTimeoutPreemptively(
        GENEROUS,
        () ->
            assertThatThrownBy(() -> rawClient().chat(request(true)))
                .isInstanceOf(StreamBrokenException.class)
                .hasMessageContaining("eval_count")
                .hasMessageContaining("1000000 characters"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"1e30000000", "18446744073709551617", "-3", "\"x\"", "2.5"})
  void aMalformedToolCallIndexIsATypedStreamBrokenError(String index) {
    String call =
        "{\"model\":\"m\",\"message\":{\"role\":\"assistant\",\"content\":\"\",\"tool_calls\":[{\"function\":{\"index\":"
            + index
            + ",\"name\":\"get_weather\",\"arguments\":{}}}]},\"done\":false}\n";
    raw.enqueue(out -> out.write((call + RawOllama.done("")).getBytes()));

    assertThatThrownBy(() -> rawClient().chat(request(true)))
        .isInstanceOf(StreamBrokenException.class)
        .hasMessageContaining("index");
  }

  @Test
  void aHugeErrorBodyIsReadOnlyInPart() {
    long ten = 10L * 1024 * 1024;
    raw.enqueue(
        500,
        out -> {
          out.write("{\"error\":\"".getBytes());
          byte[] block = "e".repeat(64 * 1024).getBytes();
          for (long n = 0; n < ten; n += block.length) {
            out.write(block);
          }
        });

    assertThatThrownBy(() -> rawClient().chat(request(false)))
        .isInstanceOfSatisfying(
            ModelException.class, e -> assertThat(e.getMessage().length()).isLessThan(70_000));
    assertThat(raw.bytesWritten()).isLessThan(ten);
  }

  @Test
  void aNonObjectChunkIsATypedError() {
    raw.enqueue(out -> out.write("[1,2,3]\n".getBytes()));

    assertThatThrownBy(() -> rawClient().chat(request(true)))
        .isInstanceOf(StreamBrokenException.class);
  }

  @Test
  void theLimitsAreCheckedWhenConfigured() {
    assertThatThrownBy(() -> OllamaClient.builder().maxReplyChars(1_023))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1024..268435456");
    assertThatThrownBy(() -> OllamaClient.builder().readTimeout(Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
