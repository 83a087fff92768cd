package dev.vex.openai;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.StreamHandler;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The tree-free reading ({@link Chunk} applied by {@link ReplyBuilder}) against the tree-based one
 * it replaced ({@link TreeReplyReference}), on 20,000 generated replies of one to four events:
 * every key Vex reads, each with values of every JSON kind, keys given twice, several choices,
 * errors of every shape, size and count limits, malformed and truncated text. For each, the text
 * streamed to the handler, the reply built or the failure must be the same. Seeded: a failure is
 * reproducible.
 */
class ChunkEquivalenceTest {
  private static final int MAX_CHARS = 200;
  private static final int MAX_CALLS = 4;

  @Test
  void everyGeneratedReplyReadsTheSameWithoutATree() {
    Random random = new Random(20260412);
    int failures = 0;
    int errors = 0;
    for (int n = 0; n < 20_000; n++) {
      boolean streamed = random.nextInt(4) != 0;
      List<String> events = new ArrayList<>();
      int count = 1 + random.nextInt(4);
      for (int i = 0; i < count; i++) {
        String e = object(random, streamed);
        if (random.nextInt(40) == 0) {
          e = e.substring(0, random.nextInt(e.length())); // cut short
        }
        events.add(e);
      }
      String tree = withTree(events, streamed);
      String chunk = withChunks(events, streamed);
      assertThat(chunk).as("events %s (streamed %s)", events, streamed).isEqualTo(tree);
      failures += tree.contains("Exception") ? 1 : 0;
      errors += tree.contains("error:") ? 1 : 0;
    }
    // the generator reaches the failure paths as well as the replies
    assertThat(failures).isGreaterThan(500);
    assertThat(errors).isGreaterThan(500);
  }

  private static String withTree(List<String> events, boolean streamed) {
    List<String> shown = new ArrayList<>();
    TreeReplyReference b = new TreeReplyReference("m", MAX_CHARS, MAX_CALLS, handler(shown));
    try {
      for (String e : events) {
        JsonObject o;
        try {
          JsonElement parsed = JsonParser.parseString(e);
          if (!(parsed instanceof JsonObject obj)) {
            return shown + " not an object";
          }
          o = obj;
        } catch (JsonParseException | StackOverflowError x) {
          return shown + " not an object";
        }
        String error = OpenAiErrors.messageOf(o);
        if (error != null) {
          return shown + " error:" + error;
        }
        b.accept(o, streamed);
      }
      return shown + " " + describe(b.build());
    } catch (ModelException x) {
      return shown + " " + x.getClass().getSimpleName() + ": " + x.getMessage();
    }
  }

  private static String withChunks(List<String> events, boolean streamed) {
    List<String> shown = new ArrayList<>();
    ReplyBuilder b = new ReplyBuilder("m", MAX_CHARS, MAX_CALLS, handler(shown));
    try {
      for (String e : events) {
        Chunk c;
        try {
          c = Chunk.read(e, streamed);
        } catch (Chunk.NotAnObject x) {
          return shown + " not an object";
        }
        if (c.error != null) {
          return shown + " error:" + c.error;
        }
        b.accept(c, streamed);
      }
      return shown + " " + describe(b.build());
    } catch (ModelException x) {
      return shown + " " + x.getClass().getSimpleName() + ": " + x.getMessage();
    }
  }

  private static StreamHandler handler(List<String> shown) {
    return new StreamHandler() {
      @Override
      public void onContent(String content) {
        shown.add("c:" + content);
      }

      @Override
      public void onThinking(String thinking) {
        shown.add("t:" + thinking);
      }
    };
  }

  private static String describe(ChatResponse r) {
    StringBuilder b =
        new StringBuilder()
            .append(r.model())
            .append('|')
            .append(r.content())
            .append('|')
            .append(r.message().thinking())
            .append('|')
            .append(r.doneReason())
            .append('|')
            .append(r.metrics());
    for (ToolCall c : r.toolCalls()) {
      // ids the reader makes up are random: compare only that one was made
      String id = c.id().matches("call_[a-z0-9]{8}") ? "call_*" : c.id();
      b.append("|call ")
          .append(id)
          .append(' ')
          .append(c.index())
          .append(' ')
          .append(c.name())
          .append(' ')
          .append(c.arguments());
    }
    return b.toString();
  }

  // ---- the generator: the keys Vex reads, with values of every kind ----

  private static final String[] STRINGS = {
    "\"\"",
    "\"Hel\"",
    "\"lo \\\"q\\\"\"",
    "\"æøå\\n\"",
    "\"{\\\"city\\\":\"",
    "\"\\\"Oslo\\\"}\"",
    "\"x\"",
    "\"call_1\"",
    "\"call_2\"",
    "\"0\"",
    "\"stop\"",
    "\"tool_calls\"",
    "\"length\""
  };
  private static final String[] NUMBERS = {
    "0",
    "1",
    "2",
    "7",
    "12",
    "-1",
    "1.5",
    "1e3",
    "123456789",
    "1234567890",
    "1234567890123",
    "99999999999999999999"
  };

  private static String object(Random r, boolean streamed) {
    List<String> fields = new ArrayList<>();
    int n = r.nextInt(5);
    for (int i = 0; i < n; i++) {
      switch (r.nextInt(7)) {
        case 0 -> fields.add("\"model\":" + pick(r, STRINGS, NUMBERS));
        case 1 -> fields.add("\"usage\":" + (r.nextInt(4) == 0 ? any(r, 1) : usage(r)));
        case 2, 3 -> fields.add("\"choices\":" + choices(r, streamed));
        case 4 -> fields.add("\"error\":" + (r.nextInt(3) == 0 ? error(r) : "null"));
        case 5 -> fields.add("\"id\":" + pick(r, STRINGS, NUMBERS));
        default -> fields.add("\"extra\":" + any(r, 2));
      }
    }
    return "{" + String.join(",", fields) + "}";
  }

  private static String usage(Random r) {
    return "{\"prompt_tokens\":"
        + pick(r, NUMBERS, STRINGS)
        + (r.nextBoolean() ? ",\"completion_tokens\":" + pick(r, NUMBERS, STRINGS) : "")
        + "}";
  }

  private static String error(Random r) {
    return switch (r.nextInt(5)) {
      case 0 -> pick(r, STRINGS, STRINGS);
      case 1 -> pick(r, NUMBERS, NUMBERS);
      case 2 -> "{\"message\":" + pick(r, STRINGS, NUMBERS) + ",\"type\":\"server_error\"}";
      case 3 -> "{\"type\":\"x\",\"code\":" + pick(r, NUMBERS, STRINGS) + "}";
      default -> "[" + pick(r, STRINGS, NUMBERS) + "]";
    };
  }

  private static String choices(Random r, boolean streamed) {
    if (r.nextInt(8) == 0) {
      return any(r, 1);
    }
    List<String> out = new ArrayList<>();
    int n = r.nextInt(3);
    for (int i = 0; i < n; i++) {
      out.add(r.nextInt(10) == 0 ? any(r, 1) : choice(r, streamed));
    }
    return "[" + String.join(",", out) + "]";
  }

  private static String choice(Random r, boolean streamed) {
    List<String> fields = new ArrayList<>();
    int n = 1 + r.nextInt(3);
    for (int i = 0; i < n; i++) {
      switch (r.nextInt(5)) {
        case 0 -> fields.add("\"finish_reason\":" + pick(r, STRINGS, NUMBERS));
        case 1 -> fields.add("\"index\":0");
        case 2 -> fields.add("\"" + (streamed ? "message" : "delta") + "\":" + body(r));
        default ->
            fields.add(
                "\""
                    + (streamed ? "delta" : "message")
                    + "\":"
                    + (r.nextInt(6) == 0 ? any(r, 1) : body(r)));
      }
    }
    return "{" + String.join(",", fields) + "}";
  }

  private static String body(Random r) {
    List<String> fields = new ArrayList<>();
    int n = r.nextInt(4);
    for (int i = 0; i < n; i++) {
      switch (r.nextInt(6)) {
        case 0 -> fields.add("\"content\":" + pick(r, STRINGS, NUMBERS));
        case 1 -> fields.add("\"content\":" + parts(r));
        case 2 -> fields.add("\"reasoning\":" + pick(r, STRINGS, NUMBERS));
        case 3 -> fields.add("\"reasoning_content\":" + pick(r, STRINGS, NUMBERS));
        case 4 -> fields.add("\"role\":\"assistant\"");
        default -> fields.add("\"tool_calls\":" + (r.nextInt(6) == 0 ? any(r, 1) : calls(r)));
      }
    }
    return "{" + String.join(",", fields) + "}";
  }

  private static String parts(Random r) {
    List<String> out = new ArrayList<>();
    int n = r.nextInt(4);
    for (int i = 0; i < n; i++) {
      out.add(
          r.nextInt(5) == 0
              ? any(r, 1)
              : "{\"type\":"
                  + (r.nextInt(4) == 0 ? "\"image_url\"" : "\"text\"")
                  + ",\"text\":"
                  + pick(r, STRINGS, NUMBERS)
                  + "}");
    }
    return "[" + String.join(",", out) + "]";
  }

  private static String calls(Random r) {
    List<String> out = new ArrayList<>();
    int n = r.nextInt(4);
    for (int i = 0; i < n; i++) {
      out.add(r.nextInt(8) == 0 ? any(r, 1) : call(r));
    }
    return "[" + String.join(",", out) + "]";
  }

  private static String call(Random r) {
    List<String> fields = new ArrayList<>();
    int n = r.nextInt(5);
    for (int i = 0; i < n; i++) {
      switch (r.nextInt(5)) {
        case 0 ->
            fields.add(
                "\"index\":"
                    + (r.nextInt(3) == 0
                        ? pick(r, STRINGS, new String[] {"true", "null", "{}"})
                        : pick(r, new String[] {"0", "1", "2", "3", "4", "5"}, NUMBERS)));
        case 1 -> fields.add("\"id\":" + pick(r, STRINGS, NUMBERS));
        case 2 -> fields.add("\"type\":\"function\"");
        default -> fields.add("\"function\":" + (r.nextInt(6) == 0 ? any(r, 1) : function(r)));
      }
    }
    return "{" + String.join(",", fields) + "}";
  }

  private static String function(Random r) {
    List<String> fields = new ArrayList<>();
    int n = r.nextInt(4);
    for (int i = 0; i < n; i++) {
      switch (r.nextInt(4)) {
        case 0 ->
            fields.add(
                "\"name\":"
                    + (r.nextInt(10) == 0
                        ? "\"" + "n".repeat(300) + "\""
                        : pick(r, new String[] {"\"get_weather\"", "\"f\"", "\"\""}, NUMBERS)));
        case 1 -> fields.add("\"arguments\":{\"city\":" + pick(r, STRINGS, NUMBERS) + "}");
        default -> fields.add("\"arguments\":" + pick(r, STRINGS, NUMBERS));
      }
    }
    return "{" + String.join(",", fields) + "}";
  }

  private static String any(Random r, int depth) {
    int k = r.nextInt(depth > 0 ? 7 : 5);
    return switch (k) {
      case 0 -> pick(r, STRINGS, STRINGS);
      case 1 -> pick(r, NUMBERS, NUMBERS);
      case 2 -> r.nextBoolean() ? "true" : "false";
      case 3 -> "null";
      case 4 -> "\"" + "z".repeat(r.nextInt(3) * 150) + "\"";
      case 5 -> "[" + any(r, depth - 1) + "," + any(r, depth - 1) + "]";
      default -> "{\"k\":" + any(r, depth - 1) + ",\"message\":" + any(r, depth - 1) + "}";
    };
  }

  private static String pick(Random r, String[] usual, String[] other) {
    return r.nextInt(5) == 0 ? other[r.nextInt(other.length)] : usual[r.nextInt(usual.length)];
  }
}
