package dev.vex.simulator;

import java.io.IOException;
import java.time.Duration;

/**
 * Writes one scripted reply with its timing: the first-byte delay before the status line, the token
 * delay between streamed lines, and the metrics on the done line.
 */
final class ChatResponder {
  private final HttpServerCore server;
  private final String version;
  private final Duration firstByteDelay;
  private final Duration tokenDelay;
  private final int chunkBytes;
  private final long coldLoadNanos;

  ChatResponder(
      HttpServerCore server,
      String version,
      Duration firstByteDelay,
      Duration tokenDelay,
      int chunkBytes,
      Duration coldLoad) {
    this.server = server;
    this.version = version;
    this.firstByteDelay = firstByteDelay;
    this.tokenDelay = tokenDelay;
    this.chunkBytes = chunkBytes;
    this.coldLoadNanos = coldLoad.toNanos();
  }

  void respond(
      Reply reply, ChatRequestCheck.ChatCall call, HttpResponder http, long start, boolean cold)
      throws IOException, InterruptedException {
    long load = cold ? coldLoadNanos : 0;
    if (reply.kind == Reply.Kind.STALL) {
      server.pause(reply.stall);
      http.abort();
      return;
    }
    if (reply.kind == Reply.Kind.STALL_AFTER_HEADERS) {
      http.startChunked(200, HttpResponder.NDJSON, chunkBytes);
      http.flush();
      server.pause(reply.stall);
      http.abort();
      return;
    }
    Duration firstByte = reply.firstByteDelay != null ? reply.firstByteDelay : firstByteDelay;
    Duration perToken = reply.tokenDelay != null ? reply.tokenDelay : tokenDelay;
    if (reply.kind == Reply.Kind.ERROR) {
      if (pause(firstByte, http)) {
        http.sendJson(reply.status, ChatWire.error(reply.error));
      }
      return;
    }
    ChatScript script =
        ChatScript.of(
            reply,
            new ChatScript.Context(
                call.model().toolTag(), call.toolNames(), !Boolean.FALSE.equals(call.think())));
    ChatWire wire = new ChatWire(call.requestedModel(), version);
    int promptTokens = reply.promptEvalCount != null ? reply.promptEvalCount : call.promptTokens();
    if (call.stream()) {
      stream(script, wire, http, firstByte, perToken, start - load, promptTokens);
    } else {
      whole(script, wire, http, firstByte, perToken, start - load, promptTokens);
    }
  }

  private void stream(
      ChatScript script,
      ChatWire wire,
      HttpResponder http,
      Duration firstByte,
      Duration perToken,
      long start,
      int promptTokens)
      throws IOException, InterruptedException {
    if (!pause(firstByte, http)) {
      return;
    }
    long firstByteAt = System.nanoTime();
    HttpResponder.Chunked body = http.startChunked(200, HttpResponder.NDJSON, chunkBytes);
    boolean first = true;
    for (ChatScript.Chunk chunk : script.chunks) {
      if (!first && !pause(perToken, http)) {
        return;
      }
      first = false;
      body.write(wire.deltaLine(chunk));
    }
    if (!first && !pause(perToken, http)) {
      return;
    }
    switch (script.ending) {
      case DROP -> http.abort();
      case ERROR_LINE -> {
        body.write(ChatWire.error(script.error) + "\n");
        body.finish();
      }
      case DONE -> {
        ChatWire.Metrics m = metrics(start, firstByteAt, promptTokens, script.tokens);
        body.write(wire.doneLine(script.done, script.doneReason, m));
        body.finish();
      }
    }
  }

  private void whole(
      ChatScript script,
      ChatWire wire,
      HttpResponder http,
      Duration firstByte,
      Duration perToken,
      long start,
      int promptTokens)
      throws IOException, InterruptedException {
    if (!pause(firstByte, http)) {
      return;
    }
    long firstByteAt = System.nanoTime();
    if (!pause(perToken.multipliedBy(script.chunks.size()), http)) {
      return;
    }
    switch (script.ending) {
      case DROP -> http.abort();
      case ERROR_LINE -> http.sendJson(500, ChatWire.error(script.error));
      case DONE -> {
        ChatWire.Metrics m = metrics(start, firstByteAt, promptTokens, script.tokens);
        http.sendJson(200, wire.doneObject(script.aggregate(), script.doneReason, m));
      }
    }
  }

  private boolean pause(Duration d, HttpResponder http) throws InterruptedException {
    if (server.pause(d)) {
      return true;
    }
    http.abort();
    return false;
  }

  /**
   * Measured durations where the simulator really spends time (load = the first-byte wait, eval =
   * from the first byte to the done line); the prompt evaluation is a synthetic 1 µs a token. A
   * cold request (its model not loaded) starts {@code coldLoad} earlier than it arrived: its load
   * and total durations include the load it did not sleep.
   */
  private static ChatWire.Metrics metrics(
      long start, long firstByteAt, int promptTokens, int evalCount) {
    long now = System.nanoTime();
    long promptEval = Math.max(1, promptTokens * 1_000L);
    long load = Math.max(1, firstByteAt - start);
    long eval = Math.max(1, now - firstByteAt);
    long total = (now - start) + promptEval + 2;
    return new ChatWire.Metrics(total, load, promptTokens, promptEval, evalCount, eval);
  }
}
