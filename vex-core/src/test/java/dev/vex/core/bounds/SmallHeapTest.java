package dev.vex.core.bounds;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No hostile size or number from the model ends in an {@link OutOfMemoryError}: a JVM with a 64 MB
 * heap ({@link SmallHeapClient}) is sent 50 MB replies (one chunk, many chunks, a whole reply, a
 * tool call's arguments, a metric's digits) by a raw server and huge numbers by the simulator, and
 * every case ends in a typed outcome.
 */
class SmallHeapTest {
  private static final long FIFTY_MB = 50L * 1024 * 1024;
  private static final byte[] BLOCK = "a".repeat(64 * 1024).getBytes(StandardCharsets.US_ASCII);
  private static final byte[] DIGITS = "7".repeat(64 * 1024).getBytes(StandardCharsets.US_ASCII);

  private static void fifty(OutputStream out, byte[] block) throws IOException {
    for (long n = 0; n < FIFTY_MB; n += block.length) {
      out.write(block);
    }
  }

  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }

  @Test
  void fiftyMegabyteRepliesAndHugeNumbersEndTypedInA64MegabyteHeap(@TempDir Path tmp)
      throws Exception {
    try (RawOllama raw = new RawOllama();
        OllamaSimulator sim = OllamaSimulator.start()) {
      // 0 (streamed): one chunk whose content is 50 MB
      raw.enqueue(
          out -> {
            out.write(ascii("{\"model\":\"m\",\"message\":{\"role\":\"assistant\",\"content\":\""));
            fifty(out, BLOCK);
            out.write(ascii("\"},\"done\":true}\n"));
          });
      // 1 (whole): one JSON object of 50 MB
      raw.enqueue(
          out -> {
            out.write(ascii("{\"model\":\"m\",\"message\":{\"role\":\"assistant\",\"content\":\""));
            fifty(out, BLOCK);
            out.write(ascii("\"},\"done\":true,\"done_reason\":\"stop\"}"));
          });
      // 2 (streamed): 50 MB as 1 KB chunks
      raw.enqueue(
          out -> {
            byte[] chunk = ascii(RawOllama.chunk("b".repeat(1024)));
            for (long n = 0; n < FIFTY_MB; n += 1024) {
              out.write(chunk);
            }
            out.write(ascii(RawOllama.done("")));
          });
      // 3 (whole): a tool call whose arguments are 50 MB
      raw.enqueue(
          out -> {
            out.write(
                ascii(
                    "{\"model\":\"m\",\"message\":{\"role\":\"assistant\",\"content\":\"\","
                        + "\"tool_calls\":[{\"function\":{\"name\":\"x\",\"arguments\":{\"a\":\""));
            fifty(out, BLOCK);
            out.write(ascii("\"}}}]},\"done\":true}"));
          });
      // 4 (streamed): a metric of 50 MB digits
      raw.enqueue(
          out -> {
            out.write(ascii(RawOllama.chunk("Hi")));
            out.write(ascii("{\"model\":\"m\",\"done\":true,\"eval_count\":"));
            fifty(out, DIGITS);
            out.write(ascii("}\n"));
          });
      // 5 (whole): a 50 MB array of numbers
      raw.enqueue(
          out -> {
            out.write(ascii("{\"model\":\"m\",\"images\":["));
            byte[] numbers = ascii("1e30000000,".repeat(6_000));
            for (long n = 0; n < FIFTY_MB; n += numbers.length) {
              out.write(numbers);
            }
            out.write(ascii("1],\"done\":true}"));
          });
      int rawCases = 6;
      sim.enqueue(
          Reply.text(
              "<tool_call>{\"name\":\"get_days\",\"arguments\":{\"days\":1e30000000}}</tool_call>"));
      sim.enqueue(Reply.toolCall("get_days", "{\"days\":18446744073709551617}"));
      sim.enqueue(Reply.toolCall("get_days", "{\"days\":2}"));
      sim.enqueue(Reply.text("In two days."));

      String java =
          ProcessHandle.current()
              .info()
              .command()
              .orElse(
                  System.getProperty("java.home")
                      + File.separator
                      + "bin"
                      + File.separator
                      + "java");
      Path stdout = tmp.resolve("out.txt");
      Path stderr = tmp.resolve("err.txt");
      Process child =
          new ProcessBuilder(
                  java,
                  "-Xmx64m",
                  "-XX:+ExitOnOutOfMemoryError",
                  "-cp",
                  System.getProperty("java.class.path"),
                  SmallHeapClient.class.getName(),
                  raw.baseUrl().toString(),
                  sim.baseUrl().toString(),
                  String.valueOf(rawCases))
              .redirectOutput(stdout.toFile())
              .redirectError(stderr.toFile())
              .start();
      boolean ended = child.waitFor(3, TimeUnit.MINUTES);
      if (!ended) {
        child.destroyForcibly();
      }

      List<String> lines = Files.readAllLines(stdout);
      String err = Files.readString(stderr);
      assertThat(ended).as("the small-heap JVM ended; stderr: %s", err).isTrue();
      assertThat(err).doesNotContain("OutOfMemoryError");
      assertThat(lines)
          .as("-XX:+ExitOnOutOfMemoryError reports on stdout and exits with 3")
          .noneMatch(l -> l.contains("OutOfMemoryError"));
      assertThat(child.exitValue()).as("stderr: %s", err).isZero();
      assertThat(lines)
          .containsSubsequence(
              "raw 0 ReplyTooLargeException REPLY_TOO_LARGE",
              "raw 1 ReplyTooLargeException REPLY_TOO_LARGE",
              "raw 2 ReplyTooLargeException REPLY_TOO_LARGE",
              "raw 3 ReplyTooLargeException REPLY_TOO_LARGE",
              "raw 4 ReplyTooLargeException REPLY_TOO_LARGE",
              "raw 5 ReplyTooLargeException REPLY_TOO_LARGE",
              "agent call INVALID_ARGUMENTS",
              "agent call INVALID_ARGUMENTS",
              "agent call OK",
              "agent reply In two days.");
    }
  }
}
