package dev.vex.simulator;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The lines one reply produces before any framing: delta chunks, then how the stream ends. A
 * non-streamed response is the aggregate of the same script, as in Ollama.
 */
final class ChatScript {

  enum Ending {
    DONE,
    ERROR_LINE,
    DROP
  }

  /** A native tool call as it goes on the wire. */
  record ToolCallOut(String id, int index, String name, JsonObject arguments) {}

  /** One delta line: content and thinking deltas, and any tool calls. */
  record Chunk(String content, String thinking, List<ToolCallOut> toolCalls) {}

  /** What the request contributes to a script. */
  record Context(ToolTag tag, List<String> toolNames, boolean thinkingWanted) {}

  final List<Chunk> chunks;
  final Ending ending;
  final Chunk done;
  final String doneReason;
  final String error;
  final int tokens;

  private ChatScript(
      List<Chunk> chunks, Ending ending, Chunk done, String doneReason, String error, int tokens) {
    this.chunks = List.copyOf(chunks);
    this.ending = ending;
    this.done = done;
    this.doneReason = doneReason;
    this.error = error;
    this.tokens = tokens;
  }

  static ChatScript of(Reply reply, Context context) {
    List<Chunk> chunks = new ArrayList<>();
    int tokens = 0;
    if (context.thinkingWanted()) {
      for (String t : Tokens.split(reply.thinking)) {
        chunks.add(new Chunk("", t, List.of()));
        tokens++;
      }
    }
    Chunk done = new Chunk("", "", List.of());
    switch (reply.kind) {
      case TOOL_CALLS -> {
        tokens += contentChunks(reply.text, chunks);
        int index = 0;
        for (ToolCallSpec spec : reply.toolCalls) {
          chunks.add(callChunk(spec.name(), spec.arguments(), index++));
          tokens += 8 + spec.argumentsJson().length() / 4;
        }
      }
      case RAW -> {
        if (context.toolNames().isEmpty()) {
          tokens += contentChunks(reply.text, chunks);
        } else {
          List<String> raw = Tokens.splitRaw(reply.text, context.tag().tag());
          tokens += raw.size();
          done = parse(raw, new ToolOutputParser(context.tag(), context.toolNames()), chunks);
        }
      }
      default -> {
        if (reply.chunks != null) {
          for (String c : reply.chunks) {
            chunks.add(new Chunk(c, "", List.of()));
          }
          tokens += reply.chunks.size();
        } else {
          tokens += contentChunks(reply.text, chunks);
        }
      }
    }
    Ending ending =
        switch (reply.kind) {
          case MID_STREAM_ERROR -> Ending.ERROR_LINE;
          case DROP -> Ending.DROP;
          default -> Ending.DONE;
        };
    int evalCount = reply.evalCount != null ? reply.evalCount : Math.max(1, tokens);
    return new ChatScript(chunks, ending, done, reply.doneReason, reply.error, evalCount);
  }

  private static int contentChunks(String text, List<Chunk> chunks) {
    List<String> tokens = Tokens.split(text);
    for (String t : tokens) {
      chunks.add(new Chunk(t, "", List.of()));
    }
    return tokens.size();
  }

  private static Chunk callChunk(String name, JsonObject args, int index) {
    return new Chunk("", "", List.of(new ToolCallOut(newCallId(), index, name, args)));
  }

  /**
   * Feeds raw tokens to the parser the way Ollama's chat handler does: a step with content sends
   * that content (calls found in the same step are lost, as in Ollama), a step with only calls
   * sends them, an empty step sends nothing. The runner's final empty token decides the done line.
   */
  private static Chunk parse(List<String> raw, ToolOutputParser parser, List<Chunk> chunks) {
    for (String token : raw) {
      Chunk c = toChunk(parser.add(token));
      if (c != null) {
        chunks.add(c);
      }
    }
    Chunk last = toChunk(parser.add(""));
    return last != null ? last : new Chunk(parser.content(), "", List.of());
  }

  private static Chunk toChunk(ToolOutputParser.Step step) {
    if (!step.content().isEmpty()) {
      return new Chunk(step.content(), "", List.of());
    }
    if (step.calls().isEmpty()) {
      return null;
    }
    List<ToolCallOut> calls = new ArrayList<>();
    for (ToolOutputParser.Call c : step.calls()) {
      calls.add(new ToolCallOut(newCallId(), c.index(), c.name(), c.arguments()));
    }
    return new Chunk("", "", calls);
  }

  /** {@code call_} and 8 characters of {@code [a-z0-9]}, as Ollama 0.12.10+ generates. */
  static String newCallId() {
    String alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
    ThreadLocalRandom random = ThreadLocalRandom.current();
    StringBuilder id = new StringBuilder("call_");
    for (int i = 0; i < 8; i++) {
      id.append(alphabet.charAt(random.nextInt(alphabet.length())));
    }
    return id.toString();
  }

  /** The non-streamed message: all content, thinking and tool calls concatenated. */
  Chunk aggregate() {
    StringBuilder content = new StringBuilder();
    StringBuilder thinking = new StringBuilder();
    List<ToolCallOut> calls = new ArrayList<>();
    for (Chunk c : chunks) {
      content.append(c.content());
      thinking.append(c.thinking());
      calls.addAll(c.toolCalls());
    }
    content.append(done.content());
    calls.addAll(done.toolCalls());
    return new Chunk(content.toString(), thinking.toString(), calls);
  }
}
