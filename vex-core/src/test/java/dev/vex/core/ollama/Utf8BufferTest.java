package dev.vex.core.ollama;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonParser;
import dev.vex.core.message.Message;
import dev.vex.core.model.ChatRequest;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The request body is encoded straight to UTF-8: byte for byte what {@link String#getBytes} gives,
 * however the text is split across writes, lone surrogates included.
 */
class Utf8BufferTest {

  @Property(tries = 300, seed = "20261203")
  void encodesAsGetBytesDoesWhereverTheWritesSplit(
      @ForAll String text, @ForAll @IntRange(min = 1, max = 7) int piece) {
    Utf8Buffer out = new Utf8Buffer(4);
    for (int i = 0; i < text.length(); i += piece) {
      int end = Math.min(text.length(), i + piece);
      if (i % 2 == 0) {
        out.write(text, i, end - i);
      } else {
        out.write(text.substring(i, end).toCharArray(), 0, end - i);
      }
    }
    out.close();
    byte[] expected = text.getBytes(StandardCharsets.UTF_8);
    assertThat(Arrays.copyOf(out.array(), out.size())).isEqualTo(expected);
  }

  /** Mostly ASCII, as requests are, so that the ASCII fast path runs into every other kind. */
  @Provide
  Arbitrary<String> mostlyAscii() {
    return Arbitraries.strings()
        .withCharRange(' ', '~')
        .withChars('\n', '\u0000', 'é', '…', '\u2028', '\uD83E', '\uDD99', '\uDC00')
        .ofMaxLength(200);
  }

  @Property(tries = 300, seed = "20261203")
  void mostlyAsciiTextEncodesAsGetBytesDoes(
      @ForAll("mostlyAscii") String text, @ForAll @IntRange(min = 1, max = 40) int piece) {
    Utf8Buffer out = new Utf8Buffer(1);
    for (int i = 0; i < text.length(); i += piece) {
      int end = Math.min(text.length(), i + piece);
      if (i % 3 == 0) {
        out.write(text.substring(i, end).toCharArray(), 0, end - i);
      } else {
        out.write(text, i, end - i);
      }
    }
    out.close();
    assertThat(Arrays.copyOf(out.array(), out.size()))
        .isEqualTo(text.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * JsonWriter writes punctuation and names through {@code append}: a char, a String, another
   * CharSequence and {@code write(String)} encode as the other writes do, a surrogate pair split
   * between an append and a write included.
   */
  @Property(tries = 300, seed = "20261206")
  void appendsEncodeAsGetBytesDoes(
      @ForAll("mostlyAscii") String text, @ForAll @IntRange(min = 1, max = 5) int piece) {
    Utf8Buffer out = new Utf8Buffer(1);
    for (int i = 0; i < text.length(); i += piece) {
      int end = Math.min(text.length(), i + piece);
      switch (i % 4) {
        case 0 -> {
          for (int k = i; k < end; k++) {
            assertThat(out.append(text.charAt(k))).isSameAs(out);
          }
        }
        case 1 -> out.append(text.substring(i, end));
        case 2 -> out.append(new StringBuilder(text.substring(i, end)));
        default -> out.write(text.substring(i, end));
      }
    }
    out.close();
    assertThat(Arrays.copyOf(out.array(), out.size()))
        .isEqualTo(text.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void appendingNullWritesNullAsWriterDoes() {
    Utf8Buffer out = new Utf8Buffer(1);
    out.append((CharSequence) null).append(',');
    assertThat(out.toString()).isEqualTo("null,");
  }

  @Test
  void surrogatePairsSplitAcrossWritesAndLoneOnes() {
    String emoji = "🦙"; // one code point, two chars
    Utf8Buffer out = new Utf8Buffer(1);
    out.write(emoji.charAt(0));
    out.write(emoji.charAt(1));
    out.write('\uD800'); // lone high, then a plain letter
    out.write('a');
    out.write('\uDC00'); // lone low
    out.write("æøå", 0, 3);
    out.write('\uD83E'); // high at the very end
    out.close();
    String expected = "🦙\uD800a\uDC00æøå\uD83E";
    assertThat(out.toString())
        .isEqualTo(new String(expected.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8));
    assertThat(Arrays.copyOf(out.array(), out.size()))
        .isEqualTo(expected.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void aLargeRequestGrowsTheBufferAndStaysValidJson() {
    String big = "Værmelding for Tromsø 🌧 ".repeat(20_000);
    ChatRequest r =
        ChatRequest.builder("qwen2.5:3b")
            .message(Message.system("Svar kort."))
            .message(Message.user(big))
            .build();
    Utf8Buffer body = WireWriter.chatBytes(r);
    String json = new String(body.array(), 0, body.size(), StandardCharsets.UTF_8);
    assertThat(
            JsonParser.parseString(json)
                .getAsJsonObject()
                .getAsJsonArray("messages")
                .get(1)
                .getAsJsonObject()
                .get("content")
                .getAsString())
        .isEqualTo(big);
  }
}
