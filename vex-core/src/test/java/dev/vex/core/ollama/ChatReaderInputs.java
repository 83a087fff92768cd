package dev.vex.core.ollama;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonParseException;
import com.google.gson.JsonPrimitive;
import dev.vex.core.model.ChatResponse;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Generated NDJSON chat replies for the property tests and the fuzz run: real chunk shapes (as in
 * the recorded fixtures) whose values are swapped for hostile ones, cut, spliced and sprinkled with
 * stray characters. And the property they must all satisfy.
 */
final class ChatReaderInputs {
  static final int LIMIT = 4_096;

  private ChatReaderInputs() {}

  private static final List<String> VALUES =
      List.of(
          "0",
          "1",
          "-1",
          "1.5",
          "1e30000000",
          "-1e30000000",
          "1e-30000000",
          "18446744073709551617",
          "9223372036854775807",
          "9223372036854775808",
          "\"12\"",
          "\"x\"",
          "null",
          "true",
          "false",
          "{}",
          "[]",
          "[1,2]",
          "{\"a\":{\"b\":[]}}",
          "\"" + "a".repeat(5_000) + "\"",
          "NaN",
          "Infinity",
          "1" + "0".repeat(400),
          "\"\\ud800\"",
          "\"\\u0000\"");

  private static final List<String> FIELDS =
      List.of(
          "model",
          "created_at",
          "done",
          "done_reason",
          "total_duration",
          "load_duration",
          "prompt_eval_count",
          "prompt_eval_duration",
          "eval_count",
          "eval_duration",
          "error",
          "error parsing tool call",
          "message");

  private static final List<String> MESSAGE_FIELDS =
      List.of("role", "content", "thinking", "tool_calls", "images");

  static Arbitrary<String> value() {
    return Arbitraries.oneOf(
        Arbitraries.of(VALUES),
        Arbitraries.strings().ofMaxLength(30).map(s -> new JsonPrimitive(s).toString()));
  }

  static Arbitrary<String> toolCall() {
    return Combinators.combine(value(), value(), value(), value())
        .as(
            (index, name, args, id) ->
                "{\"id\":"
                    + id
                    + ",\"function\":{\"index\":"
                    + index
                    + ",\"name\":"
                    + name
                    + ",\"arguments\":"
                    + args
                    + "}}");
  }

  static Arbitrary<String> message() {
    Arbitrary<String> field =
        Arbitraries.oneOf(
            Combinators.combine(Arbitraries.of(MESSAGE_FIELDS), value())
                .as((k, v) -> "\"" + k + "\":" + v),
            toolCall()
                .list()
                .ofMaxSize(4)
                .map(l -> "\"tool_calls\":[" + String.join(",", l) + "]"));
    return field.list().ofMaxSize(4).map(l -> "{" + String.join(",", l) + "}");
  }

  static Arbitrary<String> chunk() {
    Arbitrary<String> field =
        Arbitraries.oneOf(
            Combinators.combine(Arbitraries.of(FIELDS), value()).as((k, v) -> "\"" + k + "\":" + v),
            message().map(m -> "\"message\":" + m),
            Arbitraries.of("\"done\":true", "\"done\":false", "\"done_reason\":\"length\""));
    return field.list().ofMaxSize(6).map(l -> "{" + String.join(",", l) + "}\n");
  }

  /** A reply: chunks, then maybe cut, maybe with a stray character spliced in. */
  static Arbitrary<String> reply() {
    Arbitrary<String> chunks = chunk().list().ofMaxSize(8).map(l -> String.join("", l));
    return Combinators.combine(
            chunks,
            Arbitraries.integers().between(0, 100),
            Arbitraries.integers().between(0, 1_000),
            Arbitraries.of("", "{", "}", "\"", "[", "\n", ",", ":", "\\", "\u0000", "e9"))
        .as(
            (text, cutPercent, at, stray) -> {
              String cut =
                  cutPercent > 80
                      ? text.substring(0, text.length() * (cutPercent - 80) / 20)
                      : text;
              int i = cut.isEmpty() ? 0 : at % (cut.length() + 1);
              return cut.substring(0, i) + stray + cut.substring(i);
            });
  }

  /**
   * The property: reading ends normally or with one of the exceptions the client turns into a typed
   * {@code ModelException} ({@code IOException}, gson's {@code JsonParseException}, or the reader's
   * {@code IllegalStateException} for a value of the wrong kind), never with anything else; and no
   * more than the limit of text is kept or streamed.
   */
  static void readsToATypedOutcome(String body) {
    AtomicLong streamed = new AtomicLong();
    ChatReader reader = new ChatReader(d -> streamed.addAndGet(d.length()), LIMIT);
    try {
      reader.read(new StringReader(body), () -> {});
      ChatResponse r = reader.response();
      assertThat(r.content().length()).isLessThanOrEqualTo(LIMIT);
    } catch (IOException | JsonParseException | IllegalStateException expected) {
      // typed by the client
    }
    assertThat(streamed.get()).isLessThanOrEqualTo(LIMIT);
    assertThat(reader.replyChars())
        .isLessThanOrEqualTo((long) LIMIT + LIMIT + ChatReader.CHUNK_OVERHEAD_CHARS);
  }
}
