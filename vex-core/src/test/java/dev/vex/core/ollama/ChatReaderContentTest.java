package dev.vex.core.ollama;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.model.ChatResponse;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reply's text is every content delta in order, however many there are: one (a whole reply), or
 * several with empty and null ones between them (a stream); a reply without tool calls has none.
 */
class ChatReaderContentTest {

  private static String chunk(String content, boolean done) {
    String c = content == null ? "null" : "\"" + content + "\"";
    return "{\"model\":\"m\",\"message\":{\"role\":\"assistant\",\"content\":"
        + c
        + "},\"done\":"
        + done
        + "}\n";
  }

  @Test
  void oneDeltaIsTheWholeText() throws Exception {
    ChatReader reader = new ChatReader(d -> {}, 1_000);
    reader.read(new StringReader(chunk("It is 12:00 in Oslo.", true)), () -> {});

    ChatResponse r = reader.response();
    assertThat(r.content()).isEqualTo("It is 12:00 in Oslo.");
    assertThat(r.toolCalls()).isEmpty();
  }

  @Test
  void severalDeltasAreJoinedInOrderAndTheHandlerSeesEach() throws Exception {
    List<String> seen = new ArrayList<>();
    ChatReader reader = new ChatReader(seen::add, 1_000);
    String stream =
        chunk("", false)
            + chunk("It ", false)
            + chunk(null, false)
            + chunk("is ", false)
            + chunk("", false)
            + chunk("12:00", false)
            + chunk(".", true);
    reader.read(new StringReader(stream), () -> {});

    assertThat(reader.response().content()).isEqualTo("It is 12:00.");
    assertThat(seen).containsExactly("It ", "is ", "12:00", ".");
    assertThat(reader.contentSoFar()).isEqualTo("It is 12:00.");
  }

  @Test
  void theFirstDeltaIsTheTextSoFar() throws Exception {
    ChatReader reader = new ChatReader(d -> {}, 1_000);
    reader.read(new StringReader(chunk("half", false)), () -> {});

    assertThat(reader.done()).isFalse();
    assertThat(reader.contentSoFar()).isEqualTo("half");
  }
}
