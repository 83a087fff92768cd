package dev.vex.core.ollama;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.stream.JsonWriter;
import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ResponseFormat;
import dev.vex.core.model.Think;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolRegistry;
import java.io.StringWriter;
import java.io.Writer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The request body matches what Ollama's {@code ChatRequest} decodes. */
class WireWriterTest {
  private static final Tool WEATHER =
      Tool.of(
          "get_weather",
          "Current weather",
          ObjectSchema.builder().requiredString("city", "City name").build(),
          args -> "sunny");

  private static JsonObject encode(ChatRequest r) {
    return JsonParser.parseString(WireWriter.chat(r)).getAsJsonObject();
  }

  @Test
  void toolHistoryIsSentAsOllamaDocumentsIt() {
    ToolCall call = new ToolCall("call_ab12cd34", 0, "get_weather", "{\"city\":\"Oslo\"}");
    ChatRequest r =
        ChatRequest.builder("qwen2.5:3b")
            .message(Message.system("be brief"))
            .message(Message.user("weather in Oslo?"))
            .message(Message.assistant("", List.of(call)))
            .message(Message.toolResult("get_weather", "call_ab12cd34", "11 degrees celsius"))
            .tools(ToolRegistry.of(WEATHER))
            .build();

    JsonObject body = encode(r);

    assertThat(body.get("model").getAsString()).isEqualTo("qwen2.5:3b");
    assertThat(body.get("stream").getAsBoolean()).isFalse();
    JsonArray messages = body.getAsJsonArray("messages");
    assertThat(messages).hasSize(4);
    assertThat(messages.get(0).getAsJsonObject().get("role").getAsString()).isEqualTo("system");
    JsonObject assistant = messages.get(2).getAsJsonObject();
    JsonObject fn =
        assistant.getAsJsonArray("tool_calls").get(0).getAsJsonObject().getAsJsonObject("function");
    assertThat(fn.get("name").getAsString()).isEqualTo("get_weather");
    assertThat(fn.get("arguments").isJsonObject()).isTrue();
    JsonObject tool = messages.get(3).getAsJsonObject();
    assertThat(tool.get("role").getAsString()).isEqualTo("tool");
    assertThat(tool.get("tool_name").getAsString()).isEqualTo("get_weather");
    assertThat(tool.get("tool_call_id").getAsString()).isEqualTo("call_ab12cd34");
    assertThat(tool.has("name")).as("Ollama has no 'name' field on messages").isFalse();
    JsonObject sentTool = body.getAsJsonArray("tools").get(0).getAsJsonObject();
    assertThat(sentTool.get("type").getAsString()).isEqualTo("function");
    JsonObject params = sentTool.getAsJsonObject("function").getAsJsonObject("parameters");
    assertThat(params.get("type").getAsString()).isEqualTo("object");
    assertThat(params.getAsJsonArray("required").get(0).getAsString()).isEqualTo("city");
  }

  @Test
  void stringArgumentsInHistoryAreNeverSentAsAString() {
    ToolCall call = new ToolCall("call_1", 0, "get_weather", "\"{\\\"city\\\":1}\"");
    ChatRequest r = ChatRequest.builder("m").message(Message.assistant("", List.of(call))).build();

    JsonObject fn =
        encode(r)
            .getAsJsonArray("messages")
            .get(0)
            .getAsJsonObject()
            .getAsJsonArray("tool_calls")
            .get(0)
            .getAsJsonObject()
            .getAsJsonObject("function");

    assertThat(fn.get("arguments").isJsonObject()).isTrue();
  }

  @Test
  void dataUriPrefixIsStrippedFromImages() {
    ChatRequest r =
        ChatRequest.builder("llava")
            .message(
                Message.user(
                    "what is this?", List.of("data:image/png;base64,iVBORw0KGgo=", "AAAA")))
            .build();

    JsonArray images =
        encode(r).getAsJsonArray("messages").get(0).getAsJsonObject().getAsJsonArray("images");

    assertThat(images.get(0).getAsString()).isEqualTo("iVBORw0KGgo=");
    assertThat(images.get(1).getAsString()).isEqualTo("AAAA");
  }

  @Test
  void optionsFormatKeepAliveAndThinkAreSent() {
    ChatRequest r =
        ChatRequest.builder("qwen3:4b")
            .message(Message.user("<b>&</b>"))
            .option("temperature", 0.2)
            .option("num_ctx", 8192)
            .option("stop", List.of("\n\n"))
            .format(ResponseFormat.schema("{\"type\":\"object\"}"))
            .keepAlive("10m")
            .think(Think.LOW)
            .stream(true)
            .build();

    String raw = WireWriter.chat(r);
    JsonObject body = JsonParser.parseString(raw).getAsJsonObject();

    assertThat(raw).contains("<b>&</b>");
    assertThat(body.getAsJsonObject("options").get("num_ctx").getAsInt()).isEqualTo(8192);
    assertThat(body.getAsJsonObject("options").get("temperature").getAsDouble()).isEqualTo(0.2);
    assertThat(body.getAsJsonObject("options").getAsJsonArray("stop").get(0).getAsString())
        .isEqualTo("\n\n");
    assertThat(body.getAsJsonObject("format").get("type").getAsString()).isEqualTo("object");
    assertThat(body.get("keep_alive").getAsString()).isEqualTo("10m");
    assertThat(body.get("think").getAsString()).isEqualTo("low");
    assertThat(body.get("stream").getAsBoolean()).isTrue();
    assertThat(body.has("tools")).isFalse();
  }

  @Test
  void numericKeepAliveIsSentAsSeconds() {
    ChatRequest r =
        ChatRequest.builder("m")
            .message(Message.user("x"))
            .keepAlive("-1")
            .think(Think.OFF)
            .build();

    JsonObject body = encode(r);

    assertThat(body.get("keep_alive").getAsJsonPrimitive().isNumber()).isTrue();
    assertThat(body.get("keep_alive").getAsLong()).isEqualTo(-1);
    assertThat(body.get("think").getAsBoolean()).isFalse();
  }

  @Test
  void keepAliveIsANumberExactlyWhenItIsAnOptionalMinusAndAsciiDigits() {
    // what the pattern -?\\d+ read before: only ASCII digits, a minus only in front
    for (String s :
        List.of(
            "",
            "-",
            "-1",
            "0",
            "300",
            "007",
            "10m",
            "+5",
            "1-",
            "--1",
            " 5",
            "5 ",
            "1.5",
            "\u0661\u0662",
            "-\u0661")) {
      assertThat(WireWriter.bareNumber(s)).as(s).isEqualTo(s.matches("-?\\d+"));
    }
    JsonObject seconds =
        encode(ChatRequest.builder("m").message(Message.user("x")).keepAlive("300").build());
    assertThat(seconds.get("keep_alive").getAsJsonPrimitive().isNumber()).isTrue();
    assertThat(seconds.get("keep_alive").getAsLong()).isEqualTo(300);
    JsonObject indic =
        encode(
            ChatRequest.builder("m").message(Message.user("x")).keepAlive("\u0661\u0662").build());
    assertThat(indic.get("keep_alive").getAsString()).isEqualTo("\u0661\u0662");
  }

  @Test
  void aTreeIsWrittenByteForByteAsGsonWritesIt() throws Exception {
    JsonObject tree =
        JsonParser.parseString(
                "{\"city\":\"<Oslo> & \\u2028 'Bergen'\",\"n\":1.50,\"big\":12345678901234567890,"
                    + "\"neg\":-0.0,\"ok\":true,\"none\":null,\"list\":[1,null,\"x\",{\"a\":[]}],"
                    + "\"nested\":{\"b\":false,\"c\":{}}}")
            .getAsJsonObject();
    tree.add("nan", new JsonPrimitive(Double.NaN));
    tree.add("inf", new JsonPrimitive(Double.NEGATIVE_INFINITY));
    Gson gson = new GsonBuilder().disableHtmlEscaping().create();

    for (JsonElement e : List.of(tree, tree.get("list"), tree.get("city"), JsonNull.INSTANCE)) {
      StringWriter ours = new StringWriter();
      StringWriter theirs = new StringWriter();
      try (JsonWriter a = writer(ours);
          JsonWriter b = writer(theirs)) {
        a.beginArray();
        WireWriter.tree(a, e);
        a.endArray();
        b.beginArray();
        gson.toJson(e, b);
        b.endArray();
        assertThat(a.getStrictness()).isEqualTo(b.getStrictness());
      }
      assertThat(ours.toString()).isEqualTo(theirs.toString());
    }
  }

  private static JsonWriter writer(Writer out) {
    JsonWriter w = new JsonWriter(out);
    w.setHtmlSafe(false);
    w.setSerializeNulls(false);
    return w;
  }
}
