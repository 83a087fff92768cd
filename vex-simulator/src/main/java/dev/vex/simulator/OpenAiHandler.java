package dev.vex.simulator;

import java.io.IOException;
import java.time.Duration;

/**
 * {@code POST /v1/chat/completions} and {@code GET /v1/models}: Ollama's OpenAI-compatible layer.
 * The request is translated to {@code /api/chat}, checked and scheduled exactly as a native one,
 * and the same scripted {@link Reply} is written in the OpenAI dialect.
 */
final class OpenAiHandler {
  private final ModelCatalog catalog;
  private final Slots slots;
  private final ChatHandler chat;
  private final HttpServerCore server;
  private final Duration firstByteDelay;
  private final Duration tokenDelay;
  private final int argumentPieces;
  private final Duration retryAfter;
  private final Profile profile;

  OpenAiHandler(
      ModelCatalog catalog,
      Slots slots,
      ChatHandler chat,
      HttpServerCore server,
      Duration firstByteDelay,
      Duration tokenDelay,
      int argumentPieces,
      Duration retryAfter,
      Profile profile) {
    this.catalog = catalog;
    this.slots = slots;
    this.chat = chat;
    this.server = server;
    this.firstByteDelay = firstByteDelay;
    this.tokenDelay = tokenDelay;
    this.argumentPieces = argumentPieces;
    this.retryAfter = retryAfter;
    this.profile = profile;
  }

  void models(HttpResponder http) throws IOException {
    http.sendJson(200, OpenAiWire.models(catalog));
  }

  /**
   * {@code GET /v1/models/{model}}: middleware/openai.go {@code RetrieveMiddleware} turns it into
   * {@code /api/show}; a model that is not there is the show handler's 404, re-encoded.
   */
  void model(String name, HttpResponder http) throws IOException {
    SimModel m = catalog.find(name);
    if (m == null) {
      handlerError(http, 404, "model '" + name + "' not found");
      return;
    }
    http.sendJson(200, OpenAiWire.model(name, catalog.modifiedAt(m).getEpochSecond()));
  }

  void chat(RecordedRequest recorded, HttpResponder http) throws IOException, InterruptedException {
    long start = System.nanoTime();
    OpenAiWire.Translation t = OpenAiWire.translate(recorded.body());
    if (t.error() != null) {
      http.sendJson(400, OpenAiWire.error(400, t.error()));
      return;
    }
    ChatRequestCheck.Outcome outcome =
        ChatRequestCheck.check(t.ollamaBody(), catalog, chat.version());
    if (outcome.rejection() != null) {
      handlerError(http, outcome.rejection().status(), outcome.rejection().message());
      return;
    }
    ChatRequestCheck.ChatCall call = outcome.call();
    if (!slots.acquire()) {
      handlerError(http, 503, ChatHandler.BUSY);
      return;
    }
    try {
      Reply reply = chat.nextReply(recorded);
      if (reply == null) {
        handlerError(http, 500, "OllamaSimulator: the dispatcher returned null for " + recorded);
        return;
      }
      // Loaded before it answers, and kept alive from the end of the answer, as in ChatHandler.
      catalog.touch(call.model(), call.keepAlive(), call.numCtx());
      respond(reply, call, t.includeUsage(), http, start);
      catalog.touch(call.model(), call.keepAlive(), call.numCtx());
    } finally {
      slots.release();
    }
  }

  private void respond(
      Reply reply, ChatRequestCheck.ChatCall call, boolean usage, HttpResponder http, long start)
      throws IOException, InterruptedException {
    if (reply.kind == Reply.Kind.STALL) {
      server.pause(reply.stall);
      http.abort();
      return;
    }
    if (reply.kind == Reply.Kind.STALL_AFTER_HEADERS) {
      http.startChunked(200, "text/event-stream");
      http.flush();
      server.pause(reply.stall);
      http.abort();
      return;
    }
    Duration firstByte = reply.firstByteDelay != null ? reply.firstByteDelay : firstByteDelay;
    Duration perToken = reply.tokenDelay != null ? reply.tokenDelay : tokenDelay;
    if (!pause(firstByte, http)) {
      return;
    }
    if (reply.kind == Reply.Kind.ERROR) {
      handlerError(http, reply.status, reply.error);
      return;
    }
    ChatScript script =
        ChatScript.of(
            reply,
            new ChatScript.Context(
                call.model().toolTag(), call.toolNames(), !Boolean.FALSE.equals(call.think())));
    int promptTokens = reply.promptEvalCount != null ? reply.promptEvalCount : call.promptTokens();
    String id = OpenAiWire.newId();
    long created = System.currentTimeMillis() / 1000;
    String model = call.requestedModel();
    if (!call.stream()) {
      if (!pause(perToken.multipliedBy(script.chunks.size()), http)) {
        return;
      }
      switch (script.ending) {
        case DROP -> http.abort();
        case ERROR_LINE -> handlerError(http, 500, script.error);
        case DONE ->
            http.sendJson(
                200,
                OpenAiWire.completion(
                    id,
                    created,
                    model,
                    script.aggregate(),
                    script.doneReason == null ? "stop" : script.doneReason,
                    promptTokens,
                    script.tokens));
      }
      return;
    }
    HttpResponder.Chunked body = http.startChunked(200, "text/event-stream");
    boolean toolCallSent = false;
    boolean first = true;
    for (ChatScript.Chunk chunk : script.chunks) {
      if (!first && !pause(perToken, http)) {
        return;
      }
      first = false;
      if (argumentPieces > 1 && !chunk.toolCalls().isEmpty()) {
        for (ChatScript.ToolCallOut c : chunk.toolCalls()) {
          body.write(OpenAiWire.splitCall(id, created, model, c, argumentPieces));
        }
      } else {
        body.write(OpenAiWire.chunk(id, created, model, chunk, null));
      }
      toolCallSent |= !chunk.toolCalls().isEmpty();
    }
    if (!script.done.toolCalls().isEmpty() || !script.done.content().isEmpty()) {
      body.write(OpenAiWire.chunk(id, created, model, script.done, null));
      toolCallSent |= !script.done.toolCalls().isEmpty();
    }
    if (!first && !pause(perToken, http)) {
      return;
    }
    switch (script.ending) {
      case DROP -> http.abort();
      case ERROR_LINE -> {
        body.write(OpenAiWire.emptyChunk(id, System.currentTimeMillis() / 1000));
        body.finish();
      }
      case DONE -> {
        String reason =
            toolCallSent
                ? "tool_calls"
                : script.doneReason == null || script.doneReason.isEmpty()
                    ? "stop"
                    : script.doneReason;
        body.write(
            OpenAiWire.finish(id, created, model, reason, promptTokens, script.tokens, usage));
        body.finish();
      }
    }
  }

  /**
   * An error the native chat handler wrote, as the ChatWriter re-encodes it: the status kept, the
   * OpenAI type from {@link Profile#openAiHandlerErrorsTypedByStatus()}.
   */
  private void handlerError(HttpResponder http, int status, String message) throws IOException {
    error(http, status, profile.openAiHandlerErrorsTypedByStatus() ? status : 500, message);
  }

  private void error(HttpResponder http, int status, int typeStatus, String message)
      throws IOException {
    String headers =
        (status == 429 || status == 503) && retryAfter != null
            ? "Retry-After: " + Math.max(0, retryAfter.toSeconds()) + "\r\n"
            : "";
    http.send(status, HttpResponder.JSON, OpenAiWire.error(typeStatus, message), headers);
  }

  private boolean pause(Duration d, HttpResponder http) throws InterruptedException {
    if (server.pause(d)) {
      return true;
    }
    http.abort();
    return false;
  }
}
